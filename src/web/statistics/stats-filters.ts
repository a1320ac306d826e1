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

// A tag filter (`tag:ID`) is no breakdown: it keeps the clicks of the links and QR codes that carry the tag. The page
// shows it apart (a tag picker, chips named by the tag), so it is kept apart from the breakdowns' filters here.
const TAG_FILTER = 'tag:';

/** A filter by a breakdown's value, what a breakdown row toggles. */
export type BreakdownFilter = StatFilter & { dimension: Breakdown };

/** Whether a filter of the address is a tag's (`tag:ID`) rather than a breakdown value's. */
export const isTagFilter = (text: string) => text.startsWith(TAG_FILTER) && text.length > TAG_FILTER.length;

/** A tag as the address and the query carry it. */
export const formatTagFilter = (tagId: string) => `${TAG_FILTER}${tagId}`;

/** The tags the page is filtered by, as the address names them (their ids), in order. */
export function tagFilterIds(selection: Pick<RangeSelection, 'filters'>): string[] {
  return selection.filters.filter(isTagFilter).map((text) => text.slice(TAG_FILTER.length));
}

/** The page's breakdown filters, parsed; tag filters and what the address holds that is no filter are left out. */
export function parsedFilters(selection: Pick<RangeSelection, 'filters'>): BreakdownFilter[] {
  return selection.filters
    .filter((text) => !isTagFilter(text))
    .map(parseStatFilter)
    .filter((filter): filter is BreakdownFilter => typeof filter !== 'string' && filter.dimension !== 'tag');
}

const sameFilter = (a: StatFilter, b: StatFilter) => a.dimension === b.dimension && filterValue(a) === filterValue(b);

/**
 * What the filters do: a breakdown row, when chosen, shows only its clicks, or, when it is a filter already, stops
 * filtering by it; a tag is added or taken off the same way. Each change keeps the other kind's filters.
 */
export function filterToggle(selection: RangeSelection, onChange: (changes: Partial<RangeSelection>) => void) {
  const active = parsedFilters(selection);
  const tags = tagFilterIds(selection);
  const write = (breakdowns: StatFilter[], tagIds: string[]) =>
    onChange({ filters: [...breakdowns.map(formatStatFilter), ...tagIds.map(formatTagFilter)] });
  const isActive = (dimension: Breakdown, row: BreakdownRow) =>
    active.some((filter) => sameFilter(filter, filterOfRow(dimension, row)));
  const toggle = (filter: StatFilter) => {
    const kept = active.filter((other) => !sameFilter(other, filter));
    write(kept.length < active.length ? kept : [...active, filter], tags);
  };
  const toggleTag = (tagId: string) =>
    write(active, tags.includes(tagId) ? tags.filter((other) => other !== tagId) : [...tags, tagId]);
  /** How many filters are in force, of either kind. */
  const count = active.length + tags.length;
  return { active, tags, count, isActive, toggle, toggleTag };
}

export type FilterToggle = ReturnType<typeof filterToggle>;
