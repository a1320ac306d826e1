import { Clock, Layers, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Campaign } from '../../../shared/campaigns.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { useItemParts, useWindowText } from './campaign-text.js';
import { CampaignStatusBadge } from './CampaignStatusBadge.js';
import { Can } from '../../kit/Can.js';

// The card's smaller action: a ghost button's look with less padding.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/** One campaign in the list: name and status, its window, what it holds, its scans, when it was made, the way on. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  const parts = useItemParts()(campaign.counts);
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="campaign-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 truncate text-base font-semibold text-slate-900" title={campaign.name}>
          {campaign.name}
        </h2>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={t('campaign.window')} />
        <span>{windowText(campaign)}</span>
      </p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600" data-testid="campaign-summary">
        <Layers className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={t('campaign.items_label')} />
        <span>{parts.length > 0 ? parts.join(' · ') : t('campaign.no_items')}</span>
      </p>
      <dl className="mt-4 flex flex-1 items-start gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('campaign.scans')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="campaign-scans">
            {format.number(campaign.scans)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('campaign.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={campaign.createdAt}>{format.date(campaign.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/campaign/${campaign.id}`}
          aria-label={t('campaign.details_for', { name: campaign.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('campaign.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/campaign/edit/${campaign.id}`}
            aria-label={t('campaign.edit_named', { name: campaign.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('campaign.edit')}
          </Link>
        </Can>
      </div>
    </article>
  );
}
