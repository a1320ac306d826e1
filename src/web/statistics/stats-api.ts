import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Click, SubjectStats, StatsSummary } from '../../shared/stats.js';
import { api, withQuery } from '../api/client.js';
import { retryUnlessMissing } from '../kit/resource-queries.js';

/**
 * The query parameters of a statistics period (range, from, to, tz, interval) and its filters (`filter`, each
 * `dimension:value`), as the API names them.
 */
export type StatsParams = Record<string, string | readonly string[] | undefined>;

/**
 * What the statistics are of: one item of a resource that counts clicks or scans (`links`; QR codes, campaigns and
 * locations answer the same `/api/R/{id}/stats` and `/clicks`), or the whole workspace (`/api/stats`).
 */
export type StatsSubject = { resource: string; id: string } | { resource: 'workspace' };

export const workspaceSubject: StatsSubject = { resource: 'workspace' };

const idOf = (subject: StatsSubject) => ('id' in subject ? subject.id : '');

/** Under the resource's own key root, so deleting or editing the item can refresh its statistics too. */
export const statsKeys = {
  statsOf: (subject: StatsSubject) => [subject.resource, 'stats', idOf(subject)] as const,
  stats: (subject: StatsSubject, params: StatsParams) => [subject.resource, 'stats', idOf(subject), params] as const,
  clicksOf: (subject: StatsSubject) => [subject.resource, 'clicks', idOf(subject)] as const,
  clicks: (subject: StatsSubject, params: StatsParams, limit: number) =>
    [subject.resource, 'clicks', idOf(subject), params, limit] as const,
  summaryOf: (subject: StatsSubject) => [subject.resource, 'summary', idOf(subject)] as const,
};

const subjectPath = (subject: StatsSubject, leaf: string) =>
  'id' in subject ? `/api/${subject.resource}/${encodeURIComponent(subject.id)}/${leaf}` : `/api/${leaf}`;

export const getStats = (subject: StatsSubject, params: StatsParams, signal?: AbortSignal) =>
  api<SubjectStats>(withQuery(subjectPath(subject, 'stats'), params), { signal });

export const getClicks = (subject: StatsSubject, params: StatsParams, limit: number, signal?: AbortSignal) =>
  api<{ items: Click[] }>(withQuery(subjectPath(subject, 'clicks'), { ...params, limit }), { signal });

/** The CSV export of a period's clicks: a plain download, authorised by the session cookie. */
export const clicksCsvUrl = (subject: StatsSubject, params: StatsParams) =>
  withQuery(subjectPath(subject, 'clicks.csv'), params);

/** The figures of a period; `params` null while the period is not valid yet (nothing is asked). */
export function useStats(subject: StatsSubject, params: StatsParams | null) {
  return useQuery({
    queryKey: statsKeys.stats(subject, params ?? {}),
    queryFn: ({ signal }) => getStats(subject, params ?? {}, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

/** Today, the last 7 and 30 days, each against the period before, in the viewer's zone. */
export function useStatsSummary(subject: StatsSubject, tz: string) {
  return useQuery({
    queryKey: [...statsKeys.summaryOf(subject), tz],
    queryFn: ({ signal }) => api<StatsSummary>(withQuery(subjectPath(subject, 'stats/summary'), { tz }), { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

/** The newest `limit` clicks of a period. */
export function useClicks(subject: StatsSubject, params: StatsParams | null, limit: number) {
  return useQuery({
    queryKey: statsKeys.clicks(subject, params ?? {}, limit),
    queryFn: ({ signal }) => getClicks(subject, params ?? {}, limit, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}
