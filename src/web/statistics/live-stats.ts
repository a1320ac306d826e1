import type { QueryClient } from '@tanstack/react-query';
import { parseStatFilter, passesFilters, type StatFilter } from '../../shared/stat-values.js';
import type { Click, ClickEvent, SubjectStats } from '../../shared/stats.js';
import { statsKeys, type StatsParams, type StatsSubject } from './stats-api.js';

/** Whether a streamed click counts for the subject: the workspace takes every click, the others their own. */
export function clickIsOf(subject: StatsSubject, event: ClickEvent): boolean {
  if (!('id' in subject)) return true;
  if (subject.resource === 'links') return event.linkId === subject.id;
  if (subject.resource === 'qr-codes') return event.click.qrId === subject.id;
  if (subject.resource === 'campaigns') return event.click.campaignId === subject.id;
  if (subject.resource === 'locations') return event.click.locationId === subject.id;
  return false;
}

const one = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** True when a click belongs in a cached period and its filters: rolling ranges ("last 7 days") take a new click. */
function counts(params: StatsParams | undefined, click: Click): boolean {
  if (!params) return true;
  const filters = [params.filter ?? []]
    .flat()
    .map(parseStatFilter)
    .filter((filter): filter is StatFilter => typeof filter !== 'string');
  if (!passesFilters(click, filters)) return false;
  if (params.range !== 'custom') return true;
  const time = Date.parse(click.createdAt);
  const from = one(params.from);
  const to = one(params.to);
  return (!from || time >= Date.parse(from)) && (!to || time < Date.parse(to));
}

/**
 * A click just streamed in shows at once: the subject's totals go up and the click tops its latest-clicks tables.
 * Figures the click alone cannot settle (unique visitors, chart buckets, breakdowns) come with the next fetch.
 */
export function applyClickToStats(queryClient: QueryClient, subject: StatsSubject, click: Click): void {
  for (const [key, stats] of queryClient.getQueriesData<SubjectStats>({ queryKey: statsKeys.statsOf(subject) })) {
    if (!stats) continue;
    const inView = counts(key[3] as StatsParams | undefined, click);
    queryClient.setQueryData<SubjectStats>(key, {
      ...stats,
      allTime: { ...stats.allTime, clicks: stats.allTime.clicks + 1 },
      totals: inView ? { ...stats.totals, clicks: stats.totals.clicks + 1 } : stats.totals,
    });
  }
  for (const [key, list] of queryClient.getQueriesData<{ items: Click[] }>({
    queryKey: statsKeys.clicksOf(subject),
  })) {
    if (!list || !counts(key[3] as StatsParams | undefined, click)) continue;
    if (list.items.some((item) => item.id === click.id)) continue;
    queryClient.setQueryData(key, { ...list, items: [click, ...list.items] });
  }
}

/** Fetches the subject's figures and clicks again: after a burst, and whenever the stream cannot vouch for them. */
export function refreshStats(queryClient: QueryClient, subject: StatsSubject, what: 'figures' | 'all'): void {
  void queryClient.invalidateQueries({ queryKey: statsKeys.statsOf(subject) });
  void queryClient.invalidateQueries({ queryKey: statsKeys.summaryOf(subject) });
  if (what === 'all') void queryClient.invalidateQueries({ queryKey: statsKeys.clicksOf(subject) });
}
