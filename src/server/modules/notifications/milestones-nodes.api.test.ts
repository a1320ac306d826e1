import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../../shared/notifications.js';
import { buildSignedInUser } from '../../test/builders.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
import { createTestLink, visit, waitForClicks } from '../../test/links.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';

// A developer machine without Redis skips these tests; CI starts Redis and must run them.
const redisUp = await redisReachable();
const CLICKS = 1_000;
const IN_FLIGHT = 40;

/** `count` requests at most `limit` at a time, each one given its index. */
async function concurrently(count: number, limit: number, each: (index: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await each(next++);
    }),
  );
}

describe.skipIf(!redisUp)('milestones on two nodes with REDIS_URL', () => {
  const server = useTestServer({ REDIS_URL });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('notify a link’s 1,000th click once, though both nodes write clicks that cross it at once', async () => {
    second = await startSecondNode(server());
    const owner = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    const nodes = [server().url, second.url];
    await concurrently(CLICKS, IN_FLIGHT, (index) => visit(nodes[index % 2] ?? '', `/r/${link.hash}`));
    await waitForClicks(owner.client, link.id, CLICKS);

    const milestones = async () => {
      const page = await owner.client.get<NotificationPage>('/api/notifications?kind=milestone&limit=100');
      return page.body.items.map((item) => (item.kind === 'milestone' ? item.params.milestone : null));
    };
    await expect.poll(milestones, { timeout: 30_000 }).toContain(1_000);
    // Every batch's event has been handled by now: nothing waits in the outbox that could notify again.
    await expect
      .poll(async () => (await server().database.db.selectFrom('outbox').select('seq').execute()).length, {
        timeout: 30_000,
      })
      .toBe(0);
    const told = await milestones();
    expect(told.filter((milestone) => milestone === 1_000)).toHaveLength(1);
    // It names the link, as the bell and the mail show it.
    const page = await owner.client.get<NotificationPage>('/api/notifications?kind=milestone&limit=1');
    expect(page.body.items[0]?.params).toMatchObject({ milestone: 1_000, name: link.name });
    // 100 was passed on the way: told at most once (not at all when one batch went past both).
    expect(told.filter((milestone) => milestone === 100).length).toBeLessThanOrEqual(1);
    const recorded = await server()
      .database.db.selectFrom('notification_milestone')
      .select('milestone')
      .where('subject', '=', `link:${link.id}`)
      .orderBy('milestone')
      .execute();
    expect(recorded.map((row) => Number(row.milestone))).toEqual([100, 1_000]);
  }, 120_000);
});
