import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/account.js';
import type { FieldLimit } from '../../shared/errors.js';
import { intlLocale, isLocale } from '../../shared/locales.js';
import { readFieldMessage } from './field-message.js';

export { errorText } from './error-text.js';

// The generic codes whose text is better said with the limit ("At most 100 characters."); codes of their own
// (hash_too_short, options_too_many…) already name theirs.
const LIMIT_CODES = new Set(['too_long', 'too_short', 'too_big', 'too_small']);

/**
 * The words for a broken limit in the interface language: the number formatted by Intl, and for characters and
 * items the plural form Intl.PluralRules picks for the real language (i18next would read `ee` and `se` as Ewe and
 * Northern Sami), `field_limits.max_characters_few` for 3 in Russian.
 */
export function limitText(t: TFunction, limit: FieldLimit): string {
  const tag = intlLocale(isLocale(i18next.language) ? i18next.language : 'en');
  const values = { limit: new Intl.NumberFormat(tag).format(limit.value) };
  const key = `field_limits.${limit.bound}_${limit.unit}`;
  if (limit.unit === 'number') return t(key, values);
  const form = new Intl.PluralRules(tag).select(limit.value);
  return t(`${key}_${form}`, { ...values, defaultValue: t(`${key}_other`, values) });
}

/**
 * The translated message of a field issue: a zod code of the shared schemas or a server field code, with the limit
 * it broke or the reason it gives when the message carries one (see field-message.ts).
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { code, limit, reason } = readFieldMessage(message);
  if (limit && LIMIT_CODES.has(code)) return limitText(t, limit);
  // A code that gives its reason (password_too_weak: why the password is easy to guess) says it in the sentence; a
  // reason this build does not know (a newer server's) reads as the general one, `guessable`.
  const because = t(`field_reasons.${code}.${reason ?? 'guessable'}`, {
    defaultValue: t(`field_reasons.${code}.guessable`, { defaultValue: '' }),
  });
  return t(`field_errors.${code}`, {
    defaultValue: t('field_errors.invalid'),
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    reason: because,
  });
}
