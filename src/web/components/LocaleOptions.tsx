import { LOCALE_NAMES, LOCALES } from '../../shared/locales.js';

/** The twelve languages as <option>s, each in its own name so everyone finds their own. */
export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}
