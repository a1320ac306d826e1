import { sql, type RawBuilder } from 'kysely';
import type { Breakdown } from '../../../../shared/stats.js';
import type { Db } from '../../../db/database.js';
import { DIMENSION_SQL } from '../recording/click-dimensions.js';
import { CLICK_COLUMNS } from '../recording/clicks.repo.js';
import { BUCKET_MS } from '../recording/rollup-tallies.js';
import { rolledUntil } from '../recording/rollups.repo.js';
import { SUBJECT_COLUMN, subjectKey, UNIQUE_BIT, type Subject } from '../recording/subjects.js';
import type { StatsSubject } from './item-union.js';
import { rankedUnionRows, unionCondition } from './item-union.repo.js';
import type { Span } from './range-parts.js';

export interface Tally {
  clicks: number;
  uniques: number;
}

// SUM arrives as a string from PostgreSQL (numeric) and as a number from SQLite.
const toTally = (row: { clicks?: unknown; uniques?: unknown }): Tally => ({
  clicks: Number(row.clicks ?? 0),
  uniques: Number(row.uniques ?? 0),
});

/**
 * All-time clicks and first visits of a subject: the daily `total` rollup holds everything before the roll-up mark
 * `until`, the click rows everything since. The mark is a parameter, not a sub-select: with a sub-select
 * PostgreSQL could not use the (subject, created_at) index range and counted every row of the subject (185 ms for a
 * link with a million clicks).
 */
export async function allTimeTotals(db: Db, subject: Subject, until: number): Promise<Tally> {
  const bit = sql.lit(UNIQUE_BIT[subject.kind]);
  const { rows } = await sql<{ clicks: unknown; uniques: unknown; recent_clicks: unknown; recent_uniques: unknown }>`
    select
      (select coalesce(sum(clicks), 0) from stat_day where subject = ${subjectKey(subject)} and dimension = 'total') as clicks,
      (select coalesce(sum(uniques), 0) from stat_day where subject = ${subjectKey(subject)} and dimension = 'total') as uniques,
      (select count(*) from link_statistic
        where ${sql.ref(SUBJECT_COLUMN[subject.kind])} = ${subject.id} and created_at >= ${until}) as recent_clicks,
      (select coalesce(sum(case when (unique_in & ${bit}) <> 0 then 1 else 0 end), 0) from link_statistic
        where ${sql.ref(SUBJECT_COLUMN[subject.kind])} = ${subject.id} and created_at >= ${until}) as recent_uniques`.execute(
    db,
  );
  const row = rows[0];
  return {
    clicks: Number(row?.clicks ?? 0) + Number(row?.recent_clicks ?? 0),
    uniques: Number(row?.uniques ?? 0) + Number(row?.recent_uniques ?? 0),
  };
}

/**
 * All-time clicks of each of `ids`, subjects of one kind (a list page's links, QR codes, campaigns or locations), in
 * two grouped reads rather than two per subject.
 */
export async function allTimeClicksOf(
  db: Db,
  kind: Exclude<Subject['kind'], 'workspace'>,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return totals;
  const add = (id: string, clicks: unknown) => totals.set(id, (totals.get(id) ?? 0) + Number(clicks ?? 0));
  const rolled = await db
    .selectFrom('stat_day')
    .select(['subject', (eb) => eb.fn.sum<number>('clicks').as('clicks')])
    .where(
      'subject',
      'in',
      ids.map((id) => subjectKey({ kind, id })),
    )
    .where('dimension', '=', 'total')
    .groupBy('subject')
    .execute();
  for (const row of rolled) add(row.subject.slice(kind.length + 1), row.clicks);
  const column = SUBJECT_COLUMN[kind];
  const recent = await db
    .selectFrom('link_statistic')
    .select([`${column} as id`, (eb) => eb.fn.countAll<number>().as('clicks')])
    .where(column, 'in', ids)
    .where('created_at', '>=', await rolledUntil(db))
    .groupBy(column)
    .execute();
  for (const row of recent) if (row.id !== null) add(row.id, row.clicks);
  return totals;
}

/**
 * The time of the subject's first click, for the "all" range: the first rolled-up day with a click (one step down
 * the rollup's key), else the first click not rolled up yet.
 */
export async function firstClickAt(db: Db, subject: Subject): Promise<number | null> {
  const day = await db
    .selectFrom('stat_day')
    .select('day')
    .where('subject', '=', subjectKey(subject))
    .where('dimension', '=', 'total')
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  if (day) return Number(day.day);
  const row = await db
    .selectFrom('link_statistic')
    .select('created_at')
    .where(SUBJECT_COLUMN[subject.kind], '=', subject.id)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

/** Per dimension and value (only `total` when `totalOnly`): the clicks of the whole UTC days of `days`. */
export function dailyBreakdowns(db: Db, subject: Subject, days: Span, totalOnly = false) {
  return rolledBreakdowns(db, subject, 'stat_day', days, totalOnly);
}

/** Per dimension and value: the clicks of the whole UTC hours of `spans`, one index range per span. */
export async function hourlyBreakdowns(db: Db, subject: Subject, spans: Span[], totalOnly = false) {
  const perSpan = await Promise.all(spans.map((span) => rolledBreakdowns(db, subject, 'stat_hour', span, totalOnly)));
  return perSpan.flat();
}

export interface DimensionTally extends Tally {
  dimension: string;
  value: string;
}

// The two rollups differ only in their period column.
async function rolledBreakdowns(
  db: Db,
  subject: Subject,
  table: 'stat_day' | 'stat_hour',
  [from, to]: Span,
  totalOnly: boolean,
): Promise<DimensionTally[]> {
  const period = sql.ref(table === 'stat_day' ? 'day' : 'hour');
  const { rows } = await sql<{ dimension: string; value: string; clicks: unknown; uniques: unknown }>`
    select dimension, value, sum(clicks) as clicks, sum(uniques) as uniques
    from ${sql.table(table)}
    where subject = ${subjectKey(subject)} and ${period} >= ${from} and ${period} < ${to}
    ${totalOnly ? sql`and dimension = 'total'` : sql``}
    group by dimension, value`.execute(db);
  return rows.map((row) => ({ dimension: row.dimension, value: row.value, ...toTally(row) }));
}

/**
 * The chart's points from the 15-minute buckets: per series bucket [starts[i], starts[i + 1]) — clipped to the
 * rolled-up span — the sum of its 15-minute buckets, added up by the database (a million clicks are ~9,000 buckets,
 * too many to turn into JavaScript values in time). Answers [index, tally] pairs for the points with clicks.
 */
export async function seriesFromBuckets(db: Db, subject: Subject, starts: number[], [from, to]: Span) {
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
    join stat_bucket b on b.subject = ${subjectKey(subject)} and b.bucket_start >= w.low and b.bucket_start < w.high
    group by w.point`.execute(db);
  return rows.map((row) => [Number(row.point), toTally(row)] as const);
}

/** What the click rows of some spans add up to: per dimension and value, and per 15-minute bucket. */
export interface RowFigures {
  tallies: DimensionTally[];
  /** [start of the 15-minute bucket (UTC), tally]. */
  buckets: Array<[number, Tally]>;
}

/**
 * Adds up the click rows of the given spans (the parts of a range no rollup covers, see range-parts.ts, or a whole
 * filtered range) in the database: grouped per breakdown value (`dimensions`, and always `total`) and per 15-minute
 * bucket, so only the counts travel, however many rows there are. `filter` keeps only the matching rows.
 */
export async function rowFigures(
  db: Db,
  subject: StatsSubject,
  spans: Span[],
  options: { filter: RawBuilder<boolean> | null; dimensions: readonly Breakdown[]; buckets: boolean },
): Promise<RowFigures> {
  if (spans.length === 0) return { tallies: [], buckets: [] };
  const inSpans = sql`(${sql.join(
    spans.map(([from, to]) => sql`(created_at >= ${from} and created_at < ${to})`),
    sql` or `,
  )})
    ${options.filter ? sql`and ${options.filter}` : sql``}`;
  // The matching rows are read once into a temporary result of their breakdown values, then grouped once per
  // breakdown: a filtered view over a million rows scans them once, not once per breakdown.
  const columns = options.dimensions.map(
    (dimension, index) => sql`${DIMENSION_SQL[dimension]} as ${sql.ref(`d${index}`)}`,
  );
  const values = columns.length > 0 ? sql`, ${sql.join(columns)}` : sql``;
  let matching: RawBuilder<unknown>;
  if (subject.union) {
    // A union's first visits are ranked over its unfiltered rows: under a filter, uniques are the first visits
    // that pass it, as for any subject.
    const from = Math.min(...spans.map(([start]) => start));
    const to = Math.max(...spans.map(([, end]) => end));
    matching = sql`select visit = 1 as first_visit, created_at${values}
      from (${rankedUnionRows(subject.union, [from, to])}) as ranked where ${inSpans}`;
  } else {
    const bit = sql.lit(UNIQUE_BIT[subject.kind]);
    matching = sql`select (unique_in & ${bit}) <> 0 as first_visit, created_at${values}
      from link_statistic where ${sql.ref(SUBJECT_COLUMN[subject.kind])} = ${subject.id} and ${inSpans}`;
  }
  const unique = sql`sum(case when first_visit then 1 else 0 end)`;
  const groups = [
    sql`select 'total' as dimension, '' as value, count(*) as clicks, ${unique} as uniques from matching`,
    ...options.dimensions.map(
      (dimension, index) => sql`select ${sql.lit(dimension)} as dimension, ${sql.ref(`d${index}`)} as value,
        count(*) as clicks, ${unique} as uniques from matching group by 2`,
    ),
  ];
  if (options.buckets) {
    groups.push(sql`select 'bucket' as dimension, cast(created_at - (created_at % ${sql.lit(BUCKET_MS)}) as text) as value,
      count(*) as clicks, ${unique} as uniques from matching group by 2`);
  }
  const { rows } = await sql<{ dimension: string; value: string; clicks: unknown; uniques: unknown }>`
    with matching as materialized (${matching})
    ${sql.join(groups, sql` union all `)}`.execute(db);
  const tallies: DimensionTally[] = [];
  const buckets: Array<[number, Tally]> = [];
  for (const row of rows) {
    const tally = toTally(row);
    // A total over no rows is one row of zero clicks: left out like any empty group.
    if (tally.clicks === 0) continue;
    if (row.dimension === 'bucket') buckets.push([Number(row.value), tally]);
    else tallies.push({ dimension: row.dimension, value: row.value, ...tally });
  }
  return { tallies, buckets };
}

/** Clicks of a subject in [from, to), newest first, continuing below `before` (created_at, id) when given. */
export async function latestClicks(
  db: Db,
  subject: StatsSubject,
  options: {
    from: number;
    to: number;
    limit: number;
    filter: RawBuilder<boolean> | null;
    before?: { createdAt: number; id: number } | undefined;
  },
) {
  let query = db
    .selectFrom('link_statistic')
    .select(CLICK_COLUMNS)
    .where('created_at', '>=', options.from)
    .where('created_at', '<', options.to);
  query = subject.union
    ? query.where(unionCondition(subject.union))
    : query.where(SUBJECT_COLUMN[subject.kind], '=', subject.id);
  if (options.filter) query = query.where(options.filter);
  if (options.before) {
    const { createdAt, id } = options.before;
    // The plain bound starts each page at its place in PostgreSQL's index, not at the range's end (ADR 0018);
    // within it, "earlier, or as early and a lower id" is the keyset condition.
    query = query
      .where('created_at', '<=', createdAt)
      .where((eb) => eb.or([eb('created_at', '<', createdAt), eb('id', '<', id)]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** Deletes a subject's rows from the three rollups. */
export async function deleteRollupsOf(db: Db, subject: Subject): Promise<void> {
  const key = subjectKey(subject);
  await db.deleteFrom('stat_bucket').where('subject', '=', key).execute();
  await db.deleteFrom('stat_hour').where('subject', '=', key).execute();
  await db.deleteFrom('stat_day').where('subject', '=', key).execute();
}

/** Deletes a QR code's scans that went through no link: nothing else names them once the code is gone. */
export async function deleteLinklessScans(db: Db, qrId: string): Promise<void> {
  await db.deleteFrom('link_statistic').where('qr_id', '=', qrId).where('link_id', 'is', null).execute();
}

/** The kinds of item a click names, by the table that holds their names. */
export type NamedKind = 'link' | 'qr' | 'campaign' | 'location';

/**
 * id → name of those of `ids` that are items of `kind` in the workspace (the statistics label their rows and check
 * their filters with it; another workspace's id has no name).
 */
export async function namesOf(
  db: Db,
  workspaceId: string,
  kind: NamedKind | 'tag',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(kind)
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
