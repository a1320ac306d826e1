import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ApiError } from '../../api/client.js';
import { applyFieldErrors } from '../../kit/field-errors.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { createLinkFormSchema, emptyLinkForm, LINK_FORM_FIELDS } from './link-form-schema.js';

const de = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/de.json'), 'utf8')) as {
  field_errors: Record<string, string>;
};

const form = (changes: Partial<ReturnType<typeof emptyLinkForm>>) => ({
  ...emptyLinkForm('Xk3p9QaZ2m'),
  name: 'Menu',
  url: 'example.com/menu',
  ...changes,
});

describe('the link form and unsafe targets', () => {
  it('refuses private and credentialed addresses before sending, on their own fields', () => {
    const result = safeParse(
      createLinkFormSchema,
      form({ url: 'http://0x7f.1/admin', fallbackUrl: 'https://paypal.com@evil.example' }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['url', 'url_private_address'],
      ['fallbackUrl', 'url_with_credentials'],
    ]);
  });

  it('puts the server’s own-address refusal beside its field, in the person’s language', async () => {
    const placed: Array<[string, string | undefined]> = [];
    const setError = ((name: string, error: { message?: string }) =>
      placed.push([name, error.message])) as UseFormSetError<FieldValues>;
    const error = new ApiError(422, 'validation_failed', 'Some fields are not valid.', [
      { path: 'fallbackUrl', code: 'url_own_address', message: 'url_own_address' },
    ]);
    expect(applyFieldErrors(error, setError, LINK_FORM_FIELDS)).toBe(true);
    expect(placed).toEqual([['fallbackUrl', 'url_own_address']]);

    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: { translation: de } } });
    expect(fieldErrorText(i18n.t, 'url_own_address')).toBe(de.field_errors.url_own_address);
    expect(fieldErrorText(i18n.t, 'invalid_characters')).toBe(de.field_errors.invalid_characters);
  });
});
