import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILTERS_MAX,
  MAX_BUCKETS,
  STAT_INTERVALS,
  STAT_RANGES,
  type StatInterval,
  type StatRange,
} from '../../shared/stat-values.js';
import { daysAgoInput, startOfDateInput, toOffsetIso, viewerTimeZone } from '../lib/local-time.js';
import type { StatsParams } from './stats-api.js';

/**
 * The period a statistics page shows and its filters; kept in the address (?range=&from=&to=&interval=&filter=) so
 * it can be shared.
 */
export interface RangeSelection {
  range: StatRange;
  /** Custom range days as date-input values (YYYY-MM-DD), both inclusive. */
  from: string;
  to: string;
  /** Absent: the server picks the interval that suits the range. */
  interval: StatInterval | null;
  /** `dimension:value` each (src/shared/stats.ts parseStatFilter); values of one dimension are alternatives. */
  filters: string[];
}

const DEFAULT_RANGE: StatRange = '7d';
const HOUR_MS = 3_600_000;

export function readSelection(params: URLSearchParams): RangeSelection {
  const range = STAT_RANGES.find((value) => value === params.get('range')) ?? DEFAULT_RANGE;
  const interval = STAT_INTERVALS.find((value) => value === params.get('interval')) ?? null;
  const filters = [...new Set(params.getAll('filter'))].slice(0, FILTERS_MAX);
  return { range, interval, from: params.get('from') ?? '', to: params.get('to') ?? '', filters };
}

export function useRangeSelection(): [RangeSelection, (changes: Partial<RangeSelection>) => void] {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const update = useCallback(
    (changes: Partial<RangeSelection>) =>
      setParams(
        (current) => {
          const next = { ...readSelection(current), ...changes };
          // A new range starts with the interval that suits it; a custom one starts as the last 30 days.
          if (changes.range && !('interval' in changes)) next.interval = null;
          if (next.range === 'custom' && (!next.from || !next.to)) {
            next.from ||= daysAgoInput(29);
            next.to ||= daysAgoInput(0);
          }
          const written = new URLSearchParams({ range: next.range });
          if (next.range === 'custom') written.set('from', next.from);
          if (next.range === 'custom') written.set('to', next.to);
          if (next.interval) written.set('interval', next.interval);
          for (const filter of next.filters) written.append('filter', filter);
          return written;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selection, update];
}

/** The custom range as instants: from the first day's local midnight to the end of the last day. */
function customBounds(selection: RangeSelection): { from: Date; to: Date } | null {
  const from = startOfDateInput(selection.from);
  const to = startOfDateInput(selection.to, 1);
  return from && to && from < to ? { from, to } : null;
}

/** True when a custom range is chosen but its days are missing or the last comes before the first. */
export function isIncompleteCustom(selection: RangeSelection): boolean {
  return selection.range === 'custom' && customBounds(selection) === null;
}

/**
 * The clicks and CSV query: range, or from/to for a custom one, and the filters; null while a custom range is
 * incomplete.
 */
export function periodParams(selection: RangeSelection): StatsParams | null {
  const filter = selection.filters.length > 0 ? { filter: selection.filters } : {};
  if (selection.range !== 'custom') return { range: selection.range, ...filter };
  const bounds = customBounds(selection);
  if (!bounds) return null;
  return { range: 'custom', from: toOffsetIso(bounds.from), to: toOffsetIso(bounds.to), ...filter };
}

/** The stats query: the period, the viewer's zone (buckets follow their days) and the chosen interval. */
export function statsParams(selection: RangeSelection): StatsParams | null {
  const period = periodParams(selection);
  return period && { ...period, tz: viewerTimeZone(), interval: selection.interval ?? undefined };
}

/** Hourly buckets are offered only where they fit the server's bucket limit (all time counts from `since`). */
export function allowsHourly(selection: RangeSelection, since: string): boolean {
  const bounds = customBounds(selection);
  const hours =
    selection.range === 'custom'
      ? bounds
        ? (bounds.to.getTime() - bounds.from.getTime()) / HOUR_MS
        : 0
      : selection.range === 'all'
        ? (Date.now() - Date.parse(since)) / HOUR_MS
        : { '24h': 24, '7d': 168, '30d': 720, '90d': 2160 }[selection.range];
  return hours <= MAX_BUCKETS;
}
