import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.js';
import { FORM_TEXTS, type FormTexts } from './form-texts.js';

const english = FORM_TEXTS.en;
const keys = Object.keys(english) as (keyof FormTexts)[];
const translations = LOCALES.filter((locale) => locale !== 'en');

/** The `{name}` placeholders of a text, sorted, with repeats. */
const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).sort();

/** Sentences, not a short marker or proper-noun string that may rightly read the same in another language. */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

describe('the public form texts', () => {
  it('keep the English placeholders {n} and {max}', () => {
    expect(placeholders(english.starLabel)).toEqual(['n']);
    expect(placeholders(english.textHint)).toEqual(['max']);
    expect(placeholders(english.answerTooLong)).toEqual(['max']);
  });

  it.each(translations)('%s has every key of en, none empty', (locale) => {
    const texts = FORM_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(typeof texts[key], `${locale}: ${key}`).toBe('string');
      expect(texts[key].trim(), `${locale}: ${key} is empty`).not.toBe('');
    }
  });

  it.each(translations)('%s has exactly the placeholders of en', (locale) => {
    for (const key of keys) {
      const text = FORM_TEXTS[locale][key];
      expect(placeholders(text), `${locale}: ${key} placeholders`).toEqual(placeholders(english[key]));
      // A brace outside a whole placeholder ('{max', 'max}') would show raw on the form.
      expect(text.replace(/\{[^{}]*\}/g, ''), `${locale}: ${key} stray brace`).not.toMatch(/[{}]/);
    }
  });

  it.each(translations)('%s translates every sentence rather than copying the English', (locale) => {
    for (const key of keys.filter((name) => isSentence(english[name]))) {
      expect(FORM_TEXTS[locale][key], `${locale}: ${key} is the English text`).not.toBe(english[key]);
    }
  });

  it('checks the long sentences as sentences', () => {
    for (const key of ['thanksBody', 'closedBody', 'notFoundBody', 'confirmSend'] as const) {
      expect(isSentence(english[key]), key).toBe(true);
    }
  });
});
