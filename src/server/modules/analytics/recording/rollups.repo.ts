import type { Kysely } from 'kysely';
import { bulkInsertSpec } from '../../../db/bulk-insert.js';
import type { DatabaseHandle } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { HOUR_MS, tallyRollups, type RollupSource } from './rollup-tallies.js';

// An hour is rolled up a few minutes after it ends. A click that arrives later still counts: it is added to the
// rollups when it is written (see writeClicks).
const GRACE_MS = 5 * 60_000;
const ROWS_PER_READ = 20_000;

/** Every click before this instant (a whole UTC hour) is in the rollups; newer ones are read from their rows. */
export async function rolledUntil(executor: Kysely<Database>): Promise<number> {
  const row = await executor
    .selectFrom('rollup_state')
    .select('rolled_until')
    .where('name', '=', 'clicks')
    .executeTakeFirst();
  return Number(row?.rolled_until ?? 0);
}

/**
 * Adds clicks to the 15-minute buckets and to the hourly and daily counts per breakdown value of each of their
 * subjects (subjects.ts): one upsert per distinct key, counts added to what is there.
 */
export async function addToRollups(
  { bulkInsert }: DatabaseHandle,
  executor: Kysely<Database>,
  clicks: RollupSource[],
): Promise<void> {
  if (clicks.length === 0) return;
  const rows = tallyRollups(clicks);
  await bulkInsert(executor, BUCKET_INSERT, rows.buckets);
  await bulkInsert(executor, HOUR_INSERT, rows.hours);
  await bulkInsert(executor, DAY_INSERT, rows.days);
}

// A rollup row adds its counts to the row of the same key that is there already.
const BUCKET_INSERT = bulkInsertSpec({
  table: 'stat_bucket',
  columns: ['subject', 'workspace_id', 'bucket_start', 'clicks', 'uniques'],
  onConflict: { key: ['subject', 'bucket_start'], action: 'add', add: ['clicks', 'uniques'] },
});
const HOUR_INSERT = bulkInsertSpec({
  table: 'stat_hour',
  columns: ['subject', 'workspace_id', 'dimension', 'value', 'hour', 'clicks', 'uniques'],
  onConflict: { key: ['subject', 'hour', 'dimension', 'value'], action: 'add', add: ['clicks', 'uniques'] },
});
const DAY_INSERT = bulkInsertSpec({
  table: 'stat_day',
  columns: ['subject', 'workspace_id', 'dimension', 'value', 'day', 'clicks', 'uniques'],
  onConflict: { key: ['subject', 'day', 'dimension', 'value'], action: 'add', add: ['clicks', 'uniques'] },
});

/**
 * Rolls up every finished hour not rolled up yet, one hour per transaction. The first statement moves the mark
 * (compare and set), so when several nodes try at once exactly one does each hour.
 */
export async function rollUpFinishedHours(database: DatabaseHandle, now: number): Promise<number> {
  const target = now - GRACE_MS - ((now - GRACE_MS) % HOUR_MS);
  let hours = 0;
  for (;;) {
    const hour = await rolledUntil(database.db);
    if (hour >= target) return hours;
    await database.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('rollup_state')
        .set({ rolled_until: hour + HOUR_MS })
        .where('name', '=', 'clicks')
        .where('rolled_until', '=', hour)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await rollUpHour(database, trx, hour);
    });
    hours += 1;
  }
}

// The hour's clicks of every subject, along the created_at index, in pages; named as the rollups read them, so the
// rows need no copying.
const ROLLUP_COLUMNS = [
  'id',
  'workspace_id as workspaceId',
  'link_id as linkId',
  'qr_id as qrId',
  'campaign_id as campaignId',
  'location_id as locationId',
  'created_at as at',
  'unique_in as uniqueIn',
  'country',
  'region',
  'city',
  'timezone',
  'org',
  'device_type as deviceType',
  'device_vendor as deviceVendor',
  'device_model as deviceModel',
  'browser_name as browserName',
  'os_name as osName',
  'referrer',
  'route_id as routeId',
] as const;

async function rollUpHour(database: DatabaseHandle, trx: Kysely<Database>, hour: number): Promise<void> {
  for (let afterRow = 0; ;) {
    const rows = await trx
      .selectFrom('link_statistic')
      .select(ROLLUP_COLUMNS)
      .where('created_at', '>=', hour)
      .where('created_at', '<', hour + HOUR_MS)
      .where('id', '>', afterRow)
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    // PostgreSQL sends bigint as numbers (database.ts) and integers as numbers: no conversion needed.
    await addToRollups(database, trx, rows);
    if (rows.length < ROWS_PER_READ) return;
    afterRow = Number(rows.at(-1)?.id ?? 0);
  }
}
