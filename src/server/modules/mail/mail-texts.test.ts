import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.js';
import { ACCOUNT_MAIL_TEXTS } from './account-mail-texts.js';
import { MAIL_TEXTS } from './mail-texts.js';
import { SIGN_UP_MAIL_TEXTS } from './sign-up-mail-texts.js';
import { TEAM_MAIL_TEXTS } from './team-mail-texts.js';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts.js';

const translations = LOCALES.filter((locale) => locale !== 'en');

/** The `{name}` placeholders of a text, sorted, with repeats. */
const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).sort();

/** Sentences, not a short label that may rightly read the same in another language. */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

describe.each([
  ['the mail texts', MAIL_TEXTS as unknown as Record<string, Record<string, string>>],
  ['the account mail texts', ACCOUNT_MAIL_TEXTS as unknown as Record<string, Record<string, string>>],
  ['the sign-up mail texts', SIGN_UP_MAIL_TEXTS as unknown as Record<string, Record<string, string>>],
  ['the team mail texts', TEAM_MAIL_TEXTS as unknown as Record<string, Record<string, string>>],
  ['the unsubscribe page texts', UNSUBSCRIBE_TEXTS as unknown as Record<string, Record<string, string>>],
])('%s', (_name, all) => {
  const english = all.en ?? {};
  const keys = Object.keys(english);

  it.each(translations)('%s has every key of en, none empty', (locale) => {
    const texts = all[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const key of keys) expect((texts[key] ?? '').trim(), `${locale}: ${key} is empty`).not.toBe('');
  });

  it.each(translations)('%s has exactly the placeholders of en, and no stray brace', (locale) => {
    for (const key of keys) {
      const text = all[locale]?.[key] ?? '';
      expect(placeholders(text), `${locale}: ${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
      expect(text.replace(/\{[^{}]*\}/g, ''), `${locale}: ${key} stray brace`).not.toMatch(/[{}]/);
    }
  });

  it.each(translations)('%s translates every sentence rather than copying the English', (locale) => {
    for (const key of keys.filter((name) => isSentence(english[name] ?? ''))) {
      expect(all[locale]?.[key], `${locale}: ${key} is the English text`).not.toBe(english[key]);
    }
  });
});

describe('the placeholders the templates fill', () => {
  it('are the ones the English texts name', () => {
    expect(placeholders(MAIL_TEXTS.en.greeting)).toEqual(['name']);
    expect(placeholders(MAIL_TEXTS.en.sentBy)).toEqual(['host']);
    expect(placeholders(MAIL_TEXTS.en.testBody)).toEqual(['host']);
    expect(placeholders(ACCOUNT_MAIL_TEXTS.en.resetBody)).toEqual(['host']);
  });
});
