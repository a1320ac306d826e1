import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Statistics for any subject (a link, a QR code, the workspace; ADR 0007). The rollups are keyed by subject
 * (`link:<id>`, `workspace:<id>`, `qr:<id>`) instead of by link, and a click's row says for which of its subjects
 * it is the visitor's first of the day (`unique_in`, one bit per kind: link 1, workspace 2, QR code 4), where it
 * said so for its link only (`is_unique`).
 *
 * The old rollups are dropped and the roll-up mark is moved back to the first click: the writer rolls every hour
 * up again for every subject (in the background, an hour per transaction), and until it has, statistics read the
 * click rows, which are exact.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('link_statistic')
    .addColumn('unique_in', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The first click of each visitor, day and subject, as the writer decides it from now on.
  const firstOf = (group: RawBuilder<unknown>) =>
    sql`id in (select min(id) from link_statistic where ${group} is not null
      group by ${group}, visitor_hash, created_at / ${sql.lit(DAY_MS)})`;
  await sql`update link_statistic set unique_in =
      (case when is_unique then 1 else 0 end)
      + (case when ${firstOf(sql.ref('workspace_id'))} then 2 else 0 end)
      + (case when ${firstOf(sql.ref('qr_id'))} then 4 else 0 end)`.execute(db);
  await db.schema.alterTable('link_statistic').dropColumn('is_unique').execute();

  for (const table of ['link_stat_bucket', 'link_stat_hour', 'link_stat_day']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('stat_bucket')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('bucket_start', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('uniques', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stat_bucket_pk', ['subject', 'bucket_start'])
    .modifyEnd(withoutRowId(dialect))
    .execute();
  await db.schema.createIndex('stat_bucket_workspace_idx').on('stat_bucket').column('workspace_id').execute();
  // Keyed by (subject, period, dimension, value): the breakdowns of a run of days or hours are one index range.
  for (const [table, period] of [
    ['stat_day', 'day'],
    ['stat_hour', 'hour'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
      .addColumn('dimension', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn(period, 'bigint', (col) => col.notNull())
      .addColumn('clicks', 'integer', (col) => col.notNull())
      .addColumn('uniques', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['subject', period, 'dimension', 'value'])
      .modifyEnd(withoutRowId(dialect))
      .execute();
    await db.schema.createIndex(`${table}_workspace_idx`).on(table).column('workspace_id').execute();
  }

  const { rows } = await sql<{ first: unknown }>`select min(created_at) as first from link_statistic`.execute(db);
  const first = rows[0]?.first;
  if (first !== null && first !== undefined) {
    const hour = Number(first) - (Number(first) % HOUR_MS);
    await sql`update rollup_state set rolled_until = ${hour} where name = 'clicks'`.execute(db);
  }
}

// SQLite then stores the rows in primary-key order, which is the order every statistics query reads them in.
function withoutRowId(dialect: Dialect) {
  return dialect.kind === 'sqlite' ? sql`without rowid` : sql``;
}
