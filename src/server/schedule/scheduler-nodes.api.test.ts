import { afterAll, describe, expect, it } from 'vitest';
import { startSecondNode, startTestServer, useTestServer } from '../test/harness.js';
import { createEffectTable, effects, jobRow, recordEffect } from '../test/schedule.js';

const TIMERS = 40;
// The app's scheduler looks for due rows every second.
const SOON = { timeout: 15_000 };

/**
 * Two app nodes on one database, as behind a load balancer (on PostgreSQL what production does; on SQLite two
 * connections to one file, which the lease keeps apart just the same): every due timer runs once, whichever node
 * claims it.
 */
describe('scheduled jobs on two nodes sharing a database', () => {
  const server = useTestServer();
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('run each due timer exactly once', async () => {
    second = await startSecondNode(server());
    const { db } = server().database;
    await createEffectTable(db);
    for (const [node, app] of [
      ['one', server().app],
      ['two', second.app],
    ] as const) {
      app.schedule.handle('test.count', async ({ runKey }) => {
        // Long enough that the other node polls while this one runs.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await recordEffect(db, { runKey, node, step: 'done', at: Date.now() });
      });
    }
    const due = Date.now();
    for (let index = 0; index < TIMERS; index += 1) {
      const app = index % 2 === 0 ? server().app : second.app;
      await app.schedule.at(`test.count:${index}`, 'test.count', due + index);
    }
    const waiting = async () =>
      (
        await db
          .selectFrom('scheduled_job')
          .select('key')
          .where('kind', '=', 'test.count')
          .where('due_at', 'is not', null)
          .execute()
      ).length;
    await expect.poll(waiting, SOON).toBe(0);

    const runKeys = (await effects(db)).map((effect) => effect.runKey);
    expect(runKeys).toHaveLength(TIMERS);
    expect(new Set(runKeys).size).toBe(TIMERS);
  });
});

describe('a graceful stop of the app', () => {
  it('waits for the job that is running and records it as done', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.database;
      await createEffectTable(db);
      let finish = () => undefined as void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      server.app.schedule.handle('test.stop', async ({ runKey }) => {
        await recordEffect(db, { runKey, node: 'one', step: 'started', at: Date.now() });
        await finished;
        await recordEffect(db, { runKey, node: 'one', step: 'done', at: Date.now() });
      });
      await server.app.schedule.at('test.stop:1', 'test.stop', Date.now());
      await expect.poll(async () => (await effects(db)).length, SOON).toBe(1);

      let closed = false;
      const closing = server.app.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed).toBe(false);
      finish();
      await closing;
      expect((await effects(db)).map((effect) => effect.step)).toEqual(['started', 'done']);
      expect(await jobRow(db, 'test.stop:1')).toMatchObject({ dueAt: null, leaseHolder: null });
    } finally {
      await server.close();
    }
  });
});
