import { afterAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/builders.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.js';

// A developer machine without Redis skips these tests; CI starts Redis and must run them.
const redisUp = await redisReachable();
const MESSAGES = 60;

describe.skipIf(!redisUp)('webhooks sent by two nodes, with REDIS_URL', () => {
  const server = useTestServer({ REDIS_URL, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  let receiver: Receiver | undefined;
  afterAll(async () => {
    await second?.close();
    await receiver?.close();
  });

  it('delivers each message once, whichever node claims it', async () => {
    second = await startSecondNode(server());
    receiver = await startReceiver();
    const { client } = await buildSignedInUser(server());
    const onSecond = client.onNode(second.url);
    const created = await client.post('/api/webhooks', { url: receiver.url, eventTypes: ['link.created'] });
    expect(created.status).toBe(201);
    // Changes made on both nodes, quickly, so that many messages wait at once.
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, index) =>
        createTestLink(index % 2 === 0 ? client : onSecond, { name: `Link ${index}` }),
      ),
    );

    await expect.poll(() => receiver!.received.length, { timeout: 30_000 }).toBe(MESSAGES);
    // Another second: a message sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = receiver.received.map((message) => message.headers['webhook-id']);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    const attempts = await server()
      .database.db.selectFrom('webhook_attempt')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(attempts.count)).toBe(MESSAGES);
  });
});
