import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ClickEvent, SubjectStats } from '../../shared/stats.js';
import type { TestClient } from '../test/client.js';
import { buildSignedInUser } from '../test/builders.js';
import { startSecondNode, useTestServer } from '../test/harness.js';
import { createTestLink, visit } from '../test/links.js';
import { REDIS_URL, redisReachable } from '../test/redis.js';
import { EventStream, type StreamEvent } from '../test/sse.js';
import { TcpProxy } from '../test/tcp-proxy.js';

const redisUp = await redisReachable();
const { hostname, port } = new URL(REDIS_URL);
// Every connection of both nodes to Redis goes through the proxy, so a test can take Redis away from them without
// touching the Redis other tests share.
const proxy = redisUp ? await TcpProxy.start({ host: hostname, port: Number(port || 6379) }) : undefined;
const CLICKS = 5;

/** Two app nodes on one database and one Redis, while Redis goes away and comes back (docs/product.md, Qualities). */
describe.skipIf(!redisUp)('live updates through a Redis outage', () => {
  const server = useTestServer({ REDIS_URL: TcpProxy.rewrite(REDIS_URL, proxy?.port ?? 6379), TRUST_PROXY: 'true' });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  const secondNode = async () => (second ??= await startSecondNode(server()));

  afterEach(() => proxy?.restore());
  afterAll(async () => {
    await second?.close();
    await proxy?.close();
  });

  /** Clicks on the other node while Redis is away; every request must still be answered as usual. */
  async function clickDuringOutage(client: TestClient, outage: () => void) {
    const node = await secondNode();
    const link = await createTestLink(client);
    const stream = await EventStream.open(server().url, client);
    await stream.until((events) => events.some((event) => event.event === 'ready'));
    outage();
    for (let index = 0; index < CLICKS; index += 1) {
      const answer = await visit(node.url, `/r/${link.hash}`, { 'x-forwarded-for': `81.2.69.${140 + index}` });
      expect(answer.status).toBe(302);
    }
    // An edit publishes a cache invalidation on the bus: it must not fail or wait for Redis.
    const edit = await client.patch(`/api/links/${link.id}`, { name: 'Summer menu' });
    expect(edit.status).toBe(200);
    proxy?.restore();
    return { link, stream };
  }

  /** What the page ends up showing: the streamed clicks, or after a `resync` the figures it fetches again. */
  const caughtUp = (events: StreamEvent[]) =>
    events.some((event) => event.event === 'resync') ||
    events.filter((event) => event.event === 'click').length >= CLICKS;

  async function expectEveryClickCounted(client: TestClient, linkId: string) {
    await expect
      .poll(async () => (await client.get<SubjectStats>(`/api/links/${linkId}/stats?range=24h`)).body.totals.clicks, {
        timeout: 20_000,
      })
      .toBe(CLICKS);
  }

  it('tell a page open on one node to fetch again after clicks on another while Redis was down', async () => {
    const { client } = await buildSignedInUser(server());
    const { link, stream } = await clickDuringOutage(client, () => proxy?.refuse());
    const events = await stream.until((received) => received.some((event) => event.event === 'resync'));
    stream.close();
    // Anything streamed is this link's: nothing of another workspace leaks through the catch-up.
    for (const event of events.filter((received) => received.event === 'click')) {
      expect((event.data as ClickEvent).linkId).toBe(link.id);
    }
    await expectEveryClickCounted(client, link.id);
  });

  it('bring a page up to date after a network partition between the nodes and Redis', async () => {
    const { client } = await buildSignedInUser(server());
    const { link, stream } = await clickDuringOutage(client, () => proxy?.partition());
    await stream.until(caughtUp);
    stream.close();
    await expectEveryClickCounted(client, link.id);
  });
});
