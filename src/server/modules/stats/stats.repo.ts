import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { CLICK_COLUMNS } from '../clicks/clicks.repo.js';

export interface Tally {
  clicks: number;
  uniques: number;
}

export interface RawStatRow {
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
}

// SUM arrives as a string from PostgreSQL (numeric) and as a number from SQLite.
const toTally = (row: { clicks?: unknown; uniques?: unknown }): Tally => ({
  clicks: Number(row.clicks ?? 0),
  uniques: Number(row.uniques ?? 0),
});

/**
 * All-time clicks and uniques of a link: the daily `total` rollup holds the days before `rolledUntil`, the click
 * rows everything since (today, and yesterday until its rollup).
 */
export async function allTimeTotals(db: Db, linkId: string, rolledUntil: number): Promise<Tally> {
  const [rolled, recent] = await Promise.all([
    db
      .selectFrom('link_stat_day')
      .select((eb) => [eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('uniques').as('uniques')])
      .where('link_id', '=', linkId)
      .where('dimension', '=', 'total')
      .where('day', '<', rolledUntil)
      .executeTakeFirst(),
    db
      .selectFrom('link_statistic')
      .select((eb) => [
        eb.fn.countAll<number>().as('clicks'),
        sql<number>`sum(case when is_unique then 1 else 0 end)`.as('uniques'),
      ])
      .where('link_id', '=', linkId)
      .where('created_at', '>=', rolledUntil)
      .executeTakeFirst(),
  ]);
  const [a, b] = [toTally(rolled ?? {}), toTally(recent ?? {})];
  return { clicks: a.clicks + b.clicks, uniques: a.uniques + b.uniques };
}

/** The first 15-minute bucket with clicks, for the "all" range. */
export async function firstClickBucket(db: Db, linkId: string): Promise<number | null> {
  const row = await db
    .selectFrom('link_stat_bucket')
    .select('bucket_start')
    .where('link_id', '=', linkId)
    .orderBy('bucket_start')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.bucket_start) : null;
}

/** Per dimension and value: clicks of whole UTC days [dayFrom, dayTo). */
export async function dailyBreakdowns(db: Db, linkId: string, dayFrom: number, dayTo: number) {
  const rows = await db
    .selectFrom('link_stat_day')
    .select((eb) => [
      'dimension',
      'value',
      eb.fn.sum<number>('clicks').as('clicks'),
      eb.fn.sum<number>('uniques').as('uniques'),
    ])
    .where('link_id', '=', linkId)
    .where('day', '>=', dayFrom)
    .where('day', '<', dayTo)
    .groupBy(['dimension', 'value'])
    .execute();
  return rows.map((row) => ({ dimension: row.dimension, value: row.value, ...toTally(row) }));
}

/** The 15-minute buckets of [from, to). */
export async function quarterHourBuckets(db: Db, linkId: string, from: number, to: number) {
  const rows = await db
    .selectFrom('link_stat_bucket')
    .select(['bucket_start', 'clicks', 'uniques'])
    .where('link_id', '=', linkId)
    .where('bucket_start', '>=', from)
    .where('bucket_start', '<', to)
    .execute();
  return rows.map((row) => ({
    start: Number(row.bucket_start),
    clicks: Number(row.clicks),
    uniques: Number(row.uniques),
  }));
}

/** The click rows of the given spans: the partial days at the edges of a range, which no rollup covers exactly. */
export async function rawClicks(db: Db, linkId: string, spans: Array<[number, number]>): Promise<RawStatRow[]> {
  if (spans.length === 0) return [];
  return db
    .selectFrom('link_statistic')
    .select([
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
    .where('link_id', '=', linkId)
    .where((eb) => eb.or(spans.map(([from, to]) => eb.and([eb('created_at', '>=', from), eb('created_at', '<', to)]))))
    .execute();
}

/** Clicks of a link in [from, to), newest first, continuing below `before` (created_at, id) when given. */
export async function latestClicks(
  db: Db,
  linkId: string,
  options: { from: number; to: number; limit: number; before?: { createdAt: number; id: number } },
) {
  let query = db
    .selectFrom('link_statistic')
    .select(CLICK_COLUMNS)
    .where('link_id', '=', linkId)
    .where('created_at', '>=', options.from)
    .where('created_at', '<', options.to);
  if (options.before) {
    const { createdAt, id } = options.before;
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
