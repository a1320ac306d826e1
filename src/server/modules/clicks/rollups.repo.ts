import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, LinkStatisticTable } from '../../db/schema.js';
import {
  DIMENSION_COLUMNS,
  dimensionSourceOf,
  dimensionsOf,
  type DimensionRow,
  type DimensionSource,
} from './click-dimensions.js';
import {
  SUBJECT_COLUMN,
  subjectKey,
  subjectsOfClick,
  UNIQUE_BIT,
  type ClickAttribution,
  type Subject,
} from './subjects.js';
import { utcDayStart } from './visitor-hash.js';

/** The 15-minute buckets of the charts: every zone's offset is a whole number of them. */
export const BUCKET_MS = 15 * 60_000;
export const HOUR_MS = 3_600_000;
// An hour is rolled up a few minutes after it ends. A click that arrives later still counts: it is added to the
// rollups when it is written (see writeClicks).
const GRACE_MS = 5 * 60_000;
const ROWS_PER_READ = 20_000;

/** A click as the rollups count it. */
export interface RollupSource extends DimensionSource, ClickAttribution {
  workspaceId: string;
  at: number;
  /** subjects.ts UNIQUE_BIT of the subjects on which it is a first visit. */
  uniqueIn: number;
}

type Tally = [
  subject: string,
  workspaceId: string,
  dimension: string,
  value: string,
  start: number,
  clicks: number,
  uniques: number,
];

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
 * A subject's all-time clicks or first visits as one SQL expression: the daily `total` rollup holds everything
 * before the roll-up mark, the click rows everything since. For a link card and for the statistics alike.
 */
export function allTimeSql(subject: Subject, measure: 'clicks' | 'uniques'): RawBuilder<number> {
  const recent =
    measure === 'clicks'
      ? sql`count(*)`
      : sql`coalesce(sum(case when (s.unique_in & ${sql.lit(UNIQUE_BIT[subject.kind])}) <> 0 then 1 else 0 end), 0)`;
  return sql<number>`((select coalesce(sum(d.${sql.raw(measure)}), 0) from stat_day d
      where d.subject = ${subjectKey(subject)} and d.dimension = 'total')
    + (select ${recent} from link_statistic s
      where s.${sql.ref(SUBJECT_COLUMN[subject.kind])} = ${subject.id}
      and s.created_at >= (select rolled_until from rollup_state where name = 'clicks')))`;
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
  const buckets = new Map<string, [string, string, number, number, number]>();
  const hours = new Map<string, Tally>();
  const days = new Map<string, Tally>();
  const count = (
    tallies: Map<string, Tally>,
    key: string,
    workspaceId: string,
    dimensions: Array<[string, string]>,
    unique: boolean,
    start: number,
  ) => {
    for (const [dimension, value] of dimensions) {
      const entry = `${key}\0${start}\0${dimension}\0${value}`;
      const tally = tallies.get(entry) ?? [key, workspaceId, dimension, value, start, 0, 0];
      tally[5] += 1;
      tally[6] += unique ? 1 : 0;
      tallies.set(entry, tally);
    }
  };
  for (const click of clicks) {
    const start = click.at - (click.at % BUCKET_MS);
    const hour = click.at - (click.at % HOUR_MS);
    const day = utcDayStart(click.at);
    const dimensions = dimensionsOf(click);
    const dimensionsWithoutLink = dimensions.filter(([dimension]) => dimension !== 'link');
    for (const subject of subjectsOfClick(click)) {
      const key = subjectKey(subject);
      const unique = (click.uniqueIn & UNIQUE_BIT[subject.kind]) !== 0;
      const bucketKey = `${key}\0${start}`;
      const bucket = buckets.get(bucketKey) ?? [key, click.workspaceId, start, 0, 0];
      bucket[3] += 1;
      bucket[4] += unique ? 1 : 0;
      buckets.set(bucketKey, bucket);
      // A link's own page has no breakdown by link.
      const counted = subject.kind === 'link' ? dimensionsWithoutLink : dimensions;
      count(hours, key, click.workspaceId, counted, unique, hour);
      count(days, key, click.workspaceId, counted, unique, day);
    }
  }
  await bulkInsert(
    executor,
    {
      table: 'stat_bucket',
      columns: ['subject', 'workspace_id', 'bucket_start', 'clicks', 'uniques'],
      onConflict: { key: ['subject', 'bucket_start'], action: 'add', add: ['clicks', 'uniques'] },
    },
    [...buckets.values()],
  );
  for (const [table, period, tallies] of [
    ['stat_hour', 'hour', hours],
    ['stat_day', 'day', days],
  ] as const) {
    await bulkInsert(
      executor,
      {
        table,
        columns: ['subject', 'workspace_id', 'dimension', 'value', period, 'clicks', 'uniques'],
        onConflict: { key: ['subject', period, 'dimension', 'value'], action: 'add', add: ['clicks', 'uniques'] },
      },
      [...tallies.values()],
    );
  }
}

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

// The hour's clicks of every subject, along the created_at index, in pages.
async function rollUpHour(database: DatabaseHandle, trx: Kysely<Database>, hour: number): Promise<void> {
  for (let afterRow = 0; ;) {
    const rows = await trx
      .selectFrom('link_statistic')
      .select(['id', 'workspace_id', 'campaign_id', 'location_id', 'created_at', 'unique_in', ...DIMENSION_COLUMNS])
      .where('created_at', '>=', hour)
      .where('created_at', '<', hour + HOUR_MS)
      .where('id', '>', afterRow)
      .orderBy('id')
      .limit(ROWS_PER_READ)
      .execute();
    await addToRollups(database, trx, rows.map(rollupSourceOf));
    if (rows.length < ROWS_PER_READ) return;
    afterRow = Number(rows.at(-1)?.id ?? 0);
  }
}

function rollupSourceOf(
  row: DimensionRow &
    Pick<LinkStatisticTable, 'workspace_id' | 'campaign_id' | 'location_id' | 'created_at' | 'unique_in'>,
): RollupSource {
  return {
    ...dimensionSourceOf(row),
    campaignId: row.campaign_id,
    locationId: row.location_id,
    workspaceId: row.workspace_id,
    qrId: row.qr_id,
    at: Number(row.created_at),
    uniqueIn: Number(row.unique_in),
  };
}
