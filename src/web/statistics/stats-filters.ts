import {
  filterOfRow,
  filterValue,
  formatStatFilter,
  parseStatFilter,
  type Breakdown,
  type StatFilter,
} from '../../shared/stat-values.js';
import type { BreakdownRow } from '../../shared/stats.js';
import type { RangeSelection } from './stats-range.js';

/** The page's filters, parsed; what the address holds that is not a filter is left out. */
export function parsedFilters(selection: RangeSelection): StatFilter[] {
  return selection.filters.map(parseStatFilter).filter((filter): filter is StatFilter => typeof filter !== 'string');
}

const sameFilter = (a: StatFilter, b: StatFilter) => a.dimension === b.dimension && filterValue(a) === filterValue(b);

/** What a breakdown row does when chosen: show only its clicks, or, when it is a filter already, stop filtering by it. */
export function filterToggle(selection: RangeSelection, onChange: (changes: Partial<RangeSelection>) => void) {
  const active = parsedFilters(selection);
  const isActive = (dimension: Breakdown, row: BreakdownRow) =>
    active.some((filter) => sameFilter(filter, filterOfRow(dimension, row)));
  const toggle = (filter: StatFilter) => {
    const kept = active.filter((other) => !sameFilter(other, filter));
    const next = kept.length < active.length ? kept : [...active, filter];
    onChange({ filters: next.map(formatStatFilter) });
  };
  return { active, isActive, toggle };
}

export type FilterToggle = ReturnType<typeof filterToggle>;
