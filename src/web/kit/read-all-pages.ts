import { LIST_LIMIT_MAX, type Page } from '../../shared/list.js';
import { api, withQuery } from '../api/client.js';

/** At most this many pages are read for a picker (10,000 items). */
const PAGES_MAX = 100;

/** Every item of a workspace list (`/api/links`, `/api/feedback`), page after page, newest first: for the pickers. */
export async function readAllPages<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < PAGES_MAX; page += 1) {
    const answer: Page<T> = await api<Page<T>>(withQuery(path, { limit: LIST_LIMIT_MAX, cursor }), { signal });
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return items;
}
