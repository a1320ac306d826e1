import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText, Link2, PanelsTopLeft, QrCode, type LucideIcon } from 'lucide-react';
import type { CampaignItemInput, CampaignItemKey } from '../../../shared/campaigns.js';
import { LIST_LIMIT_MAX, type Page } from '../../../shared/list.js';
import { api, withQuery } from '../../api/client.js';

/** One item a picker offers: its name, and for codes and links their short address, to tell alike names apart. */
export interface ItemOption {
  id: string;
  name: string;
  detail: string | null;
}

export interface ItemSource {
  /** The list field of the campaign's body and the detail's key. */
  input: CampaignItemInput;
  key: CampaignItemKey;
  /** The resource the items are read from, and the root of its query keys. */
  resource: string;
  /** Where an item's own page is. */
  path: (id: string) => string;
  /** Where a new one is made. */
  createPath: string;
  icon: LucideIcon;
}

export const ITEM_SOURCES: readonly ItemSource[] = [
  {
    input: 'qrIds',
    key: 'qrCodes',
    resource: 'qr-codes',
    path: (id) => `/qr-code/${id}`,
    createPath: '/qr-code/new',
    icon: QrCode,
  },
  {
    input: 'linkIds',
    key: 'links',
    resource: 'links',
    path: (id) => `/link/${id}`,
    createPath: '/link/new',
    icon: Link2,
  },
  {
    input: 'pageIds',
    key: 'pages',
    resource: 'pages',
    path: (id) => `/page/${id}`,
    createPath: '/page/new',
    icon: PanelsTopLeft,
  },
  {
    input: 'feedbackIds',
    key: 'forms',
    resource: 'feedback',
    path: (id) => `/feedback/${id}`,
    createPath: '/feedback/new',
    icon: MessageSquareText,
  },
];

interface ListedItem {
  id: string;
  name: string;
  shortUrl?: string | null;
}

/**
 * The workspace's items of one kind for a picker, a hundred at a time, searched by `q`. Under the resource's own
 * list root, so an item created, renamed or deleted elsewhere shows here too, but apart from its list screen's pages.
 */
export function useItemOptions(source: ItemSource, q: string) {
  return useInfiniteQuery({
    queryKey: [source.resource, 'list', 'campaign-picker', q],
    queryFn: ({ pageParam, signal }) =>
      api<Page<ListedItem>>(withQuery(`/api/${source.resource}`, { q, cursor: pageParam, limit: LIST_LIMIT_MAX }), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item): ItemOption => ({ id: item.id, name: item.name, detail: item.shortUrl ?? null })),
      })),
    }),
    placeholderData: keepPreviousData,
  });
}
