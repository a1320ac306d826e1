import { useQuery } from '@tanstack/react-query';
import type { Campaign, CampaignDetail, CreateCampaignInput, UpdateCampaignInput } from '../../../shared/campaigns.js';
import { api } from '../../api/client.js';
import { readAllPages } from '../../kit/read-all-pages.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries, retryUnlessMissing } from '../../kit/resource-queries.js';
import type { StatsSubject } from '../../statistics/stats-api.js';

// The campaign screens, the campaign pickers of the link and QR code forms, and their facts all read campaigns:
// their calls live here, outside any one feature.

/** `/api/campaigns`: the kit's calls and hooks. A create or change answers the campaign with its items. */
export const campaigns = resourceQueries(
  resourceApi<Campaign, CreateCampaignInput, UpdateCampaignInput, CampaignDetail>('campaigns'),
);

export const campaignSubject = (id: string): StatsSubject => ({ resource: 'campaigns', id });

/**
 * One campaign with its items. Under the kit's detail key: a create or change puts its answer (a detail too)
 * there, so the campaign's page opens without a fetch.
 */
export function useCampaignDetail(id: string) {
  return useQuery({
    queryKey: campaigns.keys.detail(id),
    queryFn: ({ signal }) => api<CampaignDetail>(campaigns.api.itemPath(id), { signal }),
    retry: retryUnlessMissing,
  });
}

/** Every campaign of the workspace, newest first, for the pickers: a workspace has tens, rarely thousands. */
export function useWorkspaceCampaigns() {
  return useQuery({
    // Among the campaigns' lists, which every create, rename and delete refreshes.
    queryKey: [...campaigns.keys.lists(), 'picker'],
    queryFn: ({ signal }) => readAllPages<Campaign>(`/api/${campaigns.api.resource}`, signal),
    staleTime: 30_000,
  });
}
