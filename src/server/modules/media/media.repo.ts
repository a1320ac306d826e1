import { sql, type Insertable } from 'kysely';
import type { MediaKind } from '../../../shared/page-content.js';
import type { Db, DatabaseHandle } from '../../db/database.js';
import { likePattern } from '../../db/dialect.js';
import type { MediaTable } from '../../db/schema.js';
import { storedColumns } from '../../db/stored-columns.js';
import { workspaceRepo, type ListOptions } from '../../db/workspace-repo.js';

// A page's content is JSON: read here to find the uploads it shows.
const pageContent = storedColumns({ json: ['content'] });

// Everything but the bytes: lists and answers never read a file they do not send.
const COLUMNS = ['id', 'workspace_id', 'kind', 'content_type', 'file_name', 'bytes', 'sha256', 'created_at'] as const;
const selectMedia = (db: Db) => db.selectFrom('media').select(COLUMNS.map((column) => `media.${column}` as const));
export type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['executeTakeFirstOrThrow']>>;

/** Get and delete within a workspace (the rows without their bytes). */
export const media = workspaceRepo({ table: 'media', select: selectMedia, searchColumns: ['media.file_name'] });

export async function insertMedia(db: Db, row: Insertable<MediaTable>): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

/** Newest first, by file name with `q`, of one kind when asked; keyset paging as every list. */
export async function listMedia(
  { db, dialect }: DatabaseHandle,
  workspaceId: string,
  options: ListOptions & { kind?: MediaKind },
): Promise<MediaRow[]> {
  let query = selectMedia(db).where('media.workspace_id', '=', workspaceId);
  if (options.kind) query = query.where('media.kind', '=', options.kind);
  if (options.q) {
    query = query.where(sql<boolean>`media.file_name ${sql.raw(dialect.ilike)} ${likePattern(options.q)} escape '\\'`);
  }
  if (options.after) {
    const { createdAt, id } = options.after;
    query = query.where((eb) =>
      eb.or([
        eb('media.created_at', '<', createdAt),
        eb.and([eb('media.created_at', '=', createdAt), eb('media.id', '<', id)]),
      ]),
    );
  }
  return query.orderBy('media.created_at', 'desc').orderBy('media.id', 'desc').limit(options.limit).execute();
}

/** id → kind of those of `ids` that are uploads of the workspace. */
export async function kindsOf(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, MediaKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['id', 'kind'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** An upload by id from any workspace (the public address serves it to anyone who has the page). */
export async function findPublic(db: Db, id: string): Promise<MediaRow | undefined> {
  return selectMedia(db).where('media.id', '=', id).executeTakeFirst();
}

/**
 * `length` bytes of an upload from `start` (0-based), cut by the database: a video's seek reads its part of the file,
 * not all of it. substr counts from 1 on both dialects, and on SQLite and PostgreSQL alike cuts bytes of a blob.
 */
export async function readBytes(db: Db, id: string, start: number, length: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('media')
    .select(sql<Buffer>`substr(data, ${start + 1}, ${length})`.as('part'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.part) : undefined;
}

/**
 * The workspace's pages whose content mentions the upload's id: the candidates, which the service confirms with the
 * content's own references (the id could appear in a text).
 */
export async function pagesMentioning(db: Db, workspaceId: string, mediaId: string) {
  const rows = await db
    .selectFrom('page')
    .select(['id', 'name', 'content'])
    .where('workspace_id', '=', workspaceId)
    .where(sql<boolean>`cast(content as text) like ${likePattern(mediaId)} escape '\\'`)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => pageContent.read(row));
}
