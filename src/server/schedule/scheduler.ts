import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { Rounds } from './rounds.js';
import { assertRule, describeRule, nextDue, ruleText, type ScheduleRule } from './rules.js';
import {
  claimDueJobs,
  completeRun,
  deleteJob,
  ensureRecurringJob,
  failRun,
  releaseRun,
  renewLeases,
  setTimer,
  type ClaimedJob,
} from './schedule.repo.js';
import { systemClock, type Clock, type JobHandler, type Schedule, type ScheduleWriter } from './schedule.js';
import { DEFAULT_TIMINGS, retryDelayMs, type SchedulerTimings } from './scheduler-timings.js';

export type SchedulerLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface SchedulerOptions {
  db: Db;
  log: SchedulerLog;
  /** SCHEDULER: false on a node that must never run jobs (it still sets and cancels timers). */
  enabled: boolean;
  clock?: Clock;
  timings?: Partial<SchedulerTimings>;
}

interface Registered {
  handler: JobHandler;
  /** Set for a recurring job; a timer's kind has none. */
  rule?: ScheduleRule;
}

/**
 * Runs the rows of `scheduled_job` when they are due (docs/adr/0013-scheduled-jobs.md). Every node looks for due rows;
 * a node runs a row only while it holds the row's lease, which one conditional update grants to one node at a time and
 * which is renewed while the run goes on. A completed run records the next (or none) under that lease; a run whose
 * node died stays due and is claimed again once its lease has run out.
 */
export class Scheduler implements Schedule {
  private readonly handlers = new Map<string, Registered>();
  private readonly unsynced = new Set<string>();
  private readonly runs = new Map<string, { holder: string; done: Promise<void> }>();
  private readonly stopping = new AbortController();
  private readonly node = randomBytes(6).toString('hex');
  private readonly clock: Clock;
  private readonly timings: SchedulerTimings;
  private readonly rounds = new Rounds({
    round: () => this.round(),
    onFailure: (error) => this.reportFailure(error),
    pollMs: () => this.timings.pollMs,
  });
  private claims = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;
  private failing = false;

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock;
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
  }

  every(kind: string, rule: ScheduleRule, handler: JobHandler<null>): void {
    assertRule(rule);
    this.register(kind, { handler: handler as JobHandler, rule });
    this.unsynced.add(kind);
    this.wake();
  }

  handle<P = unknown>(kind: string, handler: JobHandler<P>): void {
    this.register(kind, { handler: handler as JobHandler });
    this.wake();
  }

  async at(key: string, kind: string, dueAt: Date | number, payload?: unknown, trx?: ScheduleWriter): Promise<void> {
    const due = typeof dueAt === 'number' ? dueAt : dueAt.getTime();
    if (!Number.isFinite(due)) throw new RangeError(`timer ${key}: the due instant is not a time`);
    await setTimer(trx ?? this.options.db, { key, kind, dueAt: due, payload: payload ?? null, now: this.clock.now() });
    this.wake();
  }

  cancel(key: string, trx?: ScheduleWriter): Promise<boolean> {
    return deleteJob(trx ?? this.options.db, key);
  }

  /** Starts looking for due rows (when enabled); call once the app's jobs are registered. */
  start(): void {
    this.started = true;
    this.wake();
  }

  /**
   * Stops claiming, tells the runs under way that the node stops (their `signal`), and waits for them: each either
   * completes or is given back. A stop that runs out of time leaves a run to its lease, and another node redoes it.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.rounds.stop();
    this.stopping.abort();
    await this.rounds.idle();
    await Promise.allSettled([...this.runs.values()].map((run) => run.done));
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  private register(kind: string, registered: Registered): void {
    if (this.handlers.has(kind)) throw new Error(`scheduled job ${kind} registered twice`);
    this.handlers.set(kind, registered);
  }

  private wake(): void {
    if (this.started && this.options.enabled && !this.closed) this.rounds.wake();
  }

  private async round(): Promise<void> {
    const { db, log } = this.options;
    for (const kind of [...this.unsynced]) {
      const rule = this.handlers.get(kind)?.rule;
      if (!rule) continue;
      const now = this.clock.now();
      const nextRunAt = await ensureRecurringJob(db, {
        key: kind,
        rule: ruleText(rule),
        firstDue: nextDue(rule, now),
        now,
      });
      this.unsynced.delete(kind);
      log.info(
        { kind, rule: describeRule(rule), nextRunAt: nextRunAt === null ? null : new Date(nextRunAt).toISOString() },
        'schedule: recurring job registered',
      );
    }
    const free = this.timings.concurrency - this.runs.size;
    const now = this.clock.now();
    this.claims += 1;
    const holder = `${this.node}-${this.claims}`;
    const kinds = [...this.handlers.keys()];
    const claimed = await claimDueJobs(db, { kinds, now, limit: free, holder, leaseUntil: now + this.timings.leaseMs });
    for (const job of claimed) this.launch(job, holder);
    // As many as there was room for: more may be due.
    if (free > 0 && claimed.length === free) this.rounds.wake();
    if (this.failing) log.info('schedule: the database answers again');
    this.failing = false;
  }

  private launch(job: ClaimedJob, holder: string): void {
    const id = `${holder}/${job.key}`;
    const done = this.execute(job, holder)
      .catch((error: unknown) => {
        // The run's outcome could not be written: its lease runs out and the run is done again.
        this.options.log.error({ err: error, key: job.key, kind: job.kind }, 'schedule: could not record a run');
      })
      .finally(() => {
        this.runs.delete(id);
        if (this.runs.size === 0 && this.heartbeat) {
          clearInterval(this.heartbeat);
          this.heartbeat = null;
        }
        this.wake();
      });
    this.runs.set(id, { holder, done });
    this.heartbeat ??= setInterval(() => void this.renew(), Math.max(10, Math.floor(this.timings.leaseMs / 3)));
    this.heartbeat.unref();
  }

  private async renew(): Promise<void> {
    const holders = [...new Set([...this.runs.values()].map((run) => run.holder))];
    await renewLeases(this.options.db, holders, this.clock.now() + this.timings.leaseMs).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'schedule: could not renew the lease of a running job');
    });
  }

  private async execute(job: ClaimedJob, holder: string): Promise<void> {
    const { db, log } = this.options;
    const registered = this.handlers.get(job.kind);
    if (!registered) return;
    const runKey = `${job.key}@${new Date(job.scheduledFor).toISOString()}`;
    const about = { key: job.key, kind: job.kind, runKey, attempt: job.attempts + 1 };
    const startedAt = this.clock.now();
    let answer: Awaited<ReturnType<JobHandler>>;
    try {
      answer = await registered.handler({
        key: job.key,
        kind: job.kind,
        runKey,
        scheduledFor: new Date(job.scheduledFor),
        payload: job.payload,
        attempt: job.attempts + 1,
        signal: this.stopping.signal,
      });
    } catch (error) {
      await this.recordFailure(job, holder, registered, about, error);
      return;
    }
    const now = this.clock.now();
    const next = registered.rule
      ? nextDue(registered.rule, Math.max(job.scheduledFor, now))
      : this.nextOfTimer(answer, job, about);
    const recorded = await completeRun(db, { key: job.key, holder, next, now });
    const facts = { ...about, tookMs: now - startedAt, next: next === null ? null : new Date(next).toISOString() };
    if (!recorded) log.info(facts, 'schedule: run done, but its job was cancelled or set anew meanwhile');
    else if (registered.rule) log.info(facts, 'schedule: run done');
    else log.debug(facts, 'schedule: run done');
  }

  private nextOfTimer(answer: Awaited<ReturnType<JobHandler>>, job: ClaimedJob, about: object): number | null {
    if (!answer) return null;
    const next = typeof answer.next === 'number' ? answer.next : answer.next.getTime();
    if (Number.isFinite(next) && next > job.scheduledFor) return next;
    this.options.log.error({ ...about, next: String(answer.next) }, 'schedule: the next run must come after this one');
    return null;
  }

  private async recordFailure(
    job: ClaimedJob,
    holder: string,
    registered: Registered,
    about: object,
    error: unknown,
  ): Promise<void> {
    const { db, log } = this.options;
    if (this.stopping.signal.aborted) {
      log.info({ ...about, err: error }, 'schedule: run stopped as the node stops; it runs again later');
      await releaseRun(db, job.key, holder);
      return;
    }
    const attempts = job.attempts + 1;
    const now = this.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= this.timings.maxAttempts) {
      const next = registered.rule ? nextDue(registered.rule, Math.max(job.scheduledFor, now)) : null;
      log.error(
        { ...about, err: error, attempts, next: next === null ? null : new Date(next).toISOString() },
        'schedule: run failed too often, given up',
      );
      await failRun(db, {
        key: job.key,
        holder,
        attempts: next === null ? attempts : 0,
        dueAt: next,
        ...(next === null ? {} : { scheduledFor: next }),
        error: message,
        now,
      });
      return;
    }
    const retryAt = now + retryDelayMs(this.timings, attempts);
    log.warn({ ...about, err: error, attempts, retryAt: new Date(retryAt).toISOString() }, 'schedule: run failed');
    await failRun(db, { key: job.key, holder, attempts, dueAt: retryAt, error: message, now });
  }

  // The database is down or refused a query: due rows stay due, and the next poll tries again.
  private reportFailure(error: unknown): void {
    if (!this.failing) this.options.log.warn({ err: error }, 'schedule: looking for due jobs failed, trying again');
    this.failing = true;
  }
}
