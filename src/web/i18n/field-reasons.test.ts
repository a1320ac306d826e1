import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WEAKNESSES } from '../../shared/account.js';
import { LOCALES } from '../../shared/locales.js';
import { ApiError } from '../api/client.js';
import { applyFieldErrors } from '../kit/field-errors.js';
import { fieldErrorText } from './errors.js';

const locale = (name: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${name}.json`), 'utf8')) as object;

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: Object.fromEntries(LOCALES.map((name) => [name, { translation: locale(name) }])),
  });
});

/** What the password field shows for the server's `password_too_weak`, in a language. */
async function weakPasswordMessage(language: string, reason: string) {
  await i18next.changeLanguage(language);
  const placed: Record<string, string | undefined> = {};
  const setError = ((name: string, error: { message?: string }) =>
    (placed[name] = error.message)) as UseFormSetError<FieldValues>;
  const issue = { path: 'password', code: 'password_too_weak', message: 'password_too_weak', reason };
  applyFieldErrors(new ApiError(422, 'validation_failed', 'Some fields are not valid.', [issue]), setError, [
    'password',
  ]);
  return fieldErrorText(i18next.t, placed.password);
}

describe('a password too easy to guess says why, beside the field', () => {
  it('in the person’s language', async () => {
    expect(await weakPasswordMessage('en', 'common')).toBe(
      'This password is too easy to guess: it is one of the most used passwords, or close to one.',
    );
    expect(await weakPasswordMessage('de', 'personal')).toBe(
      'Dieses Passwort ist zu leicht zu erraten: Es enthält Ihren Namen, Ihre E-Mail-Adresse oder den Namen dieses Produkts.',
    );
  });

  it('for every reason the server gives, in all twelve languages, and for one this build does not know', async () => {
    for (const language of LOCALES) {
      const general = await weakPasswordMessage(language, 'guessable');
      const texts = new Set<string>();
      for (const reason of PASSWORD_WEAKNESSES) texts.add((await weakPasswordMessage(language, reason)) ?? '');
      expect(texts.size, language).toBe(PASSWORD_WEAKNESSES.length);
      expect(await weakPasswordMessage(language, 'from_a_newer_server'), language).toBe(general);
    }
  });
});
