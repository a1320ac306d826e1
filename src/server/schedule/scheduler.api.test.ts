import { describe, expect, it } from 'vitest';
import {
  TEST_TIMINGS,
  TestClock,
  afterSomePolls,
  jobRow,
  recordEffect,
  useScheduleDatabase,
} from '../test/schedule.js';
import { nextLocalTime, type LocalTime } from './local-time.js';

const POLL_MS = TEST_TIMINGS.pollMs;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const SOON = { timeout: 5_000 };

const { db, startNode, runsOf } = useScheduleDatabase();

const record =
  (clock: TestClock, node = 'one') =>
  async ({ runKey }: { runKey: string }) => {
    await recordEffect(db(), { runKey, node, step: 'done', at: clock.now() });
  };

describe('recurring jobs', () => {
  it('run once at each instant of their rule, the next instant stored with the last completed run', async () => {
    const clock = new TestClock('2026-03-28T12:00:00Z');
    startNode(clock, (node) =>
      node.every('test.daily', { hour: 9, minute: 0, timeZone: 'Europe/Berlin' }, record(clock)),
    );
    await expect.poll(() => jobRow(db(), 'test.daily'), SOON).toMatchObject({ dueAt: '2026-03-29T07:00:00.000Z' });
    clock.set('2026-03-29T06:59:59Z');
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.daily')).toEqual([]);

    // 09:00 in Berlin on the night the clocks went forward is 07:00 UTC.
    clock.set('2026-03-29T07:00:00Z');
    await expect.poll(() => runsOf('test.daily'), SOON).toEqual(['test.daily@2026-03-29T07:00:00.000Z']);
    await expect
      .poll(() => jobRow(db(), 'test.daily'), SOON)
      .toMatchObject({
        scheduledFor: '2026-03-30T07:00:00.000Z',
        dueAt: '2026-03-30T07:00:00.000Z',
        lastRunFor: '2026-03-29T07:00:00.000Z',
        attempts: 0,
        leaseHolder: null,
      });
    clock.advance(HOUR);
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.daily')).toHaveLength(1);

    // Every node was down for days: the missed run happens once, and the next is the first instant after now.
    clock.set('2026-04-02T10:00:00Z');
    await expect
      .poll(() => runsOf('test.daily'), SOON)
      .toEqual(['test.daily@2026-03-29T07:00:00.000Z', 'test.daily@2026-03-30T07:00:00.000Z']);
    await expect.poll(() => jobRow(db(), 'test.daily'), SOON).toMatchObject({ dueAt: '2026-04-03T07:00:00.000Z' });
  });

  it('keep their next run across a restart, and take a rule a release changed from then on', async () => {
    const clock = new TestClock('2026-05-04T12:00:00Z');
    const first = startNode(clock, (node) =>
      node.every('test.nightly', { hour: 3, minute: 0, timeZone: 'UTC' }, record(clock)),
    );
    await expect.poll(() => jobRow(db(), 'test.nightly'), SOON).toMatchObject({ dueAt: '2026-05-05T03:00:00.000Z' });
    clock.set('2026-05-05T03:00:00Z');
    await expect.poll(() => runsOf('test.nightly'), SOON).toHaveLength(1);
    await expect.poll(() => jobRow(db(), 'test.nightly'), SOON).toMatchObject({ dueAt: '2026-05-06T03:00:00.000Z' });
    await first.scheduler.close();

    // The same release starts again an hour later: the run of 03:00 is not repeated.
    clock.advance(HOUR);
    const again = startNode(clock, (node) =>
      node.every('test.nightly', { hour: 3, minute: 0, timeZone: 'UTC' }, record(clock)),
    );
    await expect.poll(() => again.lines.map((line) => line.msg), SOON).toContain('schedule: recurring job registered');
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.nightly')).toHaveLength(1);
    expect(await jobRow(db(), 'test.nightly')).toMatchObject({ dueAt: '2026-05-06T03:00:00.000Z' });
    await again.scheduler.close();

    // A release that moves the job to 04:00 Berlin time: its next run follows the new rule.
    startNode(clock, (node) =>
      node.every('test.nightly', { hour: 4, minute: 0, timeZone: 'Europe/Berlin' }, record(clock)),
    );
    await expect.poll(() => jobRow(db(), 'test.nightly'), SOON).toMatchObject({ dueAt: '2026-05-06T02:00:00.000Z' });
  });

  it('give a run up after the last try, with an error in the log, and go on at the next instant', async () => {
    const clock = new TestClock('2026-07-01T10:30:00Z');
    const { lines } = startNode(clock, (node) =>
      node.every('test.broken', { everyMs: HOUR }, async () => {
        throw new Error('the archive is unreachable');
      }),
    );
    await expect.poll(() => jobRow(db(), 'test.broken'), SOON).toMatchObject({ dueAt: '2026-07-01T11:00:00.000Z' });
    clock.set('2026-07-01T11:00:00Z');
    for (const attempts of [1, 2]) {
      await expect.poll(async () => (await jobRow(db(), 'test.broken'))?.attempts, SOON).toBe(attempts);
      clock.set((await jobRow(db(), 'test.broken'))?.dueAt ?? '');
    }
    await expect
      .poll(() => jobRow(db(), 'test.broken'), SOON)
      .toMatchObject({
        attempts: 0,
        scheduledFor: '2026-07-01T12:00:00.000Z',
        lastError: 'the archive is unreachable',
        lastRunFor: null,
      });
    const gaveUp = lines.filter((line) => line.level === 'error');
    expect(gaveUp.map((line) => [line.msg, line.facts.runKey, line.facts.attempts])).toEqual([
      ['schedule: run failed too often, given up', 'test.broken@2026-07-01T11:00:00.000Z', 3],
    ]);
  });
});

describe('timers of a subject', () => {
  it('run once at their instant with their payload; cancelled ones never, set again to the same instant no more', async () => {
    const clock = new TestClock('2026-05-01T10:00:00Z');
    const { scheduler } = startNode(clock, (node) =>
      node.handle<{ n: number }>('test.reminder', async ({ runKey, payload }) => {
        await recordEffect(db(), { runKey: `${runKey}#${payload.n}`, node: 'one', step: 'done', at: clock.now() });
      }),
    );
    await scheduler.at('test.reminder:a', 'test.reminder', Date.parse('2026-05-02T10:00:00Z'), { n: 1 });
    await scheduler.at('test.reminder:b', 'test.reminder', new Date('2026-05-02T10:00:00Z'), { n: 2 });
    expect(await scheduler.cancel('test.reminder:b')).toBe(true);
    expect(await scheduler.cancel('test.reminder:none')).toBe(false);
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.reminder:')).toEqual([]);

    clock.set('2026-05-02T10:00:00Z');
    await expect.poll(() => runsOf('test.reminder:'), SOON).toEqual(['test.reminder:a@2026-05-02T10:00:00.000Z#1']);
    await expect
      .poll(() => jobRow(db(), 'test.reminder:a'), SOON)
      .toMatchObject({
        dueAt: null,
        lastRunFor: '2026-05-02T10:00:00.000Z',
      });
    // A module that sets the same timer again (its settings saved once more) does not repeat the run.
    await scheduler.at('test.reminder:a', 'test.reminder', Date.parse('2026-05-02T10:00:00Z'), { n: 1 });
    await afterSomePolls(POLL_MS);
    expect(await runsOf('test.reminder:')).toHaveLength(1);

    // Set to another instant, it runs again then.
    await scheduler.at('test.reminder:a', 'test.reminder', Date.parse('2026-05-03T10:00:00Z'), { n: 3 });
    clock.set('2026-05-03T10:00:00Z');
    await expect
      .poll(() => runsOf('test.reminder:'), SOON)
      .toEqual(['test.reminder:a@2026-05-02T10:00:00.000Z#1', 'test.reminder:a@2026-05-03T10:00:00.000Z#3']);
  });

  it("are set in the caller's transaction: a change that fails leaves none", async () => {
    const clock = new TestClock('2026-05-01T10:00:00Z');
    const { scheduler } = startNode(clock, (node) => node.handle('test.tx', record(clock)));
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await scheduler.at('test.tx:rolled-back', 'test.tx', clock.now(), null, trx);
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    expect(await jobRow(db(), 'test.tx:rolled-back')).toBeUndefined();
  });

  it('follow a weekly instant in the local time zone through the week the clocks change', async () => {
    const mondayNine: LocalTime = { weekday: 'monday', hour: 9, minute: 0, timeZone: 'Europe/Berlin' };
    const clock = new TestClock('2026-03-20T00:00:00Z');
    const key = 'test.weekly-summary:ada';
    const { scheduler } = startNode(clock, (node) =>
      node.handle<{ timeZone: string }>('test.weekly-summary', async ({ runKey, scheduledFor, payload }) => {
        await recordEffect(db(), { runKey, node: payload.timeZone, step: 'done', at: clock.now() });
        return { next: nextLocalTime({ ...mondayNine, timeZone: payload.timeZone }, scheduledFor) };
      }),
    );
    await scheduler.at(key, 'test.weekly-summary', nextLocalTime(mondayNine, clock.now()), {
      timeZone: 'Europe/Berlin',
    });
    const instants = ['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z'];
    for (const instant of instants) {
      await expect.poll(() => jobRow(db(), key), SOON).toMatchObject({ dueAt: instant });
      clock.set(instant);
    }
    await expect
      .poll(() => jobRow(db(), key), SOON)
      .toMatchObject({
        dueAt: '2026-04-13T07:00:00.000Z',
        lastRunFor: '2026-04-06T07:00:00.000Z',
      });
    expect(await runsOf(key)).toEqual(instants.map((instant) => `${key}@${instant}`));
  });

  it('are tried again after a growing back-off when their handler throws, with a warning each time', async () => {
    const clock = new TestClock('2026-06-01T00:00:00Z');
    let failures = 2;
    const { scheduler, lines } = startNode(clock, (node) =>
      node.handle('test.flaky', async ({ runKey, attempt }) => {
        if (failures-- > 0) throw new Error(`the mail server is down (try ${attempt})`);
        await recordEffect(db(), { runKey, node: 'one', step: 'done', at: clock.now() });
      }),
    );
    await scheduler.at('test.flaky:1', 'test.flaky', clock.now());
    const backOffs: number[] = [];
    for (const attempts of [1, 2]) {
      await expect
        .poll(() => jobRow(db(), 'test.flaky:1'), SOON)
        .toMatchObject({
          attempts,
          lastError: `the mail server is down (try ${attempts})`,
          leaseHolder: null,
        });
      const dueAt = Date.parse((await jobRow(db(), 'test.flaky:1'))?.dueAt ?? '');
      backOffs.push(dueAt - clock.now());
      // Not before its back-off has passed.
      clock.set(dueAt - 1);
      await afterSomePolls(POLL_MS);
      expect((await jobRow(db(), 'test.flaky:1'))?.attempts).toBe(attempts);
      clock.set(dueAt);
    }
    await expect.poll(() => runsOf('test.flaky:1'), SOON).toEqual(['test.flaky:1@2026-06-01T00:00:00.000Z']);
    expect((await jobRow(db(), 'test.flaky:1'))?.dueAt).toBeNull();
    // A minute, then two, each jittered by a quarter at most.
    expect(backOffs[0]).toBeGreaterThanOrEqual(0.75 * MINUTE);
    expect(backOffs[0]).toBeLessThanOrEqual(1.25 * MINUTE);
    expect(backOffs[1]).toBeGreaterThanOrEqual(1.5 * MINUTE);
    expect(backOffs[1]).toBeLessThanOrEqual(2.5 * MINUTE);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings.map((line) => [line.msg, line.facts.key, line.facts.attempts])).toEqual([
      ['schedule: run failed', 'test.flaky:1', 1],
      ['schedule: run failed', 'test.flaky:1', 2],
    ]);
  });

  it('are given up after the last try, with an error in the log', async () => {
    const clock = new TestClock('2026-06-01T00:00:00Z');
    const { scheduler, lines } = startNode(clock, (node) =>
      node.handle('test.doomed', async () => {
        throw new Error('no such mailbox');
      }),
    );
    await scheduler.at('test.doomed:1', 'test.doomed', clock.now());
    for (const attempts of [1, 2]) {
      await expect.poll(async () => (await jobRow(db(), 'test.doomed:1'))?.attempts, SOON).toBe(attempts);
      clock.set((await jobRow(db(), 'test.doomed:1'))?.dueAt ?? '');
    }
    await expect
      .poll(() => jobRow(db(), 'test.doomed:1'), SOON)
      .toMatchObject({
        attempts: 3,
        dueAt: null,
        lastError: 'no such mailbox',
      });
    expect(lines.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      'schedule: run failed too often, given up',
    ]);
  });
});
