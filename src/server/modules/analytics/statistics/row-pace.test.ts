import { describe, expect, it } from 'vitest';
import { rowPace } from './row-pace.js';

describe('rowPace', () => {
  it('lets the first page through and spaces the next ones by their rows', async () => {
    let now = 0;
    const waits: number[] = [];
    const pace = rowPace(1_000, { now: () => now, sleep: async (ms) => waits.push(ms) });
    await pace.take(500);
    expect(waits).toEqual([]);
    // Two streams ask at the same moment: each waits for the pages reserved before its own.
    await Promise.all([pace.take(500), pace.take(250)]);
    expect(waits).toEqual([500, 1_000]);
    // After a quiet while, the next page starts at once again.
    now = 5_000;
    await pace.take(100);
    expect(waits).toEqual([500, 1_000]);
    now = 5_050;
    await pace.take(100);
    expect(waits).toEqual([500, 1_000, 50]);
  });
});
