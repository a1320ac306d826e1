import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { planText } from './plan-text.js';

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

describe('a billing plan', () => {
  it('reads as a subscription: a monthly price and the time support takes to answer', () => {
    expect(planText(i18n.getFixedT('en'), 'en', 'standard')).toEqual({
      price: '$5.00 / month',
      support: 'Support answers within 4–10 business days',
    });
    expect(planText(i18n.getFixedT('en'), 'en', 'express').price).toBe('$16.00 / month');
  });

  it('formats the price for the language', () => {
    expect(planText(i18n.getFixedT('de'), 'de', 'express')).toEqual({
      price: '16,00\u00a0$ / Monat',
      support: 'Der Support antwortet innerhalb von 2–5 Werktagen',
    });
    expect(planText(i18n.getFixedT('ru'), 'ru', 'standard').price).toBe('5,00\u00a0$ / месяц');
  });
});
