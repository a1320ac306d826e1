import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Link, LinkList } from '../../../shared/links.js';
import { linkKeys } from './link-queries.js';

/** A click just streamed in raises the link's own total, on its page and in the lists, at once. */
export function countLiveClick(queryClient: QueryClient, linkId: string): void {
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
}
