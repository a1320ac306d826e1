import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { coordinatesText } from './coordinates.js';

const i18n = createInstance();
const locale = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${name}.json`), 'utf8')) as object;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(['en', 'de', 'ru'].map((name) => [name, { translation: locale(name) }])),
    interpolation: { escapeValue: false },
  });
});

const text = (language: string, tag: string, latitude: number, longitude: number) =>
  coordinatesText(i18n.getFixedT(language), tag, { latitude, longitude });

describe('a location’s coordinates', () => {
  it('name the hemispheres instead of a dash that reads as a minus', () => {
    expect(text('en', 'en', 40.9869, 29.0255)).toBe('40.9869° N, 29.0255° E');
    expect(text('en', 'en', -33.856784, -70.6483)).toBe('33.856784° S, 70.6483° W');
    expect(text('en', 'en', 40.9869, 29.0255)).not.toContain(' - ');
  });

  it('use the language’s digits and letters, so decimal commas stay apart from the separator', () => {
    expect(text('de', 'de', 52.520008, 13.404954)).toBe('52,520008° N, 13,404954° O');
    expect(text('ru', 'ru', 55.7558, -37.6173)).toBe('55,7558° с. ш., 37,6173° з. д.');
  });

  it('round to six decimals and never group the degrees', () => {
    expect(text('en', 'en', 0.12345678, 179.9999999)).toBe('0.123457° N, 180° E');
  });
});
