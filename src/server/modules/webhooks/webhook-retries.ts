// When a failed message is tried again, and when an endpoint has failed for too long.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The waits after each failed attempt, as the Standard Webhooks specification recommends: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 14 h, 20 h, 24 h. A message gets its first attempt and nine more; after the last it has failed.
 */
export const RETRY_WAITS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
] as const;
/** Each wait is moved by up to this share either way, so retries of many messages do not arrive together. */
export const RETRY_JITTER = 0.2;

/** An endpoint that has failed without a success for this long is turned off. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * HOUR;
/** An endpoint whose attempts failed this many times in a row is turned off. */
export const DISABLE_AFTER_FAILURES = 20;
/** The owners hear of an endpoint's trouble when its failures in a row reach this count (and again when it is off). */
export const NOTIFY_AFTER_FAILURES = 5;

/** When the message whose `attempts`-th attempt just failed is tried again, or null when its tries are over. */
export function nextAttemptAt(attempts: number, now: number, random: () => number = Math.random): number | null {
  const wait = RETRY_WAITS_MS[attempts - 1];
  if (wait === undefined) return null;
  const jitter = (random() * 2 - 1) * RETRY_JITTER;
  return now + Math.round(wait * (1 + jitter));
}
