import type { Tag } from '../../../shared/tags.js';
import { useIntlTag, usePluralCount } from '../../i18n/plural-count.js';

export type CarrierKind = 'links' | 'qrCodes';

/**
 * How many links and QR codes carry a tag, in words of the interface language ("1 link", "3 ссылки"): the plural
 * form is chosen by Intl for the real language tag, not by i18next, which would read `se` as Northern Sami.
 */
export function useCarrierCounts() {
  const locale = useIntlTag();
  const plural = usePluralCount();
  const count = (kind: CarrierKind, value: number): string => plural(`tags.count.${kind}`, value);
  /** "3 links and 2 QR codes", leaving out a kind none carries; empty when nothing carries the tag. */
  const carriers = (tag: Pick<Tag, 'links' | 'qrCodes'>): string => {
    const parts = (['links', 'qrCodes'] as const).filter((kind) => tag[kind] > 0).map((kind) => count(kind, tag[kind]));
    return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
  };
  return { count, carriers };
}
