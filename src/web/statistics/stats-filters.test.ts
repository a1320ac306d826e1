import { describe, expect, it } from 'vitest';
import { filterToggle, isTagFilter, parsedFilters, tagFilterIds } from './stats-filters.js';
import type { RangeSelection } from './stats-range.js';

const selection = (filters: string[]): RangeSelection => ({ range: '7d', from: '', to: '', interval: null, filters });

describe('the statistics’ filters in the address', () => {
  it('tell tag filters apart from breakdown filters', () => {
    const filters = ['country:DE', 'tag:t1', 'route:', 'tag:', 'nonsense:x', 'tag:t2'];
    expect(tagFilterIds(selection(filters))).toEqual(['t1', 't2']);
    expect(parsedFilters(selection(filters))).toEqual([
      { dimension: 'country', value: 'DE' },
      { dimension: 'route', value: '' },
    ]);
    expect(isTagFilter('tag:')).toBe(false);
  });

  it('keep the tags when a breakdown row is chosen, and the breakdowns when a tag is', () => {
    const written: string[][] = [];
    const onChange = (changes: Partial<RangeSelection>) => written.push(changes.filters ?? []);
    const filters = filterToggle(selection(['country:DE', 'tag:t1']), onChange);
    expect(filters.count).toBe(2);

    filters.toggle({ dimension: 'route', value: 'r1' });
    filters.toggle({ dimension: 'country', value: 'DE' });
    filters.toggleTag('t2');
    filters.toggleTag('t1');
    expect(written).toEqual([
      ['country:DE', 'route:r1', 'tag:t1'],
      ['tag:t1'],
      ['country:DE', 'tag:t1', 'tag:t2'],
      ['country:DE'],
    ]);
  });
});
