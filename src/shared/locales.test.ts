import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, QR_TYPES } from './catalogues.js';
import { ERROR_CODES } from './errors.js';
import { intlLocale, LOCALES, pickLocale, type Locale } from './locales.js';

type Tree = { [key: string]: string | Tree };
const localeDir = path.resolve(import.meta.dirname, '../web/locales');
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join(localeDir, `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [child, text] of flatten(value, name)) entries.set(child, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const english = flatten(load('en'));

// A text that depends on a count has one key per plural form of the language (`…_one`, `…_few`, `…_other`), as
// Intl.PluralRules names them; English has its `_other`, and every language exactly the forms it uses.
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(
  [...english.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)),
);
const baseOf = (key: string) => {
  const base = key.replace(PLURAL_FORM, '');
  return base !== key && pluralBases.has(base) ? base : null;
};
function expectedKeys(locale: Locale): string[] {
  const forms = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories;
  const keys = [...english.keys()].filter((key) => baseOf(key) === null);
  for (const base of pluralBases) keys.push(...forms.map((form) => `${base}_${form}`));
  return keys.sort();
}

describe('the twelve locale files', () => {
  it.each(LOCALES)(
    '%s has every key of en (each plural form of its language), none empty, same placeholders',
    (locale) => {
      const translated = flatten(load(locale));
      expect([...translated.keys()].sort()).toEqual(expectedKeys(locale));
      for (const [key, text] of translated) {
        const base = baseOf(key);
        const source = english.get(base === null ? key : `${base}_other`) ?? '';
        expect(text.trim(), `${locale}: ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${locale}: ${key} placeholders`).toEqual(placeholders(source));
      }
    },
  );

  it('translate every error code the server can send', () => {
    for (const code of ERROR_CODES) expect(english.has(`errors.${code}`), `errors.${code}`).toBe(true);
  });

  it('name every catalogue entry', () => {
    for (const type of QR_TYPES) expect(english.has(`qr_type.${type.id}`), type.id).toBe(true);
    for (const type of PAGE_TYPES) expect(english.has(`page_type.${type.id}`), type.id).toBe(true);
  });

  it('keep the navigation keys the product has always had', () => {
    for (const key of ['panel', 'qr_codes', 'links', 'your_profile', 'sign_out']) expect(english.has(key)).toBe(true);
  });
});

describe('locale helpers', () => {
  it('hands Intl the real tags of Estonian and Swedish', () => {
    expect(intlLocale('ee')).toBe('et');
    expect(intlLocale('se')).toBe('sv');
    expect(intlLocale('de')).toBe('de');
    expect(
      new Intl.DateTimeFormat(intlLocale('se'), { month: 'long', timeZone: 'UTC' }).format(new Date('2026-01-15')),
    ).toBe('januari');
  });

  it('picks the first browser language the product speaks', () => {
    expect(pickLocale(['ja-JP', 'sv-SE', 'en'])).toBe('se');
    expect(pickLocale(['et'])).toBe('ee');
    expect(pickLocale(['pt-BR'])).toBe('pt');
    expect(pickLocale(['ja', 'zh'])).toBeUndefined();
  });
});
