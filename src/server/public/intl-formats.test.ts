import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('the Intl formatters of the public pages', () => {
  it('are made once per language and options, and format as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
    const german = dateTimeFormat('de', options);
    expect(dateTimeFormat('de', { ...options })).toBe(german);
    expect(dateTimeFormat('fi', options)).not.toBe(german);
    expect(dateTimeFormat('de', { ...options, weekday: 'short' })).not.toBe(german);
    expect(german.format(Date.UTC(2024, 0, 1))).toBe(
      new Intl.DateTimeFormat('de', options).format(Date.UTC(2024, 0, 1)),
    );
    const size = { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' } as const;
    expect(numberFormat('tr', size)).toBe(numberFormat('tr', { ...size }));
  });
});
