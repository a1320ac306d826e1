import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Clock } from '../schedule/schedule.js';
import { Scheduler, type SchedulerLog, type SchedulerOptions } from '../schedule/scheduler.js';
import { openBlankDatabase } from './harness.js';
import { createEffectTable, effects } from './schedule-effects.js';

export { createEffectTable, effects, recordEffect } from './schedule-effects.js';

/** The scheduler tests' timings: quick polls; back-off (on the test's clock) of a minute, then two; three tries. */
export const TEST_TIMINGS = {
  pollMs: 20,
  leaseMs: 5_000,
  firstRetryMs: 60_000,
  maxRetryMs: 10 * 60_000,
  maxAttempts: 3,
};

/**
 * For the tests of one file: a migrated database of their own with the effects table, and schedulers on it ("nodes"),
 * each closed after its test.
 */
export function useScheduleDatabase() {
  let blank: Awaited<ReturnType<typeof openBlankDatabase>> | undefined;
  const started: Scheduler[] = [];
  beforeAll(async () => {
    blank = await openBlankDatabase();
    await migrateToLatest(blank.database);
    await createEffectTable(blank.database.db);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((scheduler) => scheduler.close()));
  });
  afterAll(async () => {
    await blank?.close();
  });
  const db = (): Db => {
    if (!blank) throw new Error('the database is opened in beforeAll');
    return blank.database.db;
  };
  return {
    db,
    /** A node's scheduler on the test's database and clock, its jobs registered by `setup`, started. */
    startNode(clock: Clock, setup: (scheduler: Scheduler) => void, options: Partial<SchedulerOptions> = {}) {
      const { log, lines } = recordingLog();
      const scheduler = new Scheduler({ db: db(), log, enabled: true, clock, timings: TEST_TIMINGS, ...options });
      setup(scheduler);
      scheduler.start();
      started.push(scheduler);
      return { scheduler, lines };
    },
    /** The run keys of the completed runs of the keys that start with `prefix`. */
    async runsOf(prefix: string): Promise<string[]> {
      const all = await effects(db());
      return all.filter((effect) => effect.runKey.startsWith(prefix)).map((effect) => effect.runKey);
    },
  };
}

/** A clock the test moves by hand: the scheduler's instants come when the test says so, never by waiting. */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: string | number) {
    this.ms = typeof start === 'number' ? start : Date.parse(start);
  }

  now(): number {
    return this.ms;
  }

  set(to: string | number | Date): void {
    this.ms = typeof to === 'string' ? Date.parse(to) : typeof to === 'number' ? to : to.getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  facts: Record<string, unknown>;
}

/** A logger that keeps what it was told, for tests of what the scheduler logs. */
export function recordingLog(): { log: SchedulerLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine['level']) =>
    (facts: unknown, msg?: string): void => {
      if (typeof facts === 'string') lines.push({ level, msg: facts, facts: {} });
      else lines.push({ level, msg: msg ?? '', facts: facts as Record<string, unknown> });
    };
  const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log: log as unknown as SchedulerLog, lines };
}

/** The stored row of a job, times as ISO strings. */
export async function jobRow(db: Db, key: string) {
  const row = await db.selectFrom('scheduled_job').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  const time = (value: number | null) => (value === null ? null : new Date(Number(value)).toISOString());
  return {
    kind: row.kind,
    scheduledFor: time(row.scheduled_for),
    dueAt: time(row.due_at),
    attempts: Number(row.attempts),
    lastError: row.last_error,
    leaseHolder: row.lease_holder,
    leaseUntil: Number(row.lease_until),
    lastRunFor: time(row.last_run_for),
  };
}

/** A few of the scheduler's polls: long enough for it to have run anything that was due. */
export function afterSomePolls(pollMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, pollMs * 6));
}
