import { afterAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from './catalogue.js';
import { buildWorkspace } from '../test/builders.js';
import { TestClient } from '../test/client.js';
import { startSecondNode, useTestServer } from '../test/harness.js';
import { createTestLink } from '../test/links.js';

type Delivered = Array<{ node: string; event: DomainEvent }>;

/** The outbox rows still waiting for `subscriber`. */
async function waiting(server: ReturnType<ReturnType<typeof useTestServer>>, subscriber: string) {
  return server.database.db
    .selectFrom('outbox')
    .select(['event_id', 'attempts', 'last_error'])
    .where('subscriber', '=', subscriber)
    .orderBy('seq')
    .execute();
}

describe('the outbox', () => {
  const server = useTestServer();
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('hands every event to a durable subscriber in order per subject, and retries a failure without blocking others', async () => {
    const owner = await buildWorkspace(server());
    const flaky = await createTestLink(owner.client, { name: 'Flaky' });
    const steady = await createTestLink(owner.client, { name: 'Steady' });
    const delivered: Delivered = [];
    // The receiving system is down for the flaky link's events until the test brings it back.
    let down = true;
    server().app.events.subscribeDurable('test.flaky', ['link.updated'], async (event) => {
      if (down && event.subject === `link:${flaky.id}`) throw new Error('the receiving system is down');
      delivered.push({ node: 'one', event });
    });
    // A subscriber that throws never fails the change that caused the event.
    for (const name of ['First', 'Second', 'Third']) {
      expect((await owner.client.patch(`/api/links/${flaky.id}`, { name })).status).toBe(200);
    }
    expect((await owner.client.patch(`/api/links/${steady.id}`, { name: 'Other' })).status).toBe(200);

    // The other link's event is not held up by the failing chain.
    await expect.poll(() => delivered.map(({ event }) => event.subject)).toContain(`link:${steady.id}`);
    // A delivered row is deleted just after its handler returns: the failed chain's three rows are what stays.
    await expect.poll(async () => (await waiting(server(), 'test.flaky')).length).toBe(3);
    const held = await waiting(server(), 'test.flaky');
    expect(held[0]?.last_error).toBe('the receiving system is down');
    expect(held[0]?.attempts).toBeGreaterThanOrEqual(1);
    expect(held.slice(1).map((row) => row.attempts)).toEqual([0, 0]);
    down = false;

    // After its back-off the failed event comes again, and its subject's later events only after it.
    await expect.poll(() => delivered.length, { timeout: 20_000 }).toBe(4);
    const ids = delivered.filter(({ event }) => event.subject === `link:${flaky.id}`).map(({ event }) => event.id);
    expect(ids).toHaveLength(3);
    // Event ids grow with time (UUIDv7): delivered in the order the changes were made.
    expect(ids).toEqual([...ids].sort());
    expect(await waiting(server(), 'test.flaky')).toEqual([]);
    const health = await fetch(`${server().url}/healthz`).then((response) => response.json());
    expect(health.outbox).toEqual({ waiting: 0, oldestAgeSeconds: null });
  });

  // Several nodes share a PostgreSQL database only: an SQLite file is one node's, which always dispatches.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'is dispatched by one node at a time, and by another once that one stops',
    async () => {
      second ??= await startSecondNode(server());
      const delivered: Delivered = [];
      server().app.events.subscribeDurable('test.once', ['link.created'], async (event) => {
        delivered.push({ node: 'one', event });
      });
      second.app.events.subscribeDurable('test.once', ['link.created'], async (event) => {
        delivered.push({ node: 'two', event });
      });
      const owner = await buildWorkspace(server());
      const secondClient = new TestClient(second.url, { authorization: `Bearer ${owner.key}` });
      for (const [index, client] of [owner.client, secondClient, owner.client, secondClient].entries()) {
        await createTestLink(client, { name: `Link ${index}` });
      }
      await expect.poll(() => delivered.length).toBe(4);
      expect(new Set(delivered.map(({ node }) => node)).size).toBe(1);
      expect(new Set(delivered.map(({ event }) => event.id)).size).toBe(4);

      // The leader stops (its lease is given back): the other node delivers from then on.
      const leader = delivered[0]?.node;
      const [survivor, survivorClient] = leader === 'one' ? ['two', secondClient] : ['one', owner.client];
      await (leader === 'one' ? server().app.events.close() : second.app.events.close());
      await createTestLink(survivorClient, { name: 'After the handover' });
      await expect.poll(() => delivered.length, { timeout: 15_000 }).toBe(5);
      expect(delivered[4]?.node).toBe(survivor);
    },
  );
});
