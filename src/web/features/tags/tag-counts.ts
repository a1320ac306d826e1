import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';
import type { Tag } from '../../../shared/tags.js';

export type CarrierKind = 'links' | 'qrCodes';

// The plural categories the twelve languages use; each language has a text for every one (unused ones repeat).
const CATEGORIES = ['one', 'few', 'many', 'other'] as const;

/**
 * How many links and QR codes carry a tag, in words of the interface language ("1 link", "3 ссылки"): the plural
 * form is chosen by Intl for the real language tag, not by i18next, which would read `se` as Northern Sami.
 */
export function useCarrierCounts() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  const count = (kind: CarrierKind, value: number): string => {
    const category = new Intl.PluralRules(locale).select(value);
    const form = CATEGORIES.find((known) => known === category) ?? 'other';
    return t(`tags.count.${kind}.${form}`, { number: new Intl.NumberFormat(locale).format(value) });
  };
  /** "3 links and 2 QR codes", leaving out a kind none carries; empty when nothing carries the tag. */
  const carriers = (tag: Pick<Tag, 'links' | 'qrCodes'>): string => {
    const parts = (['links', 'qrCodes'] as const).filter((kind) => tag[kind] > 0).map((kind) => count(kind, tag[kind]));
    return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
  };
  return { count, carriers };
}
