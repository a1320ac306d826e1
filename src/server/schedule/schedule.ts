import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ScheduleRule } from './rules.js';

/** What time it is, for the scheduler: the system's clock, or one a test moves by hand. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** One run of a job, as its handler receives it. */
export interface JobRun<P = unknown> {
  /** The job's key: a recurring job's kind, or a timer's `kind:subject`. */
  key: string;
  kind: string;
  /**
   * `key@instant` (ISO-8601): the same for every try of this run, on any node, also after a crash; different for every
   * other run. A handler whose effect must not happen twice records it with this key (an e-mail's idempotency key).
   */
  runKey: string;
  /** The instant this run is for (not when it started: a retry or a late node starts later). */
  scheduledFor: Date;
  /** What the timer was set with (null for a recurring job). */
  payload: P;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /**
   * Aborted when this node stops. A long job stops between steps and throws: its run is given back and taken up again
   * (by another node, or this one after its restart) without counting as a failure. A short job may ignore it: the
   * stop waits for it.
   */
  signal: AbortSignal;
}

/**
 * A timer's handler may answer the next instant to run at (a recurring timer of a subject, such as a weekly summary in
 * the user's time zone): it is recorded in the same write that records this run as done.
 */
export type JobHandler<P = unknown> = (run: JobRun<P>) => Promise<void | { next: Date | number }>;

/** A transaction of the caller's, so that a timer is set or cancelled together with the change that asks for it. */
export type ScheduleWriter = Transaction<Database>;

/**
 * Scheduled work for modules (`ctx.schedule`; docs/adr/0013-scheduled-jobs.md). Each run happens once across all
 * nodes, is taken up again after a crash, and retried with back-off when its handler throws.
 */
export interface Schedule {
  /**
   * A recurring job: `handler` runs at each instant of `rule` (`{ hour: 3, minute: 0, timeZone: 'UTC' }`,
   * `{ weekday: 'monday', hour: 9, minute: 0, timeZone }`, `HOURLY`). Register it while the app is built. `kind`
   * names the job in the database: keep it the same across releases.
   */
  every(kind: string, rule: ScheduleRule, handler: JobHandler<null>): void;
  /** The handler of the timers of `kind` (set with `at`). Register it while the app is built. */
  handle<P = unknown>(kind: string, handler: JobHandler<P>): void;
  /**
   * Sets the timer `key` (`weekly-summary:{userId}`) to run `kind`'s handler at `dueAt` with `payload` (JSON),
   * replacing what the key had. Setting the same kind, instant and payload again changes nothing, so a run is never
   * repeated by it. In `trx` when given (inside `events.change`, pass its `trx`).
   */
  at(key: string, kind: string, dueAt: Date | number, payload?: unknown, trx?: ScheduleWriter): Promise<void>;
  /** Removes the timer (or job) `key`; a run under way finishes but records nothing. False when there was none. */
  cancel(key: string, trx?: ScheduleWriter): Promise<boolean>;
}
