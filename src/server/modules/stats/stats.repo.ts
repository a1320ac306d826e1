import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LinkStatisticTable } from '../../db/schema.js';
import { DIMENSION_COLUMNS, type DimensionRow } from '../clicks/click-dimensions.js';
import { CLICK_COLUMNS } from '../clicks/clicks.repo.js';
import { allTimeSql } from '../clicks/rollups.repo.js';
import type { Span } from './range-parts.js';

export interface Tally {
  clicks: number;
  uniques: number;
}

export type RawStatRow = DimensionRow & Pick<LinkStatisticTable, 'created_at' | 'is_unique'>;

// SUM arrives as a string from PostgreSQL (numeric) and as a number from SQLite.
const toTally = (row: { clicks?: unknown; uniques?: unknown }): Tally => ({
  clicks: Number(row.clicks ?? 0),
  uniques: Number(row.uniques ?? 0),
});

/** All-time clicks and first visits of a link. */
export async function allTimeTotals(db: Db, linkId: string): Promise<Tally> {
  const { rows } = await sql<{
    clicks: unknown;
    uniques: unknown;
  }>`select ${allTimeSql(sql.val(linkId), 'clicks')} as clicks,
    ${allTimeSql(sql.val(linkId), 'uniques')} as uniques`.execute(db);
  return toTally(rows[0] ?? {});
}

/** The time of the link's first click, for the "all" range (one step down the (link_id, created_at) index). */
export async function firstClickAt(db: Db, linkId: string): Promise<number | null> {
  const row = await db
    .selectFrom('link_statistic')
    .select('created_at')
    .where('link_id', '=', linkId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/** Per dimension and value: the clicks of the whole UTC days of `days`. */
export function dailyBreakdowns(db: Db, linkId: string, days: Span) {
  return rolledBreakdowns(db, linkId, 'link_stat_day', days);
}

/** Per dimension and value: the clicks of the whole UTC hours of `spans`, one index range per span. */
export async function hourlyBreakdowns(db: Db, linkId: string, spans: Span[]) {
  const perSpan = await Promise.all(spans.map((span) => rolledBreakdowns(db, linkId, 'link_stat_hour', span)));
  return perSpan.flat();
}

// The two rollups differ only in their period column.
async function rolledBreakdowns(db: Db, linkId: string, table: 'link_stat_day' | 'link_stat_hour', [from, to]: Span) {
  const period = sql.ref(table === 'link_stat_day' ? 'day' : 'hour');
  const { rows } = await sql<{ dimension: string; value: string; clicks: unknown; uniques: unknown }>`
    select dimension, value, sum(clicks) as clicks, sum(uniques) as uniques
    from ${sql.table(table)}
    where link_id = ${linkId} and ${period} >= ${from} and ${period} < ${to}
    group by dimension, value`.execute(db);
  return rows.map((row) => ({ dimension: row.dimension, value: row.value, ...toTally(row) }));
}

/**
 * The chart's points from the 15-minute buckets: per series bucket [starts[i], starts[i + 1]) — clipped to the
 * rolled-up span — the sum of its 15-minute buckets, added up by the database (a million clicks are ~9,000 buckets,
 * too many to turn into JavaScript values in time). Answers [index, tally] pairs for the points with clicks.
 */
export async function seriesFromBuckets(db: Db, linkId: string, starts: number[], [from, to]: Span) {
  const windows = starts.flatMap((start, index) => {
    const low = Math.max(start, from);
    const high = Math.min(starts[index + 1] ?? to, to);
    return low < high ? [sql`(${sql.lit(index)}, ${sql.lit(low)}, ${sql.lit(high)})`] : [];
  });
  if (windows.length === 0) return [];
  const { rows } = await sql<{ point: number; clicks: unknown; uniques: unknown }>`
    with series_window (point, low, high) as (values ${sql.join(windows)})
    select w.point as point, sum(b.clicks) as clicks, sum(b.uniques) as uniques
    from series_window w
    join link_stat_bucket b on b.link_id = ${linkId} and b.bucket_start >= w.low and b.bucket_start < w.high
    group by w.point`.execute(db);
  return rows.map((row) => [Number(row.point), toTally(row)] as const);
}

/** The click rows of the given spans: the parts of a range no rollup covers exactly (see range-parts.ts). */
export async function rawClicks(db: Db, linkId: string, spans: Span[]): Promise<RawStatRow[]> {
  if (spans.length === 0) return [];
  return db
    .selectFrom('link_statistic')
    .select(['created_at', 'is_unique', ...DIMENSION_COLUMNS])
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
