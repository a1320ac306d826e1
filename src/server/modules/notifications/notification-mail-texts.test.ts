import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.js';
import { NOTIFICATION_MAIL_TEXTS } from './notification-mail-texts.js';
import { WEBHOOK_MAIL_TEXTS } from './webhook-mail-texts.js';

const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]).sort();
const TABLES = { 'notification mail texts': NOTIFICATION_MAIL_TEXTS, 'webhook mail texts': WEBHOOK_MAIL_TEXTS };

describe.each(Object.entries(TABLES))('the %s', (_name, table) => {
  const english = table.en as unknown as Record<string, string>;
  const keys = Object.keys(english);
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every key of en, translated, with the same placeholders',
    (locale) => {
      const texts = table[locale] as unknown as Record<string, string>;
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
