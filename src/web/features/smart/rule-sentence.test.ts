import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleSentence, type SentenceWords } from './rule-sentence.js';
import { newKey, type ConditionDraft } from './smart-draft.js';

const locale = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${name}.json`), 'utf8')) as object;

const words: Record<string, SentenceWords> = {};
beforeAll(async () => {
  for (const name of ['en', 'de', 'ru']) {
    const i18n = createInstance();
    await i18n.init({
      lng: name,
      resources: { [name]: { translation: locale(name) } },
      interpolation: { escapeValue: false },
    });
    words[name] = { t: i18n.t.bind(i18n) as TFunction, locale: name };
  }
});

const list = (kind: 'country' | 'language' | 'device' | 'os', values: string[]): ConditionDraft => ({
  key: newKey(),
  kind,
  values,
});
const time = (changes: Partial<Extract<ConditionDraft, { kind: 'time' }>>): ConditionDraft => ({
  key: newKey(),
  kind: 'time',
  timeZone: 'Europe/Berlin',
  fromDate: '',
  untilDate: '',
  weekdays: [],
  fromTime: '',
  untilTime: '',
  ...changes,
});

describe('a rule read as a sentence', () => {
  it('joins its conditions with "and" and each one’s values with "or", named in the interface language', () => {
    const rule = [list('language', ['de']), list('device', ['mobile', 'tablet'])];
    expect(ruleSentence(words.en!, rule)).toBe(
      'If the browser language is German and the device is a phone or a tablet',
    );
    expect(ruleSentence(words.de!, rule)).toBe(
      'Wenn die Browsersprache Deutsch ist und das Gerät ein Smartphone oder ein Tablet ist',
    );
    expect(ruleSentence(words.ru!, [list('country', ['DE', 'AT'])])).toBe(
      'Если страна посетителя — Германия или Австрия',
    );
  });

  it('counts the values beyond the first five', () => {
    const many = list('country', ['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'PT']);
    expect(ruleSentence(words.en!, [many])).toBe(
      'If the visitor is in Germany, Austria, Switzerland, France, Italy, or 2 more',
    );
  });

  it('says a time window with its dates, weekdays, hours and zone', () => {
    const window = time({
      fromDate: '2026-05-01',
      untilDate: '2026-05-31',
      weekdays: [7, 6],
      fromTime: '09:00',
      untilTime: '17:30',
    });
    expect(ruleSentence(words.en!, [window])).toBe(
      'If it is from May 1, 2026 to May 31, 2026, Saturday or Sunday, between 9:00 AM and 5:30 PM (Europe/Berlin time)',
    );
  });

  it('names operating systems and address parameters as they are written, and marks what is not filled in yet', () => {
    const rule = [list('os', ['ios']), { key: newKey(), kind: 'query', name: 'ref', value: '' } as ConditionDraft];
    expect(ruleSentence(words.en!, rule)).toBe('If the operating system is iOS and the address has ?ref=…');
    expect(ruleSentence(words.en!, [list('country', [])])).toBe('If the visitor is in …');
    expect(ruleSentence(words.en!, [])).toBe('No conditions yet: add at least one.');
  });
});
