import { afterAll, describe, expect, it } from 'vitest';
import type { ClickEvent, SubjectStats } from '../../shared/stats.js';
import { buildSignedInUser } from '../test/builders.js';
import { startSecondNode, useTestServer } from '../test/harness.js';
import { collectStream, createTestLink, visit, waitForClicks } from '../test/links.js';
import { REDIS_URL, redisReachable } from '../test/redis.js';

// A developer machine without Redis skips these tests; CI starts Redis and must run them.
const redisUp = await redisReachable();

/** Two app nodes on one database and one Redis, as behind a load balancer (README.md, Running several nodes). */
describe.skipIf(!redisUp)('several nodes with REDIS_URL', () => {
  const server = useTestServer({ REDIS_URL, TRUST_PROXY: 'true' });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  const secondNode = async () => (second ??= await startSecondNode(server()));
  afterAll(async () => {
    await second?.close();
  });

  it("drop a link from every node's cache when one node edits it", async () => {
    const node = await secondNode();
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    expect((await visit(node.url, `/r/${link.hash}`)).location).toBe('https://example.com/menu');
    await client.patch(`/api/links/${link.id}`, { url: 'https://example.com/new' });
    await expect
      .poll(async () => (await visit(node.url, `/r/${link.hash}`, { 'user-agent': '' })).location)
      .toBe('https://example.com/new');
    await client.request('DELETE', `/api/links/${link.id}`);
    // A deleted link's code is no longer active (410), on the other node too.
    await expect.poll(async () => (await visit(node.url, `/r/${link.hash}`, { 'user-agent': '' })).status).toBe(410);
  });

  it("send a QR code's next scan to its new target on every node, and its link's edits too", async () => {
    const node = await secondNode();
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const created = await client.post('/api/qr-codes', {
      name: 'Poster',
      type: 'link',
      target: { kind: 'link', linkId: link.id },
    });
    const path = `/Q/${created.body.code}`;
    const location = async () => (await visit(node.url, path, { 'user-agent': '' })).location;
    expect(await location()).toBe('https://example.com/menu');
    await client.patch(`/api/links/${link.id}`, { url: 'https://example.com/spring' });
    await expect.poll(location).toBe('https://example.com/spring');
    await client.patch(`/api/qr-codes/${created.body.id}`, { target: { kind: 'url', url: 'https://example.com/own' } });
    await expect.poll(location).toBe('https://example.com/own');
    await client.request('DELETE', `/api/qr-codes/${created.body.id}`);
    await expect.poll(async () => (await visit(node.url, path, { 'user-agent': '' })).status).toBe(410);
  });

  it('bring a click served by one node to a stream held by another', async () => {
    const node = await secondNode();
    const { client } = await buildSignedInUser(server());
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

  it('count a visitor once a day whichever node answers them, on each link and on the workspace', async () => {
    const node = await secondNode();
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const other = await createTestLink(client, { name: 'Poster' });
    for (const url of [server().url, node.url, node.url, server().url]) {
      await visit(url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    }
    await visit(node.url, `/r/${link.hash}`, { 'x-forwarded-for': '8.8.8.8' });
    // The first visitor again, on another link, through the other node.
    await visit(node.url, `/r/${other.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    await waitForClicks(client, link.id, 5);
    await waitForClicks(client, other.id, 1);
    const stats = await client.get<SubjectStats>(`/api/links/${link.id}/stats?range=24h`);
    expect(stats.body.totals).toEqual({ clicks: 5, uniques: 2 });
    const otherStats = await client.get<SubjectStats>(`/api/links/${other.id}/stats?range=24h`);
    expect(otherStats.body.totals).toEqual({ clicks: 1, uniques: 1 });
    const workspace = await client.get<SubjectStats>('/api/stats?range=24h');
    expect(workspace.body.totals).toEqual({ clicks: 6, uniques: 2 });
  });
});
