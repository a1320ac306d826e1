import { describe, expect, it } from 'vitest';
import { formatDayText, formatTimeText, parseDayText, parseTimeText } from './date-time-text.js';

describe('dates and times in the interface language', () => {
  it('reads a day in each language’s own order', () => {
    expect(parseDayText('de', '31.12.2026')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseDayText('en', '12/31/2026')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseDayText('sv', '2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseDayText('fi', '1.2.26')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parseDayText('en', '31/12/2026')).toBeNull();
    expect(parseDayText('de', '30.02.2026')).toBeNull();
    expect(parseDayText('ru', 'завтра')).toBeNull();
  });

  it('writes what it reads back the same way', () => {
    for (const tag of ['de', 'en', 'sv', 'fr', 'nl', 'ru', 'tr', 'fi', 'et', 'es', 'it', 'pt']) {
      const text = formatDayText(tag, { year: 2027, month: 3, day: 9 });
      expect(parseDayText(tag, text), `${tag}: ${text}`).toEqual({ year: 2027, month: 3, day: 9 });
      const time = formatTimeText(tag, { hour: 18, minute: 5 });
      expect(parseTimeText(tag, time), `${tag}: ${time}`).toEqual({ hour: 18, minute: 5 });
    }
  });

  it('reads times on a 24-hour clock, and am/pm where the language uses it', () => {
    expect(parseTimeText('de', '18:30')).toEqual({ hour: 18, minute: 30 });
    expect(parseTimeText('fi', '18.30')).toEqual({ hour: 18, minute: 30 });
    expect(parseTimeText('fr', '18h30')).toEqual({ hour: 18, minute: 30 });
    expect(parseTimeText('de', '1830')).toEqual({ hour: 18, minute: 30 });
    expect(parseTimeText('en', '6:30 pm')).toEqual({ hour: 18, minute: 30 });
    expect(parseTimeText('en', '12:15 a.m.')).toEqual({ hour: 0, minute: 15 });
    expect(parseTimeText('de', '25:00')).toBeNull();
    expect(parseTimeText('de', 'sechs Uhr')).toBeNull();
  });
});
