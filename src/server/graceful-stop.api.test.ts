import http from 'node:http';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { SubjectStats } from '../shared/stats.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  signedIn,
  startChildServer as startServer,
  useChildEnvironment,
} from './test/child-server.js';
import { visit, waitForClicks } from './test/links.js';

const REDIRECTS = 300;

/**
 * A graceful stop writes every buffered click. The real entry point runs as a child process; clicks are sent
 * and SIGTERM follows at once, while most of them are still in memory; after a restart every one of them is there.
 */
describe('graceful stop', () => {
  // A time limit far beyond what the writes take: on a machine busy with the rest of the suite, the default 10 s can
  // run out, and the clicks would then (rightly) wait in the journal for the next start instead.
  const environment = useChildEnvironment('stop', { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', STOP_TIMEOUT: '60' });

  it(
    `writes all ${REDIRECTS} buffered clicks before the process exits on SIGTERM`,
    async () => {
      const env = environment();
      const first = await startServer(env);
      const { email, link } = await ownerWithLink(first);

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
        const again = await signedIn(second, email);
        const clicks = await again.get(`/api/links/${link.id}/clicks?limit=1000`);
        expect(clicks.body.items).toHaveLength(REDIRECTS);
        const stats = await again.get<SubjectStats>(`/api/links/${link.id}/stats?range=all`);
        // 250 addresses, 50 of them twice.
        expect(stats.body.allTime).toEqual({ clicks: REDIRECTS, uniques: 250 });

        // The restarted node still knows today's visitors: one seen before counts as a click, not a new visitor.
        await visit(second.url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.0.0' });
        await visit(second.url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.251.1' });
        await waitForClicks(again, link.id, REDIRECTS + 2);
        const later = await again.get<SubjectStats>(`/api/links/${link.id}/stats?range=all`);
        expect(later.body.allTime).toEqual({ clicks: REDIRECTS + 2, uniques: 251 });
      } finally {
        second.process.kill('SIGTERM');
        await exitCode(second.process);
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});

/**
 * SIGTERM under a steady stream of requests on keep-alive connections, redirects (the fast path) and API answers
 * (Fastify) alike: every request the server took in gets its whole answer, none is reset; a busy connection ends
 * after an answer that says `Connection: close`, and new connections are refused.
 */
describe('graceful stop under a steady stream of keep-alive requests', () => {
  const environment = useChildEnvironment('stop-stream', { LOG_LEVEL: 'error', STOP_TIMEOUT: '60' });

  it(
    'answers every request it took in completely and resets none',
    async () => {
      const server = await startServer(environment());
      const { link } = await ownerWithLink(server);
      const stream = keepAliveStream(server.url, [`/r/${link.hash}`, '/healthz']);
      await sleep(1_500);
      server.process.kill('SIGTERM');
      expect(await exitCode(server.process)).toBe(0);
      const outcome = await stream.done;

      expect(outcome.failures).toEqual([]);
      expect(outcome.answered).toBeGreaterThan(50);
      // The connections busy at the stop ended after a whole answer that said so.
      expect(outcome.closingAnswers).toBeGreaterThan(0);
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});

interface Answer {
  status: number;
  connection: string | undefined;
}

/** SENDERS loops, each on a keep-alive connection of its own, sending one request after another until refused. */
function keepAliveStream(url: string, paths: string[]) {
  const SENDERS = 8;
  const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const state = {
    answered: 0,
    closingAnswers: 0,
    failures: [] as string[],
  };
  const sender = async (index: number) => {
    for (let count = 0; ; count += 1) {
      const path = paths[(index + count) % paths.length] ?? '/';
      const result = await requestOnce(agent, `${url}${path}`);
      if ('error' in result) {
        // A new connection after the stop began is refused: that is the answer for it. Anything else is a failure.
        if (result.error !== 'ECONNREFUSED') state.failures.push(`${path}: ${result.error}`);
        return;
      }
      const expected = path === '/healthz' ? [200, 503] : [302, 503];
      if (!expected.includes(result.status)) state.failures.push(`${path}: status ${result.status}`);
      state.answered += 1;
      if (result.connection === 'close') state.closingAnswers += 1;
      await sleep(2);
    }
  };
  const done = Promise.all(Array.from({ length: SENDERS }, (_, index) => sender(index))).then(() => {
    agent.destroy();
    return state;
  });
  return Object.assign(state, { done });
}

/** One request; its answer when it came whole (the body as long as Content-Length said), else why not. */
function requestOnce(agent: http.Agent, url: string): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      response.on('aborted', () => resolve({ error: 'answer cut short' }));
      response.on('end', () => {
        const length = Number(response.headers['content-length'] ?? received);
        if (received !== length) resolve({ error: `answer cut short: ${received} of ${length} bytes` });
        else resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/**
 * A graceful stop has a time limit. While another session holds a lock that keeps the click writer from
 * writing, SIGTERM still ends the process within STOP_TIMEOUT; the clicks it could not write are stored by the next
 * start, from the journal.
 */
describe('graceful stop while the database cannot take writes', () => {
  const environment = useChildEnvironment('stop-locked', { LOG_LEVEL: 'error', STOP_TIMEOUT: '3' });

  it(
    'ends within STOP_TIMEOUT and leaves the unwritten clicks to the next start',
    async () => {
      const env = environment();
      const first = await startServer(env);
      const { email, link } = await ownerWithLink(first);

      const release = await lockClickTable(env);
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, () => visit(first.url, `/r/${link.hash}`)));
        expect(answers.every((answer) => answer.status === 302)).toBe(true);
        first.process.kill('SIGTERM');
        // Not a speed test: a stop that waits for the lock (minutes on PostgreSQL) would never end this race.
        const ended = await Promise.race([exitCode(first.process), sleep(20_000).then(() => 'still running')]);
        expect(ended).toBe(0);
      } finally {
        await release();
      }

      const second = await startServer(env);
      try {
        await waitForClicks(await signedIn(second, email), link.id, 20);
      } finally {
        second.process.kill('SIGTERM');
        await exitCode(second.process);
      }
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});

/** Holds a write lock on the click table from another connection; resolves to the function that releases it. */
async function lockClickTable(env: Record<string, string>): Promise<() => Promise<void>> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query('begin');
    await client.query('lock table link_statistic in exclusive mode');
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }
  const sqlite = new SqliteDatabase(path.join(env.DATA_DIR ?? '', 'scanlink.db'));
  sqlite.exec('begin exclusive');
  return async () => {
    sqlite.exec('rollback');
    sqlite.close();
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
