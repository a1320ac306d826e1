import type { TFunction } from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account.js';

export { errorText } from './error-text.js';

/** The translated message of a field issue code (zod codes of the shared schemas, or server field codes). */
export function fieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t(`field_errors.${code}`, { defaultValue: t('field_errors.invalid'), min: PASSWORD_MIN, max: PASSWORD_MAX });
}
