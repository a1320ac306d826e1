import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale, isLocale, LOCALE_COOKIE, pickLocale, type Locale } from '../../shared/locales.js';

// Each language is its own small chunk, fetched only when used.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

const loadLocale = (language: string) => localeFiles[`../locales/${language}.json`]?.();

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = loadLocale(language);
    if (!load) return callback(new Error(`no locale file for ${language}`), null);
    load.then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * The interface's language (docs/product.md, Languages): the `locale` cookie wins; without it, the first of the
 * browser's languages that we speak; else the server's DEFAULT_LOCALE.
 */
export function detectLocale(defaultLocale: Locale): Locale {
  return chosenLocale() ?? defaultLocale;
}

/** The language the cookie or the browser asks for, known before the server's configuration is. */
export function chosenLocale(): Locale | undefined {
  return readLocaleCookie() ?? pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Starts downloading a language's texts; initI18n then finds them loaded or on their way. */
export function preloadLocale(locale: Locale): void {
  void loadLocale(locale)?.catch(() => undefined);
}

export function readLocaleCookie(): Locale | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLocale(value) ? value : undefined;
}

export async function initI18n(locale: Locale): Promise<void> {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes already
      returnEmptyString: false,
    });
  document.documentElement.lang = intlLocale(locale);
}

/** Switches the interface language and remembers it in the `locale` cookie (path /, one year). */
export async function changeLocale(locale: Locale): Promise<void> {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  await i18next.changeLanguage(locale);
  document.documentElement.lang = intlLocale(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}
