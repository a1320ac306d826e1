import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../i18n/errors.js';
import { isMissing } from '../../kit/resource-queries.js';
import { campaigns } from './campaign-queries.js';

/** A campaign named by its id (a link's or a QR code's), linking to its page; said plainly once it is deleted. */
export function CampaignName({ id }: { id: string }) {
  const { t } = useTranslation();
  const campaign = campaigns.useItem(id);
  if (campaign.isPending) return <span className="text-slate-500">{t('common.loading')}</span>;
  if (!campaign.data) {
    return (
      <span className="text-slate-500">
        {isMissing(campaign.error) ? t('campaign.picker_gone') : errorText(t, campaign.error)}
      </span>
    );
  }
  return (
    <Link
      to={`/campaign/${campaign.data.id}`}
      className="inline-flex items-start gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
      data-testid="campaign-name"
    >
      <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{campaign.data.name}</span>
    </Link>
  );
}
