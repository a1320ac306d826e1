import { describe, expect, it } from 'vitest';
import {
  TEST_TIMINGS,
  TestClock,
  afterSomePolls,
  effects,
  jobRow,
  recordEffect,
  useScheduleDatabase,
} from '../test/schedule.js';

const POLL_MS = TEST_TIMINGS.pollMs;
const SOON = { timeout: 5_000 };

const { db, startNode, runsOf } = useScheduleDatabase();

/** A promise the test settles by hand: a job that is running until the test lets it finish. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the scheduler across stops and crashes', () => {
  it('leaves a run whose node died to its lease, and takes it up once the lease has run out', async () => {
    const clock = new TestClock('2026-08-01T12:00:00Z');
    const writer = startNode(clock, () => undefined, { enabled: false });
    await writer.scheduler.at('test.orphan:1', 'test.orphan', clock.now());
    // What a node killed in the middle of the run leaves: the row claimed until a minute from now.
    await db()
      .updateTable('scheduled_job')
      .set({ lease_holder: 'a-node-that-died', lease_until: clock.now() + 60_000 })
      .where('key', '=', 'test.orphan:1')
      .execute();
    startNode(clock, (node) =>
      node.handle('test.orphan', async ({ runKey }) => {
        await recordEffect(db(), { runKey, node: 'survivor', step: 'done', at: clock.now() });
      }),
    );
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.orphan:')).toEqual([]);

    clock.advance(60_000);
    await expect.poll(() => runsOf('test.orphan:'), SOON).toEqual(['test.orphan:1@2026-08-01T12:00:00.000Z']);
    await expect.poll(() => jobRow(db(), 'test.orphan:1'), SOON).toMatchObject({ dueAt: null, leaseHolder: null });
  });

  it('runs nothing on a node with SCHEDULER=off, which still sets timers for the others', async () => {
    const clock = new TestClock('2026-08-02T12:00:00Z');
    const handler = async ({ runKey }: { runKey: string }) => {
      await recordEffect(db(), { runKey, node: 'any', step: 'done', at: clock.now() });
    };
    const off = startNode(
      clock,
      (node) => {
        node.handle('test.elsewhere', handler);
        node.every('test.off-recurring', { everyMs: 60_000 }, handler);
      },
      { enabled: false },
    );
    await off.scheduler.at('test.elsewhere:1', 'test.elsewhere', clock.now());
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.elsewhere:')).toEqual([]);
    expect(await jobRow(db(), 'test.off-recurring')).toBeUndefined();

    startNode(clock, (node) => node.handle('test.elsewhere', handler));
    await expect.poll(() => runsOf('test.elsewhere:'), SOON).toEqual(['test.elsewhere:1@2026-08-02T12:00:00.000Z']);
  });

  it('waits, when the node stops, for a running job to finish and records it', async () => {
    const clock = new TestClock('2026-08-03T12:00:00Z');
    const finish = gate();
    const { scheduler } = startNode(clock, (node) =>
      node.handle('test.busy', async ({ runKey }) => {
        await recordEffect(db(), { runKey, node: 'one', step: 'started', at: clock.now() });
        await finish.opened;
        await recordEffect(db(), { runKey, node: 'one', step: 'done', at: clock.now() });
      }),
    );
    await scheduler.at('test.busy:1', 'test.busy', clock.now());
    await expect.poll(() => runsOf('test.busy:'), SOON).toHaveLength(1);
    let closed = false;
    const closing = scheduler.close().then(() => (closed = true));
    await afterSomePolls(POLL_MS);
    expect(closed).toBe(false);
    finish.open();
    await closing;
    const steps = (await effects(db())).filter((effect) => effect.runKey.startsWith('test.busy:'));
    expect(steps.map((effect) => effect.step)).toEqual(['started', 'done']);
    expect(await jobRow(db(), 'test.busy:1')).toMatchObject({ dueAt: null, lastRunFor: '2026-08-03T12:00:00.000Z' });
  });

  it('gives back a long job that stops when told the node stops, and the next node runs it under the same key', async () => {
    const clock = new TestClock('2026-08-04T12:00:00Z');
    const first = startNode(clock, (node) =>
      node.handle('test.long', async ({ runKey, signal }) => {
        await recordEffect(db(), { runKey, node: 'first', step: 'started', at: clock.now() });
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('stopping'))));
      }),
    );
    await first.scheduler.at('test.long:1', 'test.long', clock.now());
    await expect.poll(() => runsOf('test.long:'), SOON).toHaveLength(1);
    await first.scheduler.close();
    // Given back untried: no failure counted, due as it was, claimed by nobody.
    expect(await jobRow(db(), 'test.long:1')).toMatchObject({
      dueAt: '2026-08-04T12:00:00.000Z',
      attempts: 0,
      leaseHolder: null,
      lastRunFor: null,
    });
    expect(first.lines.map((line) => line.msg)).toContain(
      'schedule: run stopped as the node stops; it runs again later',
    );

    startNode(clock, (node) =>
      node.handle('test.long', async ({ runKey }) => {
        await recordEffect(db(), { runKey, node: 'second', step: 'done', at: clock.now() });
      }),
    );
    await expect.poll(() => jobRow(db(), 'test.long:1'), SOON).toMatchObject({ dueAt: null });
    const steps = (await effects(db())).filter((effect) => effect.runKey.startsWith('test.long:'));
    expect(steps.map(({ runKey, node, step }) => [runKey, node, step])).toEqual([
      ['test.long:1@2026-08-04T12:00:00.000Z', 'first', 'started'],
      ['test.long:1@2026-08-04T12:00:00.000Z', 'second', 'done'],
    ]);
  });

  it('records nothing for a run whose timer was cancelled meanwhile', async () => {
    const clock = new TestClock('2026-08-05T12:00:00Z');
    const finish = gate();
    const { scheduler, lines } = startNode(clock, (node) =>
      node.handle('test.cancelled', async ({ runKey }) => {
        await recordEffect(db(), { runKey, node: 'one', step: 'started', at: clock.now() });
        await finish.opened;
      }),
    );
    await scheduler.at('test.cancelled:1', 'test.cancelled', clock.now());
    await expect.poll(() => runsOf('test.cancelled:'), SOON).toHaveLength(1);
    expect(await scheduler.cancel('test.cancelled:1')).toBe(true);
    finish.open();
    await expect
      .poll(() => lines.map((line) => line.msg), SOON)
      .toContain('schedule: run done, but its job was cancelled or set anew meanwhile');
    expect(await jobRow(db(), 'test.cancelled:1')).toBeUndefined();
  });
});
