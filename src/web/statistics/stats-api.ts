import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Click, LinkStats } from '../../shared/stats.js';
import { api, withQuery } from '../api/client.js';
import { retryUnlessMissing } from '../kit/resource-queries.js';

/** The query parameters of a statistics period (range, from, to, tz, interval), as the API names them. */
export type StatsParams = Record<string, string | undefined>;

/**
 * What the statistics are of: one item of a resource that counts clicks or scans (`links` today; QR codes,
 * campaigns and locations answer the same `/api/R/{id}/stats` and `/clicks`).
 */
export interface StatsSubject {
  resource: string;
  id: string;
}

/** Under the resource's own key root, so deleting or editing the item can refresh its statistics too. */
export const statsKeys = {
  statsOf: ({ resource, id }: StatsSubject) => [resource, 'stats', id] as const,
  stats: ({ resource, id }: StatsSubject, params: StatsParams) => [resource, 'stats', id, params] as const,
  clicksOf: ({ resource, id }: StatsSubject) => [resource, 'clicks', id] as const,
  clicks: ({ resource, id }: StatsSubject, params: StatsParams, limit: number) =>
    [resource, 'clicks', id, params, limit] as const,
};

const subjectPath = ({ resource, id }: StatsSubject, leaf: string) =>
  `/api/${resource}/${encodeURIComponent(id)}/${leaf}`;

export const getStats = (subject: StatsSubject, params: StatsParams, signal?: AbortSignal) =>
  api<LinkStats>(withQuery(subjectPath(subject, 'stats'), params), { signal });

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
