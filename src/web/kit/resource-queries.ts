import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../api/client.js';
import type { ListFilters, ResourceApi } from './resource-api.js';

/** The filters that filter something, or undefined for none: `{ tag: '' }` is the same list as no filters. */
export function activeFilters(filters: ListFilters | undefined): ListFilters | undefined {
  const set = Object.entries(filters ?? {}).filter(([, value]) => value);
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/** Every cached answer about a resource lives under [resource, …], so one invalidation can refresh them all. */
export function resourceKeys(resource: string) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    /** A list for a search and its filters; unfiltered lists keep the shorter key they always had. */
    list: (q: string, filters?: ListFilters) => {
      const active = activeFilters(filters);
      return active ? ([resource, 'list', q, active] as const) : ([resource, 'list', q] as const);
    },
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

/** A missing item stays missing: asking again only delays the not-found message. */
export function retryUnlessMissing(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && (error.status === 404 || error.status === 422)) && failures < 2;
}

/** True for the answer "this item does not exist (any more)". */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The TanStack Query hooks of one resource: a searchable list read page by page ("load more"), one item, and
 * create / update / remove, which refresh the lists (and keep the saved item, so its page opens without a fetch).
 * `keepCreated: false` keeps a create's answer out of the cache, e.g. an API key whose answer holds its secret.
 */
export function resourceQueries<T extends { id: string }, CreateInput, UpdateInput, Created extends T = T>(
  api: ResourceApi<T, CreateInput, UpdateInput, Created>,
  { keepCreated = true }: { keepCreated?: boolean } = {},
) {
  const keys = resourceKeys(api.resource);
  const refreshLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: keys.lists() });

  return {
    api,
    keys,

    /** The list for a search (empty for all) and filters (a tag), newest first; `fetchNextPage` reads on. */
    useList(q = '', filters?: ListFilters) {
      const active = activeFilters(filters);
      return useInfiniteQuery({
        queryKey: keys.list(q, active),
        queryFn: ({ pageParam, signal }) => api.list({ q, filters: active, cursor: pageParam }, signal),
        initialPageParam: null as string | null,
        getNextPageParam: (page) => page.nextCursor,
        // A new search keeps the previous results on screen (dimmed) until its own arrive.
        placeholderData: keepPreviousData,
      });
    },

    useItem(id: string) {
      return useQuery({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => api.get(id, signal),
        retry: retryUnlessMissing,
      });
    },

    useCreate() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: CreateInput) => api.create(input),
        onSuccess: (item) => {
          if (keepCreated) queryClient.setQueryData(keys.detail(item.id), item);
          return refreshLists(queryClient);
        },
      });
    },

    useUpdate() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, changes }: { id: string; changes: UpdateInput }) => api.update(id, changes),
        onSuccess: (item) => {
          queryClient.setQueryData(keys.detail(item.id), item);
          return refreshLists(queryClient);
        },
      });
    },

    /** Deletes (or revokes) an item; one somebody else deleted meanwhile counts as deleted, which it is. */
    useRemove() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async (id: string) => {
          try {
            await api.remove(id);
          } catch (error) {
            if (!isMissing(error)) throw error;
          }
        },
        onSuccess: () => refreshLists(queryClient),
      });
    },
  };
}

export type ResourceQueries<T extends { id: string }, CreateInput, UpdateInput, Created extends T = T> = ReturnType<
  typeof resourceQueries<T, CreateInput, UpdateInput, Created>
>;
