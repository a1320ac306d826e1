import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { applyFieldErrors } from './field-errors.js';

function recorder() {
  const placed: Array<[string, string | undefined, boolean | undefined]> = [];
  const setError = ((name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
    placed.push([name, error.message, options?.shouldFocus])) as UseFormSetError<FieldValues>;
  return { placed, setError };
}

const invalid = (...fields: Array<[string, string]>) =>
  new ApiError(
    422,
    'validation_failed',
    'Some fields are not valid.',
    fields.map(([path, code]) => ({ path, code, message: code })),
  );

describe('server field errors on a form', () => {
  it('puts each issue on its field, by its code, and focuses only the first', () => {
    const { placed, setError } = recorder();
    const placedAll = applyFieldErrors(invalid(['name', 'too_long'], ['scope', 'invalid_option']), setError, [
      'name',
      'scope',
    ]);
    expect(placedAll).toBe(true);
    expect(placed).toEqual([
      ['name', 'too_long', true],
      ['scope', 'invalid_option', false],
    ]);
  });

  it('says so when an issue names no field of the form, so the form shows the error above', () => {
    const { placed, setError } = recorder();
    expect(applyFieldErrors(invalid(['hash', 'hash_taken'], ['workspace', 'invalid']), setError, ['hash'])).toBe(false);
    expect(placed).toEqual([['hash', 'hash_taken', true]]);
  });

  it('leaves errors without field issues (rate limited, offline, a crash) to the form', () => {
    const { placed, setError } = recorder();
    expect(applyFieldErrors(new ApiError(429, 'rate_limited', 'Slow down.'), setError, ['name'])).toBe(false);
    expect(applyFieldErrors(new Error('boom'), setError, ['name'])).toBe(false);
    expect(placed).toEqual([]);
  });
});
