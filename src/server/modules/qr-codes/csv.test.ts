import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const records = parseCsv('name,target\r\n"Menu, spring","say ""hi""\nthere"\r\nPoster,https://example.com\n');
    expect(records).toEqual([
      { line: 1, cells: ['name', 'target'] },
      { line: 2, cells: ['Menu, spring', 'say "hi"\nthere'] },
      { line: 4, cells: ['Poster', 'https://example.com'] },
    ]);
  });

  it('takes semicolons when the first line has more of them, drops a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFname;target;type\n\nTisch 1;https://example.com/a,b;link')).toEqual([
      { line: 1, cells: ['name', 'target', 'type'] },
      { line: 3, cells: ['Tisch 1', 'https://example.com/a,b', 'link'] },
    ]);
  });

  it('keeps empty cells', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['', '', ''] },
    ]);
  });
});
