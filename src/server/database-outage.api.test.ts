import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';
import { buildSignedInUser, type SignedInPerson } from './test/builders.js';
import { createTestLink, visit, waitForClicks } from './test/links.js';
import { TcpProxy } from './test/tcp-proxy.js';
import type { Link } from '../shared/links.js';

// The API must answer, if only with 503, within this time during an outage: a request that takes longer
// counts as a hang.
const ANSWER_WITHIN_MS = 5_000;

/**
 * PostgreSQL faults between the app and its database, played by a TCP proxy: connections cut, a partition that
 * holds every byte, and backends terminated by an operator. None may end the process, and everything recovers
 * without a restart. (SQLite has no connection to lose: database-down.api.test.ts covers it.)
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let owner: SignedInPerson;
  let link: Link;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    server = await startTestServer({ DATABASE_URL: TcpProxy.rewrite(url.toString(), proxy.port) });
    owner = await buildSignedInUser(server);
    link = await createTestLink(owner.client);
    expect((await visit(server.url, `/r/${link.hash}`)).status).toBe(302);
  });
  afterAll(async () => {
    proxy.restore();
    await server?.close();
    await proxy?.close();
  });

  it('survives every connection being cut and answers again at once', async () => {
    proxy.cut();
    expect((await owner.client.get('/api/me')).status).toBe(200);
    expect((await get(server, '/healthz')).status).toBe(200);
  });

  it('serves the very next request after an operator terminates the idle connections', async () => {
    const statuses: number[] = [];
    // Again and again: whether pg has noticed the termination before the next query is a matter of timing.
    for (let round = 0; round < 10; round += 1) {
      await Promise.all([owner.client.get('/api/links'), owner.client.get('/api/me')]);
      expect(await terminate(proxy.upstreamPorts())).toBeGreaterThan(0);
      statuses.push((await owner.client.get('/api/links')).status);
    }
    expect(statuses).toEqual(Array<number>(10).fill(200));
  });

  it('answers 503 when a busy connection is terminated, then serves the next request', async () => {
    await withLockedLinks(server.database.schema ?? 'public', async () => {
      const pending = owner.client.get('/api/links');
      const waiting = await waitFor(() => backendsWaitingOnLock(proxy.upstreamPorts()));
      await terminate(waiting);
      const answer = await pending;
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('service_unavailable');
    });
    expect((await owner.client.get('/api/links')).status).toBe(200);
  });

  it('keeps redirecting known links through a partition, answers 503 within seconds, and recovers', async () => {
    proxy.partition();
    try {
      const during = await Promise.all([visit(server.url, `/r/${link.hash}`), visit(server.url, `/r/${link.hash}`)]);
      expect(during.map((answer) => answer.status)).toEqual([302, 302]);

      const unknown = await get(server, '/r/NeverSeen42');
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
      const api = await get(server, '/api/links', owner.client.cookieHeader());
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBeTruthy();
      expect((await get(server, '/healthz')).status).toBe(503);
    } finally {
      proxy.restore();
    }
    // The clicks answered during the partition were held, and are stored once the database is back.
    await waitFor(async () => (await get(server, '/healthz')).status === 200);
    await waitForClicks(owner.client, link.id, 3);
    expect((await owner.client.get('/api/me')).status).toBe(200);
  });
});

/** A request that must be answered within ANSWER_WITHIN_MS (else it throws: a hang). */
async function get(server: TestServer, path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_terminate_backend on the app's connections among `ports`; how many were terminated. */
async function terminate(ports: number[]): Promise<number> {
  if (ports.length === 0) return 0;
  return admin(async (client) => {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[])',
      [ports],
    );
    return result.rowCount ?? 0;
  });
}

async function backendsWaitingOnLock(ports: number[]): Promise<number[] | null> {
  const rows = await admin(async (client) => {
    const result = await client.query<{ client_port: number }>(
      `select client_port from pg_stat_activity where client_port = any($1::int[]) and wait_event_type = 'Lock'`,
      [ports],
    );
    return result.rows;
  });
  return rows.length > 0 ? rows.map((row) => row.client_port) : null;
}

/** Runs `work` while another session holds an exclusive lock on the link table of the test server's schema. */
async function withLockedLinks(schema: string, work: () => Promise<void>): Promise<void> {
  await admin(async (client) => {
    await client.query('begin');
    await client.query(`lock table ${schema}.link in access exclusive mode`);
    try {
      await work();
    } finally {
      await client.query('rollback');
    }
  });
}

async function waitFor<T>(probe: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
