import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestSmtp, type TestSmtpServer } from '../src/server/test/smtp.js';

/**
 * The main e2e server sends no mail: a spec that needs mail starts a server of its own on `port`, with SMTP_URL
 * pointing at an SMTP server the spec holds (so other specs are unaffected), for the spec's tests; both are stopped
 * after them. The answer, called inside a test, gives the server's address and the SMTP server.
 */
export function useMailServer(
  port: number,
  env: Record<string, string> = {},
): () => { url: string; smtp: TestSmtpServer } {
  const url = `http://127.0.0.1:${port}`;
  let smtp: TestSmtpServer | undefined;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;

  test.beforeAll(async () => {
    smtp = await startTestSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-e2e-mail-'));
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEFAULT_LOCALE: 'en',
        SMTP_URL: smtp.url(),
        MAIL_FROM: 'Scanlink <noreply@scanlink.test>',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'inherit',
    });
    await expect
      .poll(
        () =>
          fetch(`${url}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    const running = server;
    running?.kill('SIGTERM');
    await new Promise((resolve) =>
      !running || running.exitCode !== null ? resolve(null) : running.once('exit', resolve),
    );
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!smtp) throw new Error('useMailServer: the servers are not started yet');
    return { url, smtp };
  };
}
