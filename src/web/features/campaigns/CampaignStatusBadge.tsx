import { CalendarClock, CircleCheck, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '../../../shared/campaigns.js';

const LOOK: Record<CampaignStatus, { className: string; Icon: typeof CirclePlay }> = {
  scheduled: { className: 'bg-sky-50 text-sky-800 ring-sky-200', Icon: CalendarClock },
  active: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CirclePlay },
  ended: { className: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: CircleCheck },
};

/** Scheduled, active or ended: told by its word and icon, the colour only helps. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  const { className, Icon } = LOOK[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}
      data-testid="campaign-status"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`campaign.status.${status}`)}
    </span>
  );
}
