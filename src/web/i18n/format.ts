import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../shared/locales.js';

/** Dates and numbers in the interface language, through Intl (ee → et, se → sv). */
export function useFormat() {
  const { i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  return {
    date: (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
      new Intl.DateTimeFormat(tag, options).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options).format(value),
  };
}
