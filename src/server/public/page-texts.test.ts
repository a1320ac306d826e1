import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.js';
import { PAGE_TEXTS, type PageTexts } from './page-texts.js';

const english = PAGE_TEXTS.en;
const keys = Object.keys(english) as (keyof PageTexts)[];
const translations = LOCALES.filter((locale) => locale !== 'en');

/** The `{name}` placeholders of a text, sorted, with repeats. */
const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).sort();

/** Sentences, not a short label that may rightly read the same in another language ('Website', 'E-mail'). */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

describe('the public page texts', () => {
  it('keep the English placeholders', () => {
    expect(placeholders(english.validUntil)).toEqual(['date']);
    expect(placeholders(english.expiredOn)).toEqual(['date']);
    expect(placeholders(english.watchOn)).toEqual(['provider']);
    expect(placeholders(english.imageAlt)).toEqual(['n', 'total']);
  });

  it.each(translations)('%s has every key of en, none empty', (locale) => {
    const texts = PAGE_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(typeof texts[key], `${locale}: ${key}`).toBe('string');
      expect(texts[key].trim(), `${locale}: ${key} is empty`).not.toBe('');
    }
  });

  it.each(translations)('%s has exactly the placeholders of en', (locale) => {
    for (const key of keys) {
      const text = PAGE_TEXTS[locale][key];
      expect(placeholders(text), `${locale}: ${key} placeholders`).toEqual(placeholders(english[key]));
      // A brace outside a whole placeholder ('{date', 'n}') would show raw on the page.
      expect(text.replace(/\{[^{}]*\}/g, ''), `${locale}: ${key} stray brace`).not.toMatch(/[{}]/);
    }
  });

  it.each(translations)('%s translates every sentence rather than copying the English', (locale) => {
    for (const key of keys.filter((name) => isSentence(english[name]))) {
      expect(PAGE_TEXTS[locale][key], `${locale}: ${key} is the English text`).not.toBe(english[key]);
    }
  });

  it('checks the long sentences as sentences', () => {
    for (const key of ['notFoundBody', 'unpublishedBody', 'wifiHowTo', 'modelNoScript'] as const) {
      expect(isSentence(english[key]), key).toBe(true);
    }
  });
});
