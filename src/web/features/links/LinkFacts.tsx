import { useTranslation } from 'react-i18next';
import type { Link } from '../../../shared/links.js';
import { useFormat } from '../../i18n/format.js';
import { Fact } from '../../kit/Fact.js';
import { CampaignName } from '../campaigns/index.js';
import { TagChips } from '../tags/index.js';
import { useExpired } from './link-expiry.js';

/** The link's settings at a glance: created, expiry (and where it goes after), query forwarding, campaign, tags, notes. */
export function LinkFacts({ link }: { link: Link }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (iso: string) => format.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const expired = useExpired(link);

  return (
    <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
      <Fact term={t('link.created')}>
        <time dateTime={link.createdAt}>{when(link.createdAt)}</time>
      </Fact>
      <Fact term={t('link.expiry')}>
        {link.expiresAt === null ? (
          t('link.never_expires')
        ) : (
          <span className={expired ? 'font-semibold text-red-700' : ''}>
            {t(expired ? 'link.expired_on' : 'link.expires_on', { date: when(link.expiresAt) })}
          </span>
        )}
        {link.expiresAt !== null && (
          <span className="hint-text mt-0.5 block text-slate-500">
            {link.fallbackUrl ? t('link.then_goes_to', { url: link.fallbackUrl }) : t('link.then_expired_page')}
          </span>
        )}
      </Fact>
      <Fact term={t('link.forward_query')}>{t(link.forwardQuery ? 'common.yes' : 'common.no')}</Fact>
      {link.campaignId && (
        <Fact term={t('campaign.picker_label')}>
          <CampaignName id={link.campaignId} />
        </Fact>
      )}
      {link.tags.length > 0 && (
        <Fact term={t('smart.tags.label')}>
          <TagChips tags={link.tags} max={6} />
        </Fact>
      )}
      {link.notes && (
        <Fact term={t('link.notes')}>
          <span className="whitespace-pre-line">{link.notes}</span>
        </Fact>
      )}
    </dl>
  );
}
