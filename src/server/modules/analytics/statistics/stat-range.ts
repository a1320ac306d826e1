import { MAX_BUCKETS, type StatInterval, type StatRange } from '../../../../shared/stats.js';
import { httpErrors } from '../../../http/errors.js';
import { bucketCount } from './time-buckets.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const RANGE_SPANS: Partial<Record<StatRange, number>> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '90d': 90 * DAY };

export interface ResolvedRange {
  range: StatRange;
  /** Inclusive start, epoch ms. */
  from: number;
  /** Exclusive end, epoch ms. */
  to: number;
  tz: string;
  interval: StatInterval;
}

interface RangeQuery {
  range?: StatRange;
  from?: string;
  to?: string;
  tz?: string;
  interval?: StatInterval;
}

/**
 * Turns the query into an exact span: presets end now, "all" starts at the link's first click (or its creation),
 * custom uses from/to as given. Without an interval the chart gets hours up to two days, days up to ~4 months,
 * weeks beyond; an interval that would need more than MAX_BUCKETS bars is refused on the `interval` field.
 */
export function resolveRange(query: RangeQuery, firstInstant: number, now: number): ResolvedRange {
  const { range, from, to } = resolveSpan(query, '7d', firstInstant, now);
  const length = to - from;
  const interval = query.interval ?? (length <= 2 * DAY + 1 ? 'hour' : length <= 120 * DAY ? 'day' : 'week');
  if (bucketCount(from, to, interval) > MAX_BUCKETS) {
    throw httpErrors.validation([{ path: 'interval', code: 'interval_too_fine', message: 'interval_too_fine' }]);
  }
  return { range, from, to, tz: query.tz ?? 'UTC', interval };
}

/** The [from, to) of a range query; presets end now, `all` starts at `firstInstant`. */
export function resolveSpan(
  query: Pick<RangeQuery, 'range' | 'from' | 'to'>,
  fallback: StatRange,
  firstInstant: number,
  now: number,
): { range: StatRange; from: number; to: number } {
  const range: StatRange = query.range ?? (query.from || query.to ? 'custom' : fallback);
  const to = range === 'custom' && query.to ? Date.parse(query.to) : now + 1;
  const span = RANGE_SPANS[range];
  const from =
    range === 'custom' && query.from
      ? Date.parse(query.from)
      : span
        ? to - 1 - span
        : Math.min(firstInstant, to - HOUR);
  return { range, from, to };
}
