import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLinkInput, Link, UpdateLinkInput } from '../../../shared/links.js';
import { api } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries } from '../../kit/resource-queries.js';
import { statsKeys, type StatsParams, type StatsSubject } from '../../statistics/stats-api.js';

/** `/api/links`: the kit's calls and hooks (list with search, one link, create, update, delete). */
export const links = resourceQueries(resourceApi<Link, CreateLinkInput, UpdateLinkInput>('links'));

export const linkSubject = (id: string): StatsSubject => ({ resource: 'links', id });

/** Every cached answer about links lives under ['links', …], so one invalidation refreshes them all. */
export const linkKeys = {
  ...links.keys,
  statsOf: (id: string) => statsKeys.statsOf(linkSubject(id)),
  stats: (id: string, params: StatsParams) => statsKeys.stats(linkSubject(id), params),
  clicksOf: (id: string) => statsKeys.clicksOf(linkSubject(id)),
  clicks: (id: string, params: StatsParams, limit: number) => statsKeys.clicks(linkSubject(id), params, limit),
};

/** Frees a former short code of a link: it stops redirecting, and any link may take it. */
export function useFreeAlias(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => api<void>(links.api.itemPath(linkId, 'aliases', hash), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: links.keys.all }),
  });
}
