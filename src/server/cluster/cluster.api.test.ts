import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClickEvent, LinkStats } from '../../shared/stats.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { signUpUser } from '../test/factories.js';
import { useTestServer } from '../test/harness.js';
import { collectStream, createTestLink, visit, waitForClicks } from '../test/links.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A developer machine without Redis skips these tests; CI starts Redis and must run them.
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = connect(Number(port || 6379), hostname, () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
if (!redisUp && process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}`);

/** Two app nodes on one database and one Redis, as behind a load balancer (SPEC §0). */
describe.skipIf(!redisUp)('several nodes with REDIS_URL', () => {
  const server = useTestServer({ REDIS_URL, TRUST_PROXY: 'true' });
  let second: { app: FastifyInstance; database: DatabaseHandle; url: string } | undefined;

  async function secondNode() {
    if (second) return second;
    const database = openDatabase(server().config.database);
    // Every node has a data directory of its own (its click journal is its own).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-second-node-'));
    const app = await buildApp({ ...server().config, dataDir }, database);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    second = { app, database, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    return second;
  }

  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it("drop a link from every node's cache when one node edits it", async () => {
    const node = await secondNode();
    const { client } = await signUpUser(server());
    const link = await createTestLink(client);
    expect((await visit(node.url, `/r/${link.hash}`)).location).toBe('https://example.com/menu');
    await client.patch(`/api/links/${link.id}`, { url: 'https://example.com/new' });
    await expect
      .poll(async () => (await visit(node.url, `/r/${link.hash}`, { 'user-agent': '' })).location)
      .toBe('https://example.com/new');
    await client.request('DELETE', `/api/links/${link.id}`);
    await expect.poll(async () => (await visit(node.url, `/r/${link.hash}`, { 'user-agent': '' })).status).toBe(404);
  });

  it('bring a click served by one node to a stream held by another', async () => {
    const node = await secondNode();
    const { client } = await signUpUser(server());
    const link = await createTestLink(client);
    const events = await collectStream(
      server().url,
      client,
      (received) => received.some((event) => event.event === 'click'),
      () => visit(node.url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' }),
    );
    const click = events.find((event) => event.event === 'click')?.data as ClickEvent;
    expect(click).toMatchObject({ linkId: link.id, click: { country: 'GB' } });
  });

  it('count a visitor once a day whichever node answers them', async () => {
    const node = await secondNode();
    const { client } = await signUpUser(server());
    const link = await createTestLink(client);
    for (const url of [server().url, node.url, node.url, server().url]) {
      await visit(url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    }
    await visit(node.url, `/r/${link.hash}`, { 'x-forwarded-for': '8.8.8.8' });
    await waitForClicks(client, link.id, 5);
    const stats = await client.get<LinkStats>(`/api/links/${link.id}/stats?range=24h`);
    expect(stats.body.totals).toEqual({ clicks: 5, uniques: 2 });
  });
});
