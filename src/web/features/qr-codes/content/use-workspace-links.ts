import { useQuery } from '@tanstack/react-query';
import type { Link } from '../../../../shared/links.js';
import { LIST_LIMIT_MAX, type Page } from '../../../../shared/list.js';
import { api, withQuery } from '../../../api/client.js';

/** At most this many pages of links are read for the picker (10,000 links). */
const PAGES_MAX = 100;

/** The workspace's links for the target pickers, all of them (page after page), newest first. */
export function useWorkspaceLinks(enabled = true) {
  return useQuery({
    enabled,
    // Under the links' own root, so a link created or renamed elsewhere refreshes the picker too.
    queryKey: ['links', 'qr-target-picker'],
    queryFn: async ({ signal }) => {
      const items: Link[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < PAGES_MAX; page += 1) {
        const answer: Page<Link> = await api<Page<Link>>(withQuery('/api/links', { limit: LIST_LIMIT_MAX, cursor }), {
          signal,
        });
        items.push(...answer.items);
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      return items;
    },
    staleTime: 30_000,
  });
}
