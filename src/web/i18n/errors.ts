import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account.js';
import { ApiError } from '../api/client.js';

/** The translated message of any failure: a known error code, else the server's message, else a generic line. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t('errors.internal_error');
}

/** The translated message of a field issue code (zod codes of the shared schemas, or server field codes). */
export function fieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t(`field_errors.${code}`, { defaultValue: t('field_errors.invalid'), min: PASSWORD_MIN, max: PASSWORD_MAX });
}
