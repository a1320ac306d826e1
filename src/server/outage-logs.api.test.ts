import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from './test/builders.js';
import { startTestServer, type TestServer } from './test/harness.js';
import { createTestLink, visit, waitForClicks } from './test/links.js';
import { LogCapture, linesOf, occurrencesTold, type LogLine } from './test/log-lines.js';
import { TcpProxy } from './test/tcp-proxy.js';

const onPostgres = process.env.TEST_DB === 'postgres';

interface Outage {
  server: TestServer;
  /** The database stops answering: on SQLite it is closed under the server, on PostgreSQL every connection is refused. */
  begin(): Promise<void>;
  /** PostgreSQL answers again (SQLite's closed handle cannot come back). */
  end(): void;
  close(): Promise<void>;
}

/** A server at LOG_LEVEL=warn whose lines go to `log`, and the means to take its database away. */
async function serverWithOutage(log: LogCapture): Promise<Outage> {
  const env = { LOG_LEVEL: 'warn' };
  if (!onPostgres) {
    const server = await startTestServer(env, { logStream: log.stream });
    return { server, begin: () => server.database.close(), end: () => undefined, close: () => server.close() };
  }
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
  const server = await startTestServer(
    { ...env, DATABASE_URL: TcpProxy.rewrite(url.toString(), proxy.port) },
    { logStream: log.stream },
  );
  return {
    server,
    begin: async () => proxy.refuse(),
    end: () => proxy.restore(),
    async close() {
      proxy.restore();
      await server.close();
      await proxy.close();
    },
  };
}

/** The lines of a repeated message: the first in full with its stack, then only counts, which add up to `count`. */
function expectCounted(lines: LogLine[], message: string, level: number, count: number): void {
  const told = linesOf(lines, message);
  expect(told[0]).toMatchObject({ level, msg: message, err: { stack: expect.any(String) } });
  expect(told.length).toBeGreaterThanOrEqual(2);
  expect(told.length).toBeLessThanOrEqual(4);
  for (const summary of told.slice(1)) {
    expect(summary.level).toBe(level);
    expect(summary.msg).toMatch(/ \(x \d+ in the last \d+ s\)$/);
    expect(summary.err).toBeUndefined();
    expect(summary.error).toEqual(expect.any(String));
  }
  expect(occurrencesTold(told)).toBe(count);
}

describe('the log during a database outage', () => {
  it('tells 200 failed redirect lookups and 50 unavailable API answers in a handful of lines', async () => {
    const log = new LogCapture();
    const outage = await serverWithOutage(log);
    const { server } = outage;
    try {
      const owner = await buildSignedInUser(server);
      await outage.begin();
      const redirects: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, index) => visit(server.url, `/r/never-seen-${round}-${index}`)),
        );
        redirects.push(...answers.map((answer) => answer.status));
      }
      expect(redirects).toEqual(Array<number>(200).fill(503));
      const api: number[] = [];
      for (let request = 0; request < 50; request += 1) api.push((await owner.client.get('/api/links')).status);
      expect(api).toEqual(Array<number>(50).fill(503));
    } finally {
      // The stop tells what is still counted.
      await outage.close();
    }

    const { lines, notJson } = log.parse();
    expect(notJson).toEqual([]);
    expectCounted(lines, 'redirect lookup failed', 50, 200);
    const unavailable = linesOf(lines, 'database unavailable');
    expect(unavailable[0]).toMatchObject({ level: 40, url: '/api/links', code: 'service_unavailable' });
    expect(unavailable.length).toBeLessThanOrEqual(4);
    expect(occurrencesTold(unavailable)).toBe(50);
    // Whatever else the outage made the server say (better-auth's failed session checks, dropped connections), it
    // said it in a few lines too.
    expect(lines.length).toBeLessThanOrEqual(20);
  });

  it.runIf(onPostgres)(
    "tells the click writer's failed writes in a few lines, and how many once the database is back",
    async () => {
      const log = new LogCapture();
      const outage = await serverWithOutage(log);
      const { server } = outage;
      try {
        const owner = await buildSignedInUser(server);
        const link = await createTestLink(owner.client);
        expect((await visit(server.url, `/r/${link.hash}`)).status).toBe(302);
        await waitForClicks(owner.client, link.id, 1);

        await outage.begin();
        // A batch every 50 ms, each one a write the writer tries and the database refuses.
        for (let scan = 0; scan < 40; scan += 1) {
          expect((await visit(server.url, `/r/${link.hash}`)).status).toBe(302);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        outage.end();
        await waitForClicks(owner.client, link.id, 41);
      } finally {
        await outage.close();
      }

      const { lines, notJson } = log.parse();
      expect(notJson).toEqual([]);
      // Every line about it, whatever follows the message.
      const writes = lines.filter((line) => line.msg.startsWith('clicks held, write failed'));
      expect(writes[0]).toMatchObject({
        level: 50,
        msg: 'clicks held, write failed',
        held: expect.any(Number),
        err: { stack: expect.any(String) },
      });
      expect(writes.length).toBeLessThanOrEqual(4);
      // The writer tried many times: the lines after the first count them.
      expect(occurrencesTold(writes)).toBeGreaterThan(writes.length);
    },
  );
});
