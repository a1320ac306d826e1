import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ApiError } from '../../api/client.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { applyFieldErrors } from '../../kit/field-errors.js';
import { SMART_NESTED_FIELDS } from '../smart/index.js';
import { createLinkFormSchema, emptyLinkForm, LINK_FORM_FIELDS, type LinkFormValues } from './link-form-schema.js';

const form = (changes: Partial<LinkFormValues>): LinkFormValues => ({
  ...emptyLinkForm('Xk3p9QaZ2m'),
  name: 'Menu',
  url: 'example.com/menu',
  ...changes,
});
const issues = (values: LinkFormValues) =>
  safeParse(createLinkFormSchema, values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
const rule = (values: string[], url = 'example.com/de') => ({
  key: 'r1',
  name: '',
  url,
  conditions: [{ key: 'c1', kind: 'country' as const, values }],
});

describe('the smart fields of the link form', () => {
  it('send rules, split and tags in the API’s shape, the password only when it changes', () => {
    const body = safeParse(
      createLinkFormSchema,
      form({
        rules: [rule(['DE', 'AT'])],
        split: [
          { key: 'a', name: 'Old', url: 'example.com/a', weight: '50' },
          { key: 'b', name: '', url: 'example.com/b', weight: '50' },
        ],
        tagIds: ['tag-1'],
      }),
    ).data;
    expect(body).toMatchObject({
      rules: [{ name: null, url: 'https://example.com/de', conditions: [{ kind: 'country', values: ['DE', 'AT'] }] }],
      split: [
        { name: 'Old', url: 'https://example.com/a', weight: 50 },
        { name: null, url: 'https://example.com/b', weight: 50 },
      ],
      tagIds: ['tag-1'],
    });
    expect(body).not.toHaveProperty('password');
    expect(safeParse(createLinkFormSchema, form({ passwordMode: 'set', password: 'open sesame' })).data).toMatchObject({
      password: 'open sesame',
    });
    expect(safeParse(createLinkFormSchema, form({ passwordMode: 'remove' })).data).toMatchObject({ password: null });
  });

  it('refuse before sending on the paths the server names, so each error shows beside its input', () => {
    expect(issues(form({ rules: [rule([], 'javascript:alert(1)')] }))).toEqual([
      ['rules.0.conditions.0.values', 'empty_condition'],
      ['rules.0.url', 'invalid_url'],
    ]);
    const split = [
      { key: 'a', name: '', url: 'example.com/a', weight: '60' },
      { key: 'b', name: '', url: 'example.com/b', weight: '30' },
    ];
    expect(issues(form({ split }))).toEqual([['split', 'weights_not_100']]);
    expect(issues(form({ passwordMode: 'set', password: 'abc' }))).toEqual([['password', 'password_too_short']]);
  });

  it('put the server’s issues inside the rules beside their inputs, in the person’s language', async () => {
    const placed: Array<[string, string | undefined]> = [];
    const setError = ((name: string, error: { message?: string }) =>
      placed.push([name, error.message])) as UseFormSetError<FieldValues>;
    const refused = new ApiError(422, 'validation_failed', 'Some fields are not valid.', [
      { path: 'rules.0.conditions.1.values.0', code: 'unknown_country', message: 'unknown_country' },
      { path: 'split', code: 'weights_not_100', message: 'weights_not_100' },
      { path: 'rules.1.url', code: 'url_own_address', message: 'url_own_address' },
    ]);
    expect(applyFieldErrors(refused, setError, LINK_FORM_FIELDS, SMART_NESTED_FIELDS)).toBe(true);
    expect(placed).toEqual([
      ['rules.0.conditions.1.values.0', 'unknown_country'],
      ['split', 'weights_not_100'],
      ['rules.1.url', 'url_own_address'],
    ]);
    // A path under no field the form knows still says so above the form.
    const elsewhere = new ApiError(422, 'validation_failed', 'Invalid.', [
      { path: 'rulez.0', code: 'x', message: 'x' },
    ]);
    expect(applyFieldErrors(elsewhere, setError, LINK_FORM_FIELDS, SMART_NESTED_FIELDS)).toBe(false);

    const de = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/de.json'), 'utf8')) as {
      field_errors: Record<string, string>;
    };
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: { translation: de } } });
    for (const code of ['unknown_country', 'weights_not_100', 'empty_condition', 'window_end_before_start']) {
      expect(fieldErrorText(i18n.t, code)).toBe(de.field_errors[code]);
    }
  });
});
