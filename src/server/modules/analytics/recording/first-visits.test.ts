import { describe, expect, it } from 'vitest';
import { memoryFirstVisits } from './first-visits.js';

const DAY = 86_400_000;
const MONDAY = Date.parse('2026-11-23T00:00:00Z');

describe('first visits in memory', () => {
  it('flags the first click of a visitor per subject and UTC day, also within one batch', async () => {
    const visits = memoryFirstVisits();
    const first = await visits.mark([
      { subject: 'link:a', visitorHash: 'v1', at: MONDAY + 10 },
      { subject: 'link:a', visitorHash: 'v1', at: MONDAY + 20 },
      { subject: 'link:b', visitorHash: 'v1', at: MONDAY + 30 },
      { subject: 'link:a', visitorHash: 'v2', at: MONDAY + 40 },
    ]);
    expect(first).toEqual([true, false, true, true]);
    // The same hash on the next day is a new day's visit (in practice hashes rotate daily anyway).
    expect(await visits.mark([{ subject: 'link:a', visitorHash: 'v1', at: MONDAY + DAY }])).toEqual([true]);
    expect(await visits.mark([{ subject: 'link:a', visitorHash: 'v1', at: MONDAY + DAY - 1 }])).toEqual([false]);
  });

  it('forgets days before the one it is told, and only those', async () => {
    const visits = memoryFirstVisits();
    await visits.mark([
      { subject: 'link:a', visitorHash: 'v1', at: MONDAY - DAY },
      { subject: 'link:a', visitorHash: 'v1', at: MONDAY },
    ]);
    visits.forgetBefore(MONDAY);
    expect(
      await visits.mark([
        { subject: 'link:a', visitorHash: 'v1', at: MONDAY - DAY + 5 },
        { subject: 'link:a', visitorHash: 'v1', at: MONDAY + 5 },
      ]),
    ).toEqual([true, false]);
  });

  it('tells apart many visitors of one subject and day', async () => {
    const visits = memoryFirstVisits();
    const hashes = Array.from({ length: 50_000 }, (_, index) => `visitor-${index.toString(36)}`);
    const first = await visits.mark(hashes.map((visitorHash) => ({ subject: 'link:a', visitorHash, at: MONDAY })));
    expect(first.every(Boolean)).toBe(true);
    const again = await visits.mark(hashes.map((visitorHash) => ({ subject: 'link:a', visitorHash, at: MONDAY + 1 })));
    expect(again.some(Boolean)).toBe(false);
  });
});
