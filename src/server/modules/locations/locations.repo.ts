import { sql } from 'kysely';
import type { Db, DatabaseHandle } from '../../db/database.js';
import { likePattern } from '../../db/dialect.js';
import { olderThan, workspaceRepo, type ListOptions } from '../../db/workspace-repo.js';

/** A location with how many QR codes are placed there and how many events are held there. */
const selectLocation = (db: Db) =>
  db
    .selectFrom('location')
    .selectAll('location')
    .select((eb) => [
      eb
        .selectFrom('qr')
        .select((count) => count.fn.countAll().as('count'))
        .whereRef('qr.location_id', '=', 'location.id')
        .as('qr_count'),
      eb
        .selectFrom('event')
        .select((count) => count.fn.countAll().as('count'))
        .whereRef('event.location_id', '=', 'location.id')
        .as('event_count'),
    ]);
export type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocation>['executeTakeFirstOrThrow']>>;

/** Get, list (by name or address), insert, update and delete, within a workspace. */
export const locations = workspaceRepo({
  table: 'location',
  select: selectLocation,
  searchColumns: ['location.name', 'location.address'],
});

export interface PlacedQrRow {
  id: string;
  name: string;
  qr_type_id: string;
  qr_class: 'dynamic' | 'static';
  hash: string | null;
  created_at: number;
}

/**
 * The QR codes placed at a location, newest first, by name or code with `q`, one keyset page (`limit` rows at most,
 * after `after`): the location's page lists them however many there are.
 */
export async function qrCodesAt(
  { db, dialect }: DatabaseHandle,
  workspaceId: string,
  locationId: string,
  options: ListOptions,
): Promise<PlacedQrRow[]> {
  let query = db
    .selectFrom('qr')
    .select(['id', 'name', 'qr_type_id', 'qr_class', 'hash', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('location_id', '=', locationId);
  if (options.q) {
    const pattern = likePattern(options.q);
    const like = sql.raw(dialect.ilike);
    query = query.where(sql<boolean>`(name ${like} ${pattern} escape '\\' or hash ${like} ${pattern} escape '\\')`);
  }
  if (options.after) query = query.where(olderThan(options.after));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}
