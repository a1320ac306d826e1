// Countries and languages are stored as codes and named in the interface language by Intl.DisplayNames, so no list
// of names is shipped or translated by hand (as shared/countries.ts says of countries).
import { COUNTRY_CODES } from '../../../shared/countries.js';
import { isLanguageCode, type OperatingSystem } from '../../../shared/smart-links.js';

const displayNames = new Map<string, Intl.DisplayNames>();

function namer(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${locale}\n${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
    displayNames.set(key, names);
  }
  return names;
}

export const countryName = (locale: string, code: string) => namer(locale, 'region').of(code) ?? code;
export const languageName = (locale: string, code: string) => namer(locale, 'language').of(code) ?? code;

let languages: string[] | null = null;

/**
 * Every two-letter language code the runtime can name and the server accepts (isLanguageCode), in its canonical
 * spelling only: the withdrawn `iw` and `in` would show Hebrew and Indonesian twice. About 180, found once.
 */
export function languageCodes(): readonly string[] {
  if (!languages) {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const found: string[] = [];
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        if (isLanguageCode(code) && Intl.getCanonicalLocales(code)[0] === code) found.push(code);
      }
    }
    languages = found;
  }
  return languages;
}

export interface NamedCode {
  code: string;
  name: string;
}

/** Codes with their names, sorted as the interface language sorts. */
export function namedCodes(kind: 'country' | 'language', locale: string): NamedCode[] {
  const codes = kind === 'country' ? COUNTRY_CODES : languageCodes();
  const name = kind === 'country' ? countryName : languageName;
  return codes.map((code) => ({ code, name: name(locale, code) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Operating systems go by their makers' names in every language. */
export const OS_NAMES: Record<OperatingSystem, string> = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
};
