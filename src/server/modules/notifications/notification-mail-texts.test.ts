import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.js';
import { NOTIFICATION_MAIL_TEXTS } from './notification-mail-texts.js';

const english = NOTIFICATION_MAIL_TEXTS.en as unknown as Record<string, string>;
const keys = Object.keys(english);
const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).sort();

describe('the notification mail texts', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every key of en, translated, with the same placeholders',
    (locale) => {
      const texts = NOTIFICATION_MAIL_TEXTS[locale] as unknown as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${locale}: ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${locale}: ${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
        if ((english[key] ?? '').split(' ').length >= 3) expect(text, `${locale}: ${key}`).not.toBe(english[key]);
      }
    },
  );
});
