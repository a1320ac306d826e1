import { sql } from 'kysely';
import type { Db, DatabaseHandle } from '../../db/database.js';
import { likePattern } from '../../db/dialect.js';
import type { LinkTable } from '../../db/schema.js';
import { allTimeSql } from '../clicks/rollups.repo.js';

export type LinkRow = LinkTable & { clicks: number };
export type LinkChanges = Partial<
  Pick<LinkTable, 'name' | 'url' | 'hash' | 'expires_at' | 'fallback_url' | 'campaign_id' | 'notes' | 'forward_query'>
>;

/** What a redirect needs of a link, looked up by hash across all workspaces. */
export type RedirectRow = Pick<
  LinkTable,
  'id' | 'workspace_id' | 'hash' | 'url' | 'expires_at' | 'fallback_url' | 'forward_query'
>;

const LINK_COLUMNS = [
  'link.id',
  'link.workspace_id',
  'link.name',
  'link.url',
  'link.hash',
  'link.expires_at',
  'link.fallback_url',
  'link.campaign_id',
  'link.notes',
  'link.forward_query',
  'link.created_at',
  'link.updated_at',
] as const;

function selectLinks(db: Db) {
  return db
    .selectFrom('link')
    .select(LINK_COLUMNS)
    .select(allTimeSql(sql.ref('link.id'), 'clicks').as('clicks'));
}

export async function listLinks(
  { db, dialect }: DatabaseHandle,
  workspaceId: string,
  options: { q?: string; limit: number; after?: { createdAt: number; id: string } },
): Promise<LinkRow[]> {
  let query = selectLinks(db).where('link.workspace_id', '=', workspaceId);
  if (options.q) {
    const pattern = likePattern(options.q);
    const like = (column: 'link.name' | 'link.hash' | 'link.url') =>
      sql<boolean>`${sql.ref(column)} ${sql.raw(dialect.ilike)} ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('link.name'), like('link.hash'), like('link.url')]));
  }
  if (options.after) {
    const { createdAt, id } = options.after;
    query = query.where((eb) =>
      eb.or([
        eb('link.created_at', '<', createdAt),
        eb.and([eb('link.created_at', '=', createdAt), eb('link.id', '<', id)]),
      ]),
    );
  }
  const rows = await query.orderBy('link.created_at', 'desc').orderBy('link.id', 'desc').limit(options.limit).execute();
  return rows.map(withNumericClicks);
}

export async function findLink(db: Db, workspaceId: string, id: string): Promise<LinkRow | undefined> {
  const row = await selectLinks(db)
    .where('link.workspace_id', '=', workspaceId)
    .where('link.id', '=', id)
    .executeTakeFirst();
  return row ? withNumericClicks(row) : undefined;
}

export async function findRedirectByHash(db: Db, hash: string): Promise<RedirectRow | undefined> {
  return db
    .selectFrom('link')
    .select(['id', 'workspace_id', 'hash', 'url', 'expires_at', 'fallback_url', 'forward_query'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

export async function insertLink(db: Db, row: Omit<LinkTable, never>): Promise<void> {
  await db.insertInto('link').values(row).execute();
}

export async function updateLink(db: Db, workspaceId: string, id: string, changes: LinkChanges, now: number) {
  await db
    .updateTable('link')
    .set({ ...changes, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLink(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('link')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// SUM arrives as a string from PostgreSQL's numeric and as a number from SQLite.
function withNumericClicks<T extends { clicks: unknown }>(row: T): T & { clicks: number } {
  return { ...row, clicks: Number(row.clicks ?? 0) };
}

export async function campaignInWorkspace(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('campaign')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
