import type { Page } from '../../../shared/list.js';
import { LIST_LIMIT_DEFAULT, type ListQuery } from '../../../shared/list.js';
import type { ListOptions, ListPosition } from '../../db/workspace-repo.js';
import { httpErrors } from '../errors.js';

const INVALID_CURSOR = { path: 'cursor', code: 'invalid_cursor', message: 'invalid_cursor' };

/** The repo's list options for a request's `?q=&limit=&cursor=`: one row more than the page, to know if one follows. */
export function listOptions(query: ListQuery): ListOptions & { pageSize: number } {
  const pageSize = query.limit ?? LIST_LIMIT_DEFAULT;
  return {
    q: query.q || undefined,
    limit: pageSize + 1,
    pageSize,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  };
}

/** A page of the API from the rows a list query read (`pageSize + 1` at most). */
export function toPage<Row extends { id: string; created_at: number }, Item>(
  rows: Row[],
  pageSize: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > pageSize && last ? encodeCursor({ createdAt: Number(last.created_at), id: last.id }) : null,
  };
}

// Keyset pagination: the cursor is the last row's (created_at, id), opaque to clients.
export function encodeCursor({ createdAt, id }: ListPosition): string {
  return Buffer.from(`${createdAt}:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  // Ids are ours (UUIDv7): anything else, a NUL byte above all, must not reach the database as a forged cursor.
  if (extra !== undefined || !createdAt || !id || !/^\d{1,16}$/.test(createdAt) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw httpErrors.validation([INVALID_CURSOR]);
  }
  return { createdAt: Number(createdAt), id };
}
