import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Link, LinkList } from '../../../shared/links.js';
import type { Click, LinkStats } from '../../../shared/stats.js';
import type { StatsParams } from '../../statistics/stats-api.js';
import { linkKeys } from './link-queries.js';

/** True when a click belongs in a cached period: rolling ranges ("last 7 days") always take a new click. */
function inPeriod(params: StatsParams | undefined, at: string): boolean {
  if (!params || params.range !== 'custom') return true;
  const time = Date.parse(at);
  return (!params.from || time >= Date.parse(params.from)) && (!params.to || time < Date.parse(params.to));
}

/**
 * A click just streamed in shows at once: the link's totals go up and the click tops the latest-clicks tables.
 * Figures the click alone cannot settle (unique visitors, chart buckets, breakdowns) come with the next fetch.
 */
export function applyLiveClick(queryClient: QueryClient, linkId: string, click: Click): void {
  queryClient.setQueryData<Link>(linkKeys.detail(linkId), (link) => link && { ...link, clicks: link.clicks + 1 });

  queryClient.setQueriesData<InfiniteData<LinkList>>({ queryKey: linkKeys.lists() }, (data) =>
    data?.pages.some((page) => page.items.some((link) => link.id === linkId))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((link) => (link.id === linkId ? { ...link, clicks: link.clicks + 1 } : link)),
          })),
        }
      : data,
  );

  for (const [key, stats] of queryClient.getQueriesData<LinkStats>({ queryKey: linkKeys.statsOf(linkId) })) {
    if (!stats) continue;
    const counts = inPeriod(key[3] as StatsParams | undefined, click.createdAt);
    queryClient.setQueryData<LinkStats>(key, {
      ...stats,
      allTime: { ...stats.allTime, clicks: stats.allTime.clicks + 1 },
      totals: counts ? { ...stats.totals, clicks: stats.totals.clicks + 1 } : stats.totals,
    });
  }

  for (const [key, list] of queryClient.getQueriesData<{ items: Click[] }>({ queryKey: linkKeys.clicksOf(linkId) })) {
    if (!list || !inPeriod(key[3] as StatsParams | undefined, click.createdAt)) continue;
    if (list.items.some((item) => item.id === click.id)) continue;
    queryClient.setQueryData(key, { ...list, items: [click, ...list.items] });
  }
}
