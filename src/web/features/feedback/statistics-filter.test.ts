import { describe, expect, it } from 'vitest';
import { isFiltered, readSelection, toResponseFilter } from './statistics-filter.js';

const select = (query: string) => readSelection(new URLSearchParams(query));

describe("a form's statistics filter in the address", () => {
  it('becomes the API filter, named as the API names it, with the viewer’s zone', () => {
    const selection = select('from=2026-03-01&to=2026-03-31&qr=q1&location=l1&event=e1');
    expect(isFiltered(selection)).toBe(true);
    expect(toResponseFilter(selection, 'Europe/Berlin')).toEqual({
      filter: {
        from: '2026-03-01',
        to: '2026-03-31',
        tz: 'Europe/Berlin',
        qrId: 'q1',
        locationId: 'l1',
        eventId: 'e1',
      },
      issues: null,
    });
  });

  it('leaves out what is not chosen: no filter at all is every response', () => {
    const selection = select('');
    expect(isFiltered(selection)).toBe(false);
    expect(toResponseFilter(selection, 'UTC')).toEqual({ filter: { tz: 'UTC' }, issues: null });
  });

  it('refuses a range that ends before it starts, on the end, as the server would', () => {
    expect(toResponseFilter(select('from=2026-03-10&to=2026-03-01'), 'UTC')).toEqual({
      filter: null,
      issues: { to: 'range_end_before_start' },
    });
  });

  it('refuses a day that is not a date', () => {
    expect(toResponseFilter(select('from=yesterday'), 'UTC')).toEqual({
      filter: null,
      issues: { from: 'invalid_date' },
    });
  });
});
