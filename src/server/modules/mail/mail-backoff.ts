/**
 * When a mail that failed is tried again: 1 minute after the first failure, then 5, 30, 120, and every 4 hours
 * after that, each a little jittered so that mails failing together do not come back together. A day after it was
 * queued a mail is given up (an SMTP server down for longer is an outage the log has shown by then); its last try
 * falls on that day's end rather than past it.
 */
const RETRY_DELAYS_MS = [1, 5, 30, 120, 240].map((minutes) => minutes * 60_000);
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The next attempt after the `attempts`-th failed one, or null when the mail is to be given up. */
export function nextAttemptAt(createdAt: number, attempts: number, now: number, random = Math.random): number | null {
  const deadline = createdAt + GIVE_UP_AFTER_MS;
  if (now >= deadline) return null;
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;
  return Math.min(now + Math.round(base * (0.9 + random() * 0.2)), deadline);
}
