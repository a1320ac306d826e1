// How the scheduler paces itself; tests shorten these (src/server/test/schedule.ts), production keeps the defaults.

export interface SchedulerTimings {
  /** How long a claim holds without renewal: a crashed node's run is taken up again after this. */
  leaseMs: number;
  /** How often a node looks for due rows (a timer set on this node wakes it at once). */
  pollMs: number;
  /** Runs at once on one node. */
  concurrency: number;
  /** Tries of one run before it is given up (a recurring job then moves on to its next instant). */
  maxAttempts: number;
  /** The back-off after the n-th failure: firstRetryMs × 2^(n-1), at most maxRetryMs, jittered. */
  firstRetryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_TIMINGS: SchedulerTimings = {
  leaseMs: 60_000,
  pollMs: 1_000,
  concurrency: 4,
  maxAttempts: 8,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
};

/** The wait before the try after the `attempts`-th failure: doubling from firstRetryMs up to maxRetryMs, ±25 %. */
export function retryDelayMs(timings: SchedulerTimings, attempts: number): number {
  const base = Math.min(timings.maxRetryMs, timings.firstRetryMs * 2 ** Math.min(attempts - 1, 30));
  // Jitter, so that the runs that failed together (a mail server down at 09:00) do not all come back together.
  return Math.round(base * (0.75 + Math.random() * 0.5));
}
