import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './mail-backoff.js';

const MINUTE = 60_000;
const middle = () => 0.5;

describe('the back-off of a mail that failed', () => {
  it('waits 1, 5, 30 and 120 minutes, then 4 hours at a time', () => {
    const created = 1_000_000;
    const delays = [1, 2, 3, 4, 5, 6].map(
      (attempts) => (nextAttemptAt(created, attempts, created, middle) ?? 0) - created,
    );
    expect(delays).toEqual([1, 5, 30, 120, 240, 240].map((minutes) => minutes * MINUTE));
  });

  it('jitters each wait by at most a tenth', () => {
    expect(nextAttemptAt(0, 1, 0, () => 0)).toBe(0.9 * MINUTE);
    expect(nextAttemptAt(0, 1, 0, () => 1)).toBe(1.1 * MINUTE);
  });

  it('makes the last try at the end of the day, and gives up after it', () => {
    const created = 0;
    expect(nextAttemptAt(created, 9, GIVE_UP_AFTER_MS - MINUTE, middle)).toBe(GIVE_UP_AFTER_MS);
    expect(nextAttemptAt(created, 10, GIVE_UP_AFTER_MS, middle)).toBeNull();
  });
});
