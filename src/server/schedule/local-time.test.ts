import { describe, expect, it } from 'vitest';
import { instantOfWallClock, nextLocalTime, offsetAt, type LocalTime } from './local-time.js';
import { assertRule, nextDue, ruleText } from './rules.js';

const iso = (value: string) => Date.parse(value);
const HOUR = 3_600_000;

/** The next `count` instants of `time` after `after`, each computed from the one before (as the scheduler does). */
function series(time: LocalTime, after: string, count: number): string[] {
  const instants: string[] = [];
  let from = iso(after);
  for (let index = 0; index < count; index += 1) {
    const next = nextLocalTime(time, from);
    instants.push(next.toISOString());
    from = next.getTime();
  }
  return instants;
}

describe('nextLocalTime in Europe/Berlin (clocks forward on 29 March 2026, back on 25 October)', () => {
  const mondayNine: LocalTime = { weekday: 'monday', hour: 9, minute: 0, timeZone: 'Europe/Berlin' };

  it('keeps 09:00 local on the Mondays around the spring switch, one week less an hour apart', () => {
    expect(series(mondayNine, '2026-03-16T00:00:00Z', 4)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ]);
  });

  it('keeps 09:00 local on the Mondays around the autumn switch', () => {
    expect(series(mondayNine, '2026-10-18T00:00:00Z', 3)).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('runs every day of the week that contains the switch at 09:00 local, the Sunday of the switch too', () => {
    expect(series({ hour: 9, minute: 0, timeZone: 'Europe/Berlin' }, '2026-03-27T12:00:00Z', 4)).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
  });

  it('moves 02:30, which the spring night skips, to the instant the clocks jump (03:00 CEST)', () => {
    expect(series({ hour: 2, minute: 30, timeZone: 'Europe/Berlin' }, '2026-03-28T12:00:00Z', 2)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('runs 02:30, which the autumn night shows twice, once: at its first occurrence', () => {
    const twoThirty: LocalTime = { hour: 2, minute: 30, timeZone: 'Europe/Berlin' };
    expect(series(twoThirty, '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
    // Asked between the two occurrences (a node that came up in that hour): the next day, not the repeat.
    expect(nextLocalTime(twoThirty, iso('2026-10-25T01:00:00Z')).toISOString()).toBe('2026-10-26T01:30:00.000Z');
  });

  it('answers strictly after the instant it is given', () => {
    expect(nextLocalTime(mondayNine, iso('2026-03-23T08:00:00Z')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(nextLocalTime(mondayNine, iso('2026-03-23T07:59:59.999Z')).toISOString()).toBe('2026-03-23T08:00:00.000Z');
  });
});

describe('nextLocalTime in America/New_York (forward on 8 March 2026, back on 1 November)', () => {
  it('keeps 09:00 local on the Mondays around both switches', () => {
    const mondayNine: LocalTime = { weekday: 'monday', hour: 9, minute: 0, timeZone: 'America/New_York' };
    expect(series(mondayNine, '2026-03-01T00:00:00Z', 2)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    expect(series(mondayNine, '2026-10-25T00:00:00Z', 2)).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('moves the skipped 02:30 to 03:00 EDT and runs the repeated 01:30 once', () => {
    expect(nextLocalTime({ hour: 2, minute: 30, timeZone: 'America/New_York' }, iso('2026-03-07T12:00:00Z'))).toEqual(
      new Date('2026-03-08T07:00:00Z'),
    );
    expect(series({ hour: 1, minute: 30, timeZone: 'America/New_York' }, '2026-10-31T12:00:00Z', 2)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });
});

describe('nextLocalTime in Australia/Sydney (southern hemisphere: back on 5 April 2026, forward on 4 October)', () => {
  const mondayNine: LocalTime = { weekday: 'monday', hour: 9, minute: 0, timeZone: 'Australia/Sydney' };

  it('keeps 09:00 local on the Mondays around both switches (Monday morning is Sunday in UTC)', () => {
    expect(series(mondayNine, '2026-03-28T00:00:00Z', 2)).toEqual([
      '2026-03-29T22:00:00.000Z',
      '2026-04-05T23:00:00.000Z',
    ]);
    expect(series(mondayNine, '2026-09-26T00:00:00Z', 2)).toEqual([
      '2026-09-27T23:00:00.000Z',
      '2026-10-04T22:00:00.000Z',
    ]);
  });

  it('runs the repeated 02:30 of April once and moves the skipped 02:30 of October to 03:00 AEDT', () => {
    expect(series({ hour: 2, minute: 30, timeZone: 'Australia/Sydney' }, '2026-04-04T00:00:00Z', 2)).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-05T16:30:00.000Z',
    ]);
    expect(nextLocalTime({ hour: 2, minute: 30, timeZone: 'Australia/Sydney' }, iso('2026-10-03T00:00:00Z'))).toEqual(
      new Date('2026-10-03T16:00:00Z'),
    );
  });

  it('finds the jump of a half-hour switch too (Lord Howe Island: 02:00 → 02:30)', () => {
    expect(
      nextLocalTime({ hour: 2, minute: 15, timeZone: 'Australia/Lord_Howe' }, iso('2026-10-03T00:00:00Z')),
    ).toEqual(new Date('2026-10-03T15:30:00Z'));
  });
});

describe('nextLocalTime in Asia/Kolkata (no daylight saving, half an hour off the hour)', () => {
  it('runs at 09:00 IST, 03:30 UTC, every week of the year, exactly seven days apart', () => {
    const instants = series(
      { weekday: 'monday', hour: 9, minute: 0, timeZone: 'Asia/Kolkata' },
      '2026-03-20T00:00:00Z',
      3,
    );
    expect(instants).toEqual(['2026-03-23T03:30:00.000Z', '2026-03-30T03:30:00.000Z', '2026-04-06T03:30:00.000Z']);
  });

  it('finds local midnight, which is the evening before in UTC', () => {
    expect(nextLocalTime({ hour: 0, minute: 0, timeZone: 'Asia/Kolkata' }, iso('2026-03-29T18:29:00Z'))).toEqual(
      new Date('2026-03-29T18:30:00Z'),
    );
    expect(offsetAt(iso('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });
});

describe('instantOfWallClock', () => {
  it('answers the first instant of an ambiguous wall-clock time and the jump for a skipped one', () => {
    expect(instantOfWallClock(iso('2026-10-25T02:30:00Z'), 'Europe/Berlin')).toBe(iso('2026-10-25T00:30:00Z'));
    expect(instantOfWallClock(iso('2026-03-29T02:30:00Z'), 'Europe/Berlin')).toBe(iso('2026-03-29T01:00:00Z'));
    expect(instantOfWallClock(iso('2026-01-15T12:00:00Z'), 'UTC')).toBe(iso('2026-01-15T12:00:00Z'));
  });
});

describe('rules', () => {
  it('runs an interval at its multiples since the epoch, so every node computes the same instants', () => {
    const hourly = { everyMs: HOUR };
    expect(nextDue(hourly, iso('2026-03-29T10:15:00Z'))).toBe(iso('2026-03-29T11:00:00Z'));
    expect(nextDue(hourly, iso('2026-03-29T11:00:00Z'))).toBe(iso('2026-03-29T12:00:00Z'));
    expect(nextDue({ hour: 3, minute: 0, timeZone: 'UTC' }, iso('2026-03-29T03:00:00Z'))).toBe(
      iso('2026-03-30T03:00:00Z'),
    );
  });

  it('refuses rules that name no instants', () => {
    expect(() => assertRule({ hour: 24, minute: 0, timeZone: 'UTC' })).toThrow(/hour must be 0 to 23/);
    expect(() => assertRule({ hour: 9, minute: 60, timeZone: 'UTC' })).toThrow(/minute must be 0 to 59/);
    expect(() => assertRule({ hour: 9, minute: 0, timeZone: 'Europe/Atlantis' })).toThrow(/unknown time zone/);
    expect(() => assertRule({ weekday: 'someday' as 'monday', hour: 9, minute: 0, timeZone: 'UTC' })).toThrow(
      /unknown weekday/,
    );
    expect(() => assertRule({ everyMs: 0 })).toThrow(/everyMs/);
  });

  it('stores the same rule as the same text, whatever the order of its keys', () => {
    expect(ruleText({ timeZone: 'UTC', minute: 0, hour: 3 })).toBe(ruleText({ hour: 3, minute: 0, timeZone: 'UTC' }));
    expect(ruleText({ hour: 3, minute: 0, timeZone: 'UTC' })).not.toBe(
      ruleText({ hour: 4, minute: 0, timeZone: 'UTC' }),
    );
  });
});
