import { HOUR_MS } from '../recording/rollup-tallies.js';
import { DAY_MS } from '../recording/visitor-hash.js';

export type Span = [from: number, to: number];

/** Where each part of a statistics range is read from (ADR 0003). */
export interface RangeParts {
  /** Whole UTC days, from the daily rollup. */
  days: Span | null;
  /** Whole UTC hours around those days, from the hourly rollup. */
  hours: Span[];
  /** The rest — partial hours at the edges and clicks not rolled up yet — from the click rows. */
  rows: Span[];
  /** Everything rolled up (days and hours together), whose chart comes from the 15-minute buckets. */
  rolled: Span | null;
}

const floorTo = (instant: number, unit: number) => instant - (instant % unit);
const ceilTo = (instant: number, unit: number) => (instant % unit === 0 ? instant : floorTo(instant, unit) + unit);
const nonEmpty = ([from, to]: Span) => from < to;

/**
 * Splits [from, to) so that as little as possible is read row by row: rolled-up whole days, then rolled-up whole
 * hours, then the click rows. The rows are at most the partial hours at the two edges plus what is newer than the
 * roll-up mark (`rolledUntil`, a whole hour), whatever the length of the range.
 */
export function splitRange(from: number, to: number, rolledUntil: number): RangeParts {
  const hourFrom = ceilTo(from, HOUR_MS);
  const hourTo = floorTo(Math.min(to, rolledUntil), HOUR_MS);
  if (hourFrom >= hourTo) return { days: null, hours: [], rows: [[from, to]], rolled: null };
  const dayFrom = ceilTo(hourFrom, DAY_MS);
  const dayTo = floorTo(hourTo, DAY_MS);
  const days: Span | null = dayFrom < dayTo ? [dayFrom, dayTo] : null;
  const hours: Span[] = days
    ? (
        [
          [hourFrom, dayFrom],
          [dayTo, hourTo],
        ] as Span[]
      ).filter(nonEmpty)
    : [[hourFrom, hourTo]];
  const rows = (
    [
      [from, hourFrom],
      [hourTo, to],
    ] as Span[]
  ).filter(nonEmpty);
  return { days, hours, rows, rolled: [hourFrom, hourTo] };
}
