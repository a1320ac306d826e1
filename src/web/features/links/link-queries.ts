import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client.js';
import { getLink, getLinkClicks, getLinkStats, listLinks, type StatsParams } from './links-api.js';

/** Every cached answer about links lives under ['links', …], so one invalidation refreshes them all. */
export const linkKeys = {
  all: ['links'] as const,
  lists: () => ['links', 'list'] as const,
  list: (q: string) => ['links', 'list', q] as const,
  detail: (id: string) => ['links', 'detail', id] as const,
  statsOf: (id: string) => ['links', 'stats', id] as const,
  stats: (id: string, params: StatsParams) => ['links', 'stats', id, params] as const,
  clicksOf: (id: string) => ['links', 'clicks', id] as const,
  clicks: (id: string, params: StatsParams, limit: number) => ['links', 'clicks', id, params, limit] as const,
};

// A missing link stays missing: asking again only delays the not-found message.
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 422)) && failures < 2;

export function useLinkList(q: string) {
  return useInfiniteQuery({
    queryKey: linkKeys.list(q),
    queryFn: ({ pageParam, signal }) => listLinks(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useLink(id: string) {
  return useQuery({
    queryKey: linkKeys.detail(id),
    queryFn: ({ signal }) => getLink(id, signal),
    retry: retryUnlessMissing,
  });
}

export function useLinkStats(id: string, params: StatsParams | null) {
  return useQuery({
    queryKey: linkKeys.stats(id, params ?? {}),
    queryFn: ({ signal }) => getLinkStats(id, params ?? {}, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

export function useLinkClicks(id: string, params: StatsParams | null, limit: number) {
  return useQuery({
    queryKey: linkKeys.clicks(id, params ?? {}, limit),
    queryFn: ({ signal }) => getLinkClicks(id, params ?? {}, limit, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}
