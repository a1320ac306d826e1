import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { FieldValues, ResolverOptions, UseFormSetError } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateBillingSchema } from '../../shared/billing.js';
import { createCampaignSchema } from '../../shared/campaigns.js';
import { ApiError } from '../api/client.js';
import { applyFieldErrors } from '../kit/field-errors.js';
import { schemaResolver } from '../kit/schema-resolver.js';
import { fieldErrorText } from './errors.js';

const locale = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${name}.json`), 'utf8')) as object;

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(['en', 'de', 'ru', 'fr'].map((name) => [name, { translation: locale(name) }])),
  });
});

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

/** What a form shows beside a field the browser refused, in a language. */
async function clientMessage(language: string, schema: Parameters<typeof schemaResolver>[0], values: object) {
  await i18next.changeLanguage(language);
  const result = await schemaResolver(schema)(values, undefined, resolverOptions);
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, fieldErrorText(i18next.t, error?.message as string)]),
  );
}

/** What a form shows beside a field the server refused (its 422's field issue), in a language. */
async function serverMessage(language: string, issue: ConstructorParameters<typeof ApiError>[3]) {
  await i18next.changeLanguage(language);
  const placed: Record<string, string | undefined> = {};
  const setError = ((name: string, error: { message?: string }) =>
    (placed[name] = error.message)) as UseFormSetError<FieldValues>;
  applyFieldErrors(new ApiError(422, 'validation_failed', 'Some fields are not valid.', issue), setError, ['name']);
  return fieldErrorText(i18next.t, placed.name);
}

describe('a value over or under its limit says the limit', () => {
  it('in the browser, before sending: the shared schema’s maximum, in the person’s language', async () => {
    expect(await clientMessage('en', updateBillingSchema, { company: 'x'.repeat(201) })).toEqual({
      company: 'At most 200 characters.',
    });
    expect(await clientMessage('de', updateBillingSchema, { postalCode: '1'.repeat(21) })).toEqual({
      postalCode: 'Höchstens 20 Zeichen.',
    });
  });

  it('counts list items as items, not characters', async () => {
    const qrIds = Array.from({ length: 1001 }, (_, index) => `qr-${index}`);
    const errors = await clientMessage('en', createCampaignSchema, { name: 'Summer', qrIds });
    expect(errors.qrIds).toBe('At most 1,000 items.');
  });

  it('from the server’s 422: the limit it names, with the plural form of the language', async () => {
    const tooLong = (value: number) => [
      {
        path: 'name',
        code: 'too_long',
        message: 'too_long',
        limit: { bound: 'max' as const, value, unit: 'characters' as const },
      },
    ];
    expect(await serverMessage('en', tooLong(100))).toBe('At most 100 characters.');
    expect(await serverMessage('en', tooLong(1))).toBe('At most 1 character.');
    expect(await serverMessage('ru', tooLong(1))).toBe('Не более 1 символа.');
    expect(await serverMessage('ru', tooLong(3))).toBe('Не более 3 символов.');
    expect(await serverMessage('ru', tooLong(100))).toBe('Не более 100 символов.');
    expect(await serverMessage('fr', tooLong(1000))).toBe('1\u202f000 caractères au maximum.');
  });

  it('says the bound of a number, formatted for the language', async () => {
    const tooBig = [
      {
        path: 'name',
        code: 'too_big',
        message: 'too_big',
        limit: { bound: 'max' as const, value: 4096, unit: 'number' as const },
      },
    ];
    expect(await serverMessage('de', tooBig)).toBe('Höchstens 4.096.');
  });

  it('keeps the codes that name their own limit, and a plain code without a limit, as they were', async () => {
    await i18next.changeLanguage('en');
    expect(fieldErrorText(i18next.t, 'too_long')).toBe('This is too long.');
    expect(fieldErrorText(i18next.t, 'required|min|characters|1')).toBe('This field is required.');
  });
});
