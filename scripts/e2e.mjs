// Runs the Playwright suite in Debian's Chromium. Without a Chromium the suite is skipped with a message on a
// developer machine, but fails under CI=true, where a skipped browser suite would hide a broken product.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true';

if (!existsSync(chromium)) {
  const message = `Chromium was not found at ${chromium} (install Debian's "chromium" package or set CHROMIUM_PATH).`;
  if (inCi) {
    console.error(`E2E FAILED: ${message} CI=true requires the browser suite.`);
    process.exit(1);
  }
  console.warn(`E2E SKIPPED: ${message}`);
  process.exit(0);
}

const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The e2e server (playwright.config.ts's webServer, which takes this environment) lets webhooks reach the receivers
// the specs start on 127.0.0.1 (e2e/webhook-receiver.ts); any other private address stays refused.
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' },
});
process.exit(run.status ?? 1);
