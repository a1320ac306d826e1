import type { CreateLinkInput, Link, LinkList, UpdateLinkInput } from '../../../shared/links.js';
import type { Click, LinkStats } from '../../../shared/stats.js';
import { api, withQuery } from '../../api/client.js';

/** The query parameters of a statistics period (range, from, to, tz, interval), as the API names them. */
export type StatsParams = Record<string, string | undefined>;

export const LINKS_PAGE_SIZE = 24;

export const listLinks = (q: string, cursor: string | null, signal?: AbortSignal) =>
  api<LinkList>(withQuery('/api/links', { q, cursor, limit: LINKS_PAGE_SIZE }), { signal });

export const getLink = (id: string, signal?: AbortSignal) =>
  api<Link>(`/api/links/${encodeURIComponent(id)}`, { signal });

export const createLink = (input: CreateLinkInput) => api<Link>('/api/links', { method: 'POST', body: input });

export const updateLink = (id: string, changes: UpdateLinkInput) =>
  api<Link>(`/api/links/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

export const deleteLink = (id: string) => api<void>(`/api/links/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const getLinkStats = (id: string, params: StatsParams, signal?: AbortSignal) =>
  api<LinkStats>(withQuery(`/api/links/${encodeURIComponent(id)}/stats`, params), { signal });

export const getLinkClicks = (id: string, params: StatsParams, limit: number, signal?: AbortSignal) =>
  api<{ items: Click[] }>(withQuery(`/api/links/${encodeURIComponent(id)}/clicks`, { ...params, limit }), {
    signal,
  });

/** The CSV export of a period's clicks: a plain download, authorised by the session cookie. */
export const linkClicksCsvUrl = (id: string, params: StatsParams) =>
  withQuery(`/api/links/${encodeURIComponent(id)}/clicks.csv`, params);
