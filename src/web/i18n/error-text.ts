import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.js';

/**
 * The translated message of any failure: a known error code, else the server's message, else a generic line.
 * A module of its own, without the shared schemas, because the first screen (RequireAuth) needs it.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t('errors.internal_error');
}
