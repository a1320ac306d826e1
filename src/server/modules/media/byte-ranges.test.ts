import { describe, expect, it } from 'vitest';
import { OPEN_RANGE_MAX_BYTES, parseRange } from './byte-ranges.js';

const MB = 1024 * 1024;

describe('parseRange: the one range a Range header asks for', () => {
  it('answers an open-ended range with a bounded part: at most 8 MB, less at the end of the file', () => {
    expect(OPEN_RANGE_MAX_BYTES).toBe(8 * MB);
    expect(parseRange('bytes=0-', 50 * MB)).toEqual({ start: 0, end: 8 * MB - 1 });
    expect(parseRange('bytes=40000000-', 50 * MB)).toEqual({ start: 40_000_000, end: 40_000_000 + 8 * MB - 1 });
    expect(parseRange('bytes=48000000-', 50 * MB)).toEqual({ start: 48_000_000, end: 50 * MB - 1 });
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=10-', 1000, 100)).toEqual({ start: 10, end: 109 });
  });

  it('answers a closed range as asked, cut at the end of the file', () => {
    expect(parseRange('bytes=0-49999999', 50 * MB)).toEqual({ start: 0, end: 49_999_999 });
    expect(parseRange('bytes=5-9', 1000)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=995-5000', 1000)).toEqual({ start: 995, end: 999 });
  });

  it('answers a suffix range with the last bytes of the file, all of them, the whole file when it asks more', () => {
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-20000000', 50 * MB)).toEqual({ start: 50 * MB - 20_000_000, end: 50 * MB - 1 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable (416) past the end and for an empty suffix', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-2000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not take (the whole file goes): no header, another unit, several ranges, a reversed one', () => {
    for (const header of [undefined, '', 'items=0-4', 'bytes=0-1,5-6', 'bytes=9-2', 'bytes=-', 'bytes=a-b']) {
      expect(parseRange(header, 1000), String(header)).toBeUndefined();
    }
  });
});
