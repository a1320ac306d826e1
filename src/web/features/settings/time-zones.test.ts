import { describe, expect, it } from 'vitest';
import { filterTimeZones, nowIn, timeZoneChoices } from './time-zones.js';

// A winter instant: no summer time anywhere in the examples below.
const JANUARY = new Date('2026-01-12T08:00:00Z');

describe('the time zone choices', () => {
  it('names every zone with its offset from UTC now, as people search for them', () => {
    const choices = timeZoneChoices('Europe/Helsinki', JANUARY);
    expect(choices.find((choice) => choice.name === 'America/New_York')?.label).toBe('America/New York (UTC-05:00)');
    expect(choices.find((choice) => choice.name === 'Asia/Tokyo')?.label).toBe('Asia/Tokyo (UTC+09:00)');
    expect(choices.filter((choice) => choice.name === 'Europe/Helsinki')).toHaveLength(1);
  });

  it('keeps a saved zone this browser does not list, first', () => {
    expect(timeZoneChoices('Etc/GMT+5', JANUARY)[0]?.name).toBe('Etc/GMT+5');
  });

  it('finds zones by any of the words typed, or by offset, and always keeps the chosen one', () => {
    const choices = timeZoneChoices('Europe/Helsinki', JANUARY);
    const names = (query: string) => filterTimeZones(choices, query, 'Europe/Helsinki').map((choice) => choice.name);
    expect(names('new york')).toEqual(['America/New_York', 'Europe/Helsinki']);
    expect(names('York NEW')).toContain('America/New_York');
    expect(names('tokyo utc+09')).toEqual(['Asia/Tokyo', 'Europe/Helsinki']);
    expect(names('no such place')).toEqual(['Europe/Helsinki']);
    expect(names('  ')).toHaveLength(choices.length);
  });

  it('says what time it is in a zone, and nothing for a zone it does not know', () => {
    expect(nowIn('Asia/Tokyo', 'en-GB', JANUARY)).toBe('Mon 17:00');
    expect(nowIn('Mars/Olympus_Mons', 'en-GB', JANUARY)).toBe('');
  });
});
