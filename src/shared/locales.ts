/** The twelve interface languages, by the keys the product has always used (ee = Estonian, se = Swedish). */
export const LOCALES = ['de', 'ee', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'ru', 'se', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_COOKIE = 'locale';

/** Native names, shown in the language switchers so everyone finds their own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  ee: 'Eesti',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  ru: 'Русский',
  se: 'Svenska',
  tr: 'Türkçe',
};

// Two of the product's keys are not BCP 47 language tags; Intl and browsers use these instead.
const BCP47_BY_LOCALE: Partial<Record<Locale, string>> = { ee: 'et', se: 'sv' };
const LOCALE_BY_BCP47: Record<string, Locale> = { et: 'ee', sv: 'se' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The tag to hand to Intl (and to `<html lang>`) for a product locale. */
export function intlLocale(locale: Locale): string {
  return BCP47_BY_LOCALE[locale] ?? locale;
}

/** Maps one browser language tag ('sv-SE', 'en', 'et') to a product locale, or undefined. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const mapped = LOCALE_BY_BCP47[primary] ?? primary;
  return isLocale(mapped) ? mapped : undefined;
}

/** The first of the browser's preferred languages that the product speaks, or undefined. */
export function pickLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}
