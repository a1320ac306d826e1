import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../shared/campaigns.js';
import { useIntlTag as useTag, usePluralCount } from '../../i18n/plural-count.js';

export type ItemKind = keyof Campaign['counts'];
const ITEM_KINDS: readonly ItemKind[] = ['qrCodes', 'links', 'pages', 'forms'];

/**
 * Counts of items in words of the interface language ("1 link", "3 ссылки"): the plural form is chosen by Intl for
 * the real language tag, not by i18next, which would read `se` as Northern Sami.
 */
export function useCountText() {
  const count = usePluralCount();
  return (kind: ItemKind, value: number): string => count(`campaign.count.${kind}`, value);
}

/** The kinds a campaign holds, each counted ("2 QR codes", "1 link"), leaving out the kinds it has none of. */
export function useItemParts() {
  const countText = useCountText();
  return (counts: Campaign['counts']): string[] =>
    ITEM_KINDS.filter((kind) => counts[kind] > 0).map((kind) => countText(kind, counts[kind]));
}

/** "2 QR codes and 1 link", joined as the language joins a list. */
export function useItemList() {
  const tag = useTag();
  const parts = useItemParts();
  return (counts: Campaign['counts']): string =>
    new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(parts(counts));
}

/**
 * The campaign's window in words of the interface language: a range Intl writes as the language does, or an open end
 * said as such.
 */
export function useWindowText() {
  const { t } = useTranslation();
  const tag = useTag();
  return ({ startsAt, endsAt }: Pick<Campaign, 'startsAt' | 'endsAt'>): string => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    if (startsAt && endsAt) return format.formatRange(new Date(startsAt), new Date(endsAt));
    if (startsAt) return t('campaign.window_from', { start: format.format(new Date(startsAt)) });
    if (endsAt) return t('campaign.window_until', { end: format.format(new Date(endsAt)) });
    return t('campaign.window_open');
  };
}
