import { describe, expect, it } from 'vitest';
import { dateTimeLocalToIso, isoToDateTimeLocal, startOfDateInput, toDateInput, toOffsetIso } from './local-time.js';

describe('local time helpers', () => {
  it('writes a local instant with its offset, and that string names the same instant', () => {
    const date = new Date(2026, 2, 1, 9, 30, 15);
    const iso = toOffsetIso(date);
    expect(iso).toMatch(/^2026-03-01T09:30:15[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(date.getTime());
  });

  it('turns a datetime-local value into an ISO instant and back', () => {
    const iso = dateTimeLocalToIso('2026-07-14T18:05');
    expect(Date.parse(iso)).toBe(new Date(2026, 6, 14, 18, 5).getTime());
    expect(isoToDateTimeLocal(iso)).toBe('2026-07-14T18:05');
    expect(isoToDateTimeLocal(null)).toBe('');
    expect(dateTimeLocalToIso('not a date')).toBe('not a date');
  });

  it('reads date inputs as local midnights, with an exclusive end one day later', () => {
    expect(startOfDateInput('2026-12-31')?.getTime()).toBe(new Date(2026, 11, 31).getTime());
    expect(toDateInput(startOfDateInput('2026-12-31', 1) as Date)).toBe('2027-01-01');
    expect(startOfDateInput('31.12.2026')).toBeNull();
  });
});
