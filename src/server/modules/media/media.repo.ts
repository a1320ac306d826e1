import { sql, type Insertable } from 'kysely';
import type { MediaKind } from '../../../shared/page-content.js';
import type { Db, DatabaseHandle } from '../../db/database.js';
import { likePattern } from '../../db/dialect.js';
import type { MediaTable } from '../../db/schema.js';
import { storedColumns } from '../../db/stored-columns.js';
import { workspaceRepo, type ListOptions } from '../../db/workspace-repo.js';

// A page's content is JSON: read here to find the uploads it shows.
const pageContent = storedColumns({ json: ['content'] });
// Whether a PDF runs actions: a boolean, stored as the database stores them.
const mediaFlags = storedColumns({ bool: ['active_content'] });

/** An upload's row as the module writes it: `active_content` a plain boolean. */
export type NewMediaRow = Omit<Insertable<MediaTable>, 'active_content'> & { active_content: boolean };

// Everything but the bytes: lists and answers never read a file they do not send.
const COLUMNS = ['id', 'workspace_id', 'kind', 'content_type', 'file_name', 'bytes', 'sha256', 'created_at'] as const;
const selectMedia = (db: Db) => db.selectFrom('media').select(COLUMNS.map((column) => `media.${column}` as const));
export type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['executeTakeFirstOrThrow']>>;

/** Get and delete within a workspace (the rows without their bytes). */
export const media = workspaceRepo({ table: 'media', select: selectMedia, searchColumns: ['media.file_name'] });

/**
 * Every part but a file's last holds this many bytes, so that the part of any byte is known without a query; the
 * parts were cut at this size when they moved out of `media` (migration 016), so it changes only with a migration.
 */
export const MEDIA_PART_BYTES = 256 * 1024;
// A few parts per statement keep a 50 MB upload's insert to fifty statements of a megabyte each, every one well
// within a request's statement time limit.
const PARTS_PER_INSERT = 4;

/** Stores an upload's row and its bytes, cut in parts (within the caller's transaction). */
export async function insertMedia(db: Db, row: NewMediaRow, data: Buffer): Promise<void> {
  await db.insertInto('media').values(mediaFlags.write(db, row)).execute();
  const parts = [];
  for (let part = 0; part * MEDIA_PART_BYTES < data.length; part += 1) {
    parts.push({ media_id: row.id, part, data: data.subarray(part * MEDIA_PART_BYTES, (part + 1) * MEDIA_PART_BYTES) });
  }
  for (let at = 0; at < parts.length; at += PARTS_PER_INSERT) {
    await db
      .insertInto('media_part')
      .values(parts.slice(at, at + PARTS_PER_INSERT))
      .execute();
  }
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

/**
 * An upload by id from any workspace (the public address serves it to anyone who has the page), with whether it is
 * to be downloaded only. Read on `database.media`, as its bytes are.
 */
export async function findPublic(db: Db, id: string) {
  return selectMedia(db).select('media.active_content').where('media.id', '=', id).executeTakeFirst();
}

/**
 * `length` bytes of an upload from `start` (0-based), as the pieces of the parts they fall in, in order (not joined:
 * a socket takes them one after the other, and joining would copy a megabyte per read). A video's seek reads its part
 * of the file, never all of it. Undefined when the parts are not all there (the file was deleted meanwhile).
 */
export async function readBytes(db: Db, id: string, start: number, length: number): Promise<Buffer[] | undefined> {
  if (length <= 0) return [];
  const first = Math.floor(start / MEDIA_PART_BYTES);
  const last = Math.floor((start + length - 1) / MEDIA_PART_BYTES);
  const rows = await db
    .selectFrom('media_part')
    .select(['part', 'data'])
    .where('media_id', '=', id)
    .where('part', '>=', first)
    .where('part', '<=', last)
    .orderBy('part')
    .execute();
  if (rows.length !== last - first + 1 || rows.some((row, index) => row.part !== first + index)) return undefined;
  const end = start + length;
  const pieces: Buffer[] = [];
  for (const { part, data } of rows) {
    const partStart = part * MEDIA_PART_BYTES;
    // A reader thread hands blobs over as plain Uint8Arrays: wrapped, not copied.
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const piece = bytes.subarray(Math.max(0, start - partStart), Math.max(0, end - partStart));
    const wanted = Math.min(end, partStart + MEDIA_PART_BYTES) - Math.max(start, partStart);
    if (piece.length !== wanted) return undefined;
    pieces.push(piece);
  }
  return pieces;
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
