import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, timeZoneChoices, zonedLocalToIso } from './zoned-time.js';

describe('zonedLocalToIso', () => {
  it('writes a wall time with the offset its zone has at that moment, summer and winter', () => {
    expect(zonedLocalToIso('2026-07-01T18:00', 'Europe/Berlin')).toBe('2026-07-01T18:00:00+02:00');
    expect(zonedLocalToIso('2026-01-15T09:30', 'Europe/Berlin')).toBe('2026-01-15T09:30:00+01:00');
    expect(zonedLocalToIso('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T09:30:00-05:00');
    expect(zonedLocalToIso('2026-01-15T09:30', 'Asia/Kolkata')).toBe('2026-01-15T09:30:00+05:30');
    expect(zonedLocalToIso('2026-01-15T09:30', 'UTC')).toBe('2026-01-15T09:30:00+00:00');
  });

  it('takes the offset after a change of summer time, not the one before it', () => {
    // Berlin moves to summer time at 02:00 on 29 March 2026: 03:30 that day is already +02:00.
    expect(zonedLocalToIso('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedLocalToIso('2026-03-29T01:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00+01:00');
  });

  it('hands back what is not a date and time, or not a zone, for the schema to refuse', () => {
    expect(zonedLocalToIso('invalid', 'Europe/Berlin')).toBe('invalid');
    expect(zonedLocalToIso('', 'Europe/Berlin')).toBe('');
    expect(zonedLocalToIso('2026-01-15T09:30', 'Mars/Olympus')).toBe('2026-01-15T09:30');
  });
});

describe('isoToZonedLocal', () => {
  it('reads an instant as the zone’s wall time, whatever offset it was written with', () => {
    expect(isoToZonedLocal('2026-07-01T16:00:00Z', 'Europe/Berlin')).toBe('2026-07-01T18:00');
    expect(isoToZonedLocal('2026-07-01T18:00:00+02:00', 'America/New_York')).toBe('2026-07-01T12:00');
    expect(isoToZonedLocal('2026-12-31T23:30:00-01:00', 'UTC')).toBe('2027-01-01T00:30');
  });

  it('gives the empty value for nothing, a non-date or an unknown zone', () => {
    expect(isoToZonedLocal(null, 'UTC')).toBe('');
    expect(isoToZonedLocal('yesterday', 'UTC')).toBe('');
    expect(isoToZonedLocal('2026-07-01T16:00:00Z', 'Mars/Olympus')).toBe('');
  });

  it('turns back into the same instant', () => {
    const iso = zonedLocalToIso(isoToZonedLocal('2026-10-25T12:45:00Z', 'Europe/Helsinki'), 'Europe/Helsinki');
    expect(Date.parse(iso)).toBe(Date.parse('2026-10-25T12:45:00Z'));
  });
});

describe('timeZoneChoices', () => {
  it('lists the known zones and keeps a saved zone the list lacks', () => {
    expect(timeZoneChoices('Europe/Berlin')).toContain('Europe/Berlin');
    expect(timeZoneChoices('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });
});
