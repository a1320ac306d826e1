import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { LinkStats } from '../shared/stats.js';
import { TestClient } from './test/client.js';
import { TEST_PASSWORD, uniqueEmail } from './test/factories.js';
import { createTestLink, visit, waitForClicks } from './test/links.js';

const REDIRECTS = 300;
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * SPEC §6: a graceful stop writes every buffered click. The real entry point runs as a child process; clicks are sent
 * and SIGTERM follows at once, while most of them are still in memory; after a restart every one of them is there.
 */
describe('graceful stop', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-stop-'));
  const database = process.env.TEST_DB === 'postgres' ? `stop_${Date.now().toString(36)}` : null;

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await onPostgres(`drop database if exists ${database}`);
  });

  it(`writes all ${REDIRECTS} buffered clicks before the process exits on SIGTERM`, async () => {
    if (database) await onPostgres(`create database ${database}`);
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...(database ? { DATABASE_URL: postgresUrl(database) } : {}),
    };
    const first = await startServer(env);
    const client = new TestClient(first.url);
    const email = uniqueEmail('stop');
    await client.post('/api/auth/sign-up/email', { fullName: 'Ada', email, password: TEST_PASSWORD });
    const link = await createTestLink(client);

    const answers = await Promise.all(
      Array.from({ length: REDIRECTS }, (_, index) =>
        visit(first.url, `/r/${link.hash}`, { 'x-forwarded-for': `81.2.${index % 250}.${(index * 7) % 250}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 302)).toBe(true);
    first.process.kill('SIGTERM');
    expect(await exitCode(first.process)).toBe(0);

    const second = await startServer(env);
    try {
      const again = new TestClient(second.url);
      await again.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
      const clicks = await again.get(`/api/links/${link.id}/clicks?limit=1000`);
      expect(clicks.body.items).toHaveLength(REDIRECTS);
      const stats = await again.get<LinkStats>(`/api/links/${link.id}/stats?range=all`);
      // 250 addresses, 50 of them twice.
      expect(stats.body.allTime).toEqual({ clicks: REDIRECTS, uniques: 250 });

      // The restarted node still knows today's visitors: one seen before counts as a click, not a new visitor.
      await visit(second.url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.0.0' });
      await visit(second.url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.251.1' });
      await waitForClicks(again, link.id, REDIRECTS + 2);
      const later = await again.get<LinkStats>(`/api/links/${link.id}/stats?range=all`);
      expect(later.body.allTime).toEqual({ clicks: REDIRECTS + 2, uniques: 251 });
    } finally {
      second.process.kill('SIGTERM');
      await exitCode(second.process);
    }
  });
});

async function startServer(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
