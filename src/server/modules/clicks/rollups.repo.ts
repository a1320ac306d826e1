import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { readBool } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { dimensionsOf, type DimensionSource } from './click-dimensions.js';
import { DAY_MS, utcDayStart } from './visitor-hash.js';

export const BUCKET_MS = 15 * 60_000;
// A day is rolled up an hour after it ends, so clicks still travelling (held batches, clock skew) land first.
const GRACE_MS = 3_600_000;
const ROWS_PER_READ = 20_000;
const LINKS_PER_READ = 500;

/** A click as the rollups count it. */
export interface RollupSource extends DimensionSource {
  linkId: string;
  workspaceId: string;
  at: number;
  unique: boolean;
}

/** Every click before this instant (a UTC midnight) is in the rollups; newer ones are read from their rows. */
export async function rolledUntil(executor: Kysely<Database>): Promise<number> {
  const row = await executor
    .selectFrom('rollup_state')
    .select('rolled_until')
    .where('name', '=', 'clicks')
    .executeTakeFirst();
  return Number(row?.rolled_until ?? 0);
}

/** Adds clicks to the 15-minute and daily rollups (one upsert per distinct key, counts added to what is there). */
export async function addToRollups(
  { bulkInsert }: DatabaseHandle,
  executor: Kysely<Database>,
  clicks: RollupSource[],
): Promise<void> {
  if (clicks.length === 0) return;
  const buckets = new Map<string, [string, string, number, number, number]>();
  const days = new Map<string, [string, string, string, string, number, number, number]>();
  for (const click of clicks) {
    const unique = click.unique ? 1 : 0;
    const start = click.at - (click.at % BUCKET_MS);
    const bucketKey = `${click.linkId}\0${start}`;
    const bucket = buckets.get(bucketKey) ?? [click.linkId, click.workspaceId, start, 0, 0];
    bucket[3] += 1;
    bucket[4] += unique;
    buckets.set(bucketKey, bucket);
    const day = utcDayStart(click.at);
    for (const [dimension, value] of dimensionsOf(click)) {
      const dayKey = `${click.linkId}\0${day}\0${dimension}\0${value}`;
      const tally = days.get(dayKey) ?? [click.linkId, click.workspaceId, dimension, value, day, 0, 0];
      tally[5] += 1;
      tally[6] += unique;
      days.set(dayKey, tally);
    }
  }
  await bulkInsert(
    executor,
    {
      table: 'link_stat_bucket',
      columns: ['link_id', 'workspace_id', 'bucket_start', 'clicks', 'uniques'],
      onConflict: { key: ['link_id', 'bucket_start'], action: 'add', add: ['clicks', 'uniques'] },
    },
    [...buckets.values()],
  );
  await bulkInsert(
    executor,
    {
      table: 'link_stat_day',
      columns: ['link_id', 'workspace_id', 'dimension', 'value', 'day', 'clicks', 'uniques'],
      onConflict: { key: ['link_id', 'dimension', 'value', 'day'], action: 'add', add: ['clicks', 'uniques'] },
    },
    [...days.values()],
  );
}

/**
 * Rolls up every finished day not rolled up yet, one day per transaction. The first statement moves the mark
 * (compare and set), so when several nodes try at once exactly one does each day.
 */
export async function rollUpFinishedDays(database: DatabaseHandle, now: number): Promise<number> {
  const target = utcDayStart(now - GRACE_MS);
  let days = 0;
  for (;;) {
    const day = await rolledUntil(database.db);
    if (day >= target) return days;
    await database.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('rollup_state')
        .set({ rolled_until: day + DAY_MS })
        .where('name', '=', 'clicks')
        .where('rolled_until', '=', day)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await rollUpDay(database, trx, day);
    });
    days += 1;
  }
}

async function rollUpDay(database: DatabaseHandle, trx: Kysely<Database>, day: number): Promise<void> {
  for (let after = ''; ;) {
    const links = await trx
      .selectFrom('link')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(LINKS_PER_READ)
      .execute();
    for (const { id } of links) {
      for (let afterRow = 0; ;) {
        const rows = await trx
          .selectFrom('link_statistic')
          .select([
            'id',
            'workspace_id',
            'link_id',
            'created_at',
            'country',
            'region',
            'city',
            'timezone',
            'org',
            'device_type',
            'device_vendor',
            'device_model',
            'browser_name',
            'os_name',
            'referrer',
            'qr_id',
            'is_unique',
          ])
          .where('link_id', '=', id)
          .where('created_at', '>=', day)
          .where('created_at', '<', day + DAY_MS)
          .where('id', '>', afterRow)
          .orderBy('id')
          .limit(ROWS_PER_READ)
          .execute();
        await addToRollups(database, trx, rows.map(rollupSourceOf));
        if (rows.length < ROWS_PER_READ) break;
        afterRow = Number(rows.at(-1)?.id ?? 0);
      }
    }
    if (links.length < LINKS_PER_READ) return;
    after = links.at(-1)?.id ?? '';
  }
}

function rollupSourceOf(row: {
  workspace_id: string;
  link_id: string;
  created_at: number;
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
  org: string | null;
  device_type: string | null;
  device_vendor: string | null;
  device_model: string | null;
  browser_name: string | null;
  os_name: string | null;
  referrer: string | null;
  qr_id: string | null;
  is_unique: boolean | number;
}): RollupSource {
  return {
    linkId: row.link_id,
    workspaceId: row.workspace_id,
    at: Number(row.created_at),
    unique: readBool(row.is_unique),
    country: row.country,
    region: row.region,
    city: row.city,
    timezone: row.timezone,
    org: row.org,
    deviceType: row.device_type,
    deviceVendor: row.device_vendor,
    deviceModel: row.device_model,
    browserName: row.browser_name,
    osName: row.os_name,
    referrer: row.referrer,
    qrId: row.qr_id,
  };
}
