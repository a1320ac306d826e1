import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../shared/locales.js';

/** The plural categories the twelve languages use; every counted text has one key for each (unused ones repeat). */
const CATEGORIES = ['one', 'few', 'many', 'other'] as const;

/** The interface language's Intl tag (ee → et, se → sv). */
export function useIntlTag(): string {
  const { i18n } = useTranslation();
  return intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
}

/**
 * Counts in words of the interface language ("1 link", "3 ссылки"): `count('campaign.count.links', 3)` reads
 * `campaign.count.links.few` in Russian, with `{{number}}` formatted. The plural form is chosen by Intl for the real
 * language tag, not by i18next, which would read `ee` and `se` as Ewe and Northern Sami.
 */
export function usePluralCount() {
  const { t } = useTranslation();
  const tag = useIntlTag();
  return (key: string, count: number): string => {
    const category = new Intl.PluralRules(tag).select(count);
    const form = CATEGORIES.find((known) => known === category) ?? 'other';
    return t(`${key}.${form}`, { number: new Intl.NumberFormat(tag).format(count) });
  };
}
