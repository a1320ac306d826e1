import { describe, expect, it } from 'vitest';
import { breakdownRows, servedByShown } from './breakdown-rows.js';

describe('the "Served by" breakdown', () => {
  it('shows once a rule or a variant served a click, or while the view is filtered by one', () => {
    expect(servedByShown(undefined, [])).toBe(false);
    expect(servedByShown([{ value: null, clicks: 9, uniques: 3 }], [])).toBe(false);
    expect(
      servedByShown(
        [
          { value: null, clicks: 9, uniques: 3 },
          { value: 'r1', label: 'Phones', clicks: 2, uniques: 1 },
        ],
        [],
      ),
    ).toBe(true);
    expect(servedByShown([], [{ dimension: 'route', value: '' }])).toBe(true);
  });
});

describe('the breakdowns’ rows', () => {
  const through = (rows: string[][]) => rows[1];

  it('keep a link’s QR codes and targets beside each other, the channels in a row of their own', () => {
    expect(breakdownRows({ byLink: false, byQrCode: true }, true).slice(1, 3)).toEqual([
      ['qr', 'route'],
      ['org', 'referrer', 'source'],
    ]);
    expect(through(breakdownRows({ byLink: false, byQrCode: true }, false))).toEqual([
      'qr',
      'org',
      'referrer',
      'source',
    ]);
  });

  it('fit a QR code’s targets into one row with the channels, and the workspace’s into two rows of three', () => {
    expect(through(breakdownRows({ byLink: false, byQrCode: false }, true))).toEqual([
      'route',
      'org',
      'referrer',
      'source',
    ]);
    expect(breakdownRows({ byLink: true, byQrCode: true }, true).slice(1, 3)).toEqual([
      ['link', 'qr', 'route'],
      ['org', 'referrer', 'source'],
    ]);
  });
});
