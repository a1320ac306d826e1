import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The production build on a fresh SQLite file, driven by Debian's Chromium (Playwright cannot download a browser here).
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: the accessibility file checks its screens in order with one account, so it cannot be split, and on
  // two cores a second worker only slows it down (measured: 10.9 min with one worker, 11.2 min with two).
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI === 'true' ? 'list' : [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // A failed test keeps its trace of DOM snapshots and its last screenshot. The trace's own screenshots are a
    // screencast of every frame, drawn in software here: they took as much CPU as the pages themselves (measured:
    // the whole suite 17.1 min with them, 11.5 min without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scanlink-e2e-')),
      DEFAULT_LOCALE: 'tr',
      AUTH_RATE_LIMIT: '200',
      LOG_LEVEL: 'warn',
      // The live-click test sends its scan with X-Forwarded-For, as a reverse proxy would.
      TRUST_PROXY: 'true',
      // The feedback test answers a public form a person would take longer over; the default minimum is 3 s.
      FORM_MIN_FILL_SECONDS: '1',
    },
  },
});
