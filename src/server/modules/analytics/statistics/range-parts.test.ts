import { describe, expect, it } from 'vitest';
import { splitRange, type RangeParts, type Span } from './range-parts.js';

const at = (iso: string) => Date.parse(iso);
const span = (from: string, to: string): Span => [at(from), at(to)];

/** Every instant of the range is in exactly one part. */
function covered(parts: RangeParts): Span[] {
  return [...(parts.days ? [parts.days] : []), ...parts.hours, ...parts.rows].sort((a, b) => a[0] - b[0]);
}

describe('splitting a statistics range', () => {
  it('reads whole days, then whole hours, then rows at the ragged edges and after the roll-up mark', () => {
    const parts = splitRange(at('2026-11-10T09:20:00Z'), at('2026-11-23T08:40:00Z'), at('2026-11-23T06:00:00Z'));
    expect(parts.days).toEqual(span('2026-11-11T00:00:00Z', '2026-11-23T00:00:00Z'));
    expect(parts.hours).toEqual([
      span('2026-11-10T10:00:00Z', '2026-11-11T00:00:00Z'),
      span('2026-11-23T00:00:00Z', '2026-11-23T06:00:00Z'),
    ]);
    expect(parts.rows).toEqual([
      span('2026-11-10T09:20:00Z', '2026-11-10T10:00:00Z'),
      span('2026-11-23T06:00:00Z', '2026-11-23T08:40:00Z'),
    ]);
    expect(parts.rolled).toEqual(span('2026-11-10T10:00:00Z', '2026-11-23T06:00:00Z'));
    expect(
      covered(parts)
        .map(([from, to]) => to - from)
        .reduce((a, b) => a + b),
    ).toBe(at('2026-11-23T08:40:00Z') - at('2026-11-10T09:20:00Z'));
  });

  it('uses hours alone when the range holds no whole day, and rows alone when it holds no rolled hour', () => {
    const day = splitRange(at('2026-11-22T08:30:00Z'), at('2026-11-23T08:30:00Z'), at('2026-11-23T08:00:00Z'));
    expect(day.days).toBeNull();
    expect(day.hours).toEqual([span('2026-11-22T09:00:00Z', '2026-11-23T08:00:00Z')]);
    expect(day.rows).toEqual([
      span('2026-11-22T08:30:00Z', '2026-11-22T09:00:00Z'),
      span('2026-11-23T08:00:00Z', '2026-11-23T08:30:00Z'),
    ]);
    const recent = splitRange(at('2026-11-23T07:10:00Z'), at('2026-11-23T08:30:00Z'), at('2026-11-23T08:00:00Z'));
    expect(recent).toEqual({
      days: null,
      hours: [],
      rows: [span('2026-11-23T07:10:00Z', '2026-11-23T08:30:00Z')],
      rolled: null,
    });
  });

  it('needs no rows for a range on whole days that are rolled up', () => {
    const parts = splitRange(at('2026-11-01T00:00:00Z'), at('2026-11-08T00:00:00Z'), at('2026-11-23T06:00:00Z'));
    expect(parts).toEqual({
      days: span('2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z'),
      hours: [],
      rows: [],
      rolled: span('2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z'),
    });
  });
});
