import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Campaign } from '../../../shared/campaigns.js';
import { toDateInput } from '../../lib/local-time.js';

/**
 * The statistics period a campaign's page opens with: its window as whole days in the viewer's zone, from its start
 * (else its creation) to its end or today, whichever comes first. Null for a campaign that has not started: its
 * window holds no day yet, and the usual period applies.
 */
export function campaignWindowDays(
  campaign: Pick<Campaign, 'startsAt' | 'endsAt' | 'createdAt'>,
  now: Date,
): { from: string; to: string } | null {
  const start = new Date(campaign.startsAt ?? campaign.createdAt);
  if (start > now) return null;
  const end = campaign.endsAt ? new Date(Math.min(Date.parse(campaign.endsAt), now.getTime())) : now;
  // A campaign without a start that ended before it was made in here still shows its last day.
  const from = toDateInput(start < end ? start : end);
  return { from, to: toDateInput(end) };
}

/**
 * Opens the statistics on the campaign's window unless the address already names a period (a shared link, the back
 * button): written into the address, so the period controls show it and can change it. True once the period is set.
 */
export function useCampaignWindowRange(campaign: Pick<Campaign, 'startsAt' | 'endsAt' | 'createdAt'>): boolean {
  const [params, setParams] = useSearchParams();
  // Kept through the rewrite of the address: the notice the form sent ("The campaign has been created").
  const { state } = useLocation() as { state: unknown };
  const named = params.has('range');
  const days = named ? null : campaignWindowDays(campaign, new Date());
  const from = days?.from;
  const to = days?.to;
  useEffect(() => {
    if (!from || !to) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('range', 'custom');
        next.set('from', from);
        next.set('to', to);
        return next;
      },
      { replace: true, state },
    );
  }, [from, to, setParams, state]);
  return named || days === null;
}
