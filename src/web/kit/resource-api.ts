import { LIST_LIMIT_DEFAULT, type Page } from '../../shared/list.js';
import { api, withQuery } from '../api/client.js';

/** A list's filters beside the search, by query parameter (`tag` → `?tag=ID`); an empty value filters nothing. */
export type ListFilters = Readonly<Record<string, string | undefined>>;

/** What a list page asks for: the search words, the filters and where the previous page ended. */
export interface ListParams {
  q?: string;
  filters?: ListFilters;
  cursor?: string | null;
  limit?: number;
}

/**
 * The calls every resource answers (`/api/R` and `/api/R/{id}`, docs/product.md, HTTP interface), typed by the
 * resource's shapes.
 */
export interface ResourceApi<T, CreateInput = unknown, UpdateInput = Partial<CreateInput>, Created = T> {
  /** The resource's path segment, e.g. `links` or `api-keys`; also the root of its query keys. */
  readonly resource: string;
  readonly pageSize: number;
  /** `/api/R/{id}` and anything below it, e.g. `itemPath(id, 'stats')` → `/api/R/{id}/stats`. */
  itemPath: (id: string, ...rest: string[]) => string;
  list: (params: ListParams, signal?: AbortSignal) => Promise<Page<T>>;
  get: (id: string, signal?: AbortSignal) => Promise<T>;
  create: (input: CreateInput) => Promise<Created>;
  update: (id: string, changes: UpdateInput) => Promise<T>;
  remove: (id: string) => Promise<void>;
}

/**
 * The API calls of one resource, through the app's only fetch wrapper. `T` is what the server answers for one
 * item; a resource whose create answers more (an API key with its secret) says so with `Created`.
 */
export function resourceApi<T, CreateInput = unknown, UpdateInput = Partial<CreateInput>, Created = T>(
  resource: string,
  { pageSize = LIST_LIMIT_DEFAULT }: { pageSize?: number } = {},
): ResourceApi<T, CreateInput, UpdateInput, Created> {
  const root = `/api/${resource}`;
  const itemPath = (id: string, ...rest: string[]) =>
    [root, ...[id, ...rest].map((part) => encodeURIComponent(part))].join('/');
  return {
    resource,
    pageSize,
    itemPath,
    list: ({ q, filters, cursor, limit = pageSize }, signal) =>
      api<Page<T>>(withQuery(root, { q, ...filters, cursor, limit }), { signal }),
    get: (id, signal) => api<T>(itemPath(id), { signal }),
    create: (input) => api<Created>(root, { method: 'POST', body: input }),
    update: (id, changes) => api<T>(itemPath(id), { method: 'PATCH', body: changes }),
    remove: (id) => api<void>(itemPath(id), { method: 'DELETE' }),
  };
}
