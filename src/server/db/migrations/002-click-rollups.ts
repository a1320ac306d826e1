import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Links gain "forward the query string"; clicks gain their first-visit flag (decided once, when the click is
 * recorded: see first-visits.ts); and three rollups make the statistics of a link with a million clicks answer in
 * milliseconds (docs/product.md, Qualities): 15-minute buckets for the charts (every time zone's hours are whole
 * multiples of 15 minutes), and counts per breakdown value per UTC hour and per UTC day, all filled shortly after each
 * hour ends (see rollup_state and ADR 0003).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { bool } = dialect.types;
  await db.schema
    .alterTable('link')
    .addColumn('forward_query', bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();
  await db.schema
    .alterTable('link_statistic')
    .addColumn('is_unique', bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();

  // Workspace-wide statistics read the rollups' workspace index; on the click rows this index only cost writes.
  await db.schema.dropIndex('link_statistic_workspace_time_idx').execute();
  // Rolling an hour up reads that hour's clicks of every link at once.
  await db.schema.createIndex('link_statistic_time_idx').on('link_statistic').column('created_at').execute();
  // Most clicks come without a QR code: indexing only those with one spares every direct click an index write.
  await db.schema.dropIndex('link_statistic_qr_time_idx').execute();
  await db.schema
    .createIndex('link_statistic_qr_time_idx')
    .on('link_statistic')
    .columns(['qr_id', 'created_at'])
    .where(sql.ref('qr_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('link_stat_bucket')
    .addColumn('link_id', 'text', (col) => col.notNull().references('link.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('bucket_start', 'bigint', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addColumn('uniques', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('link_stat_bucket_pk', ['link_id', 'bucket_start'])
    .modifyEnd(withoutRowId(dialect))
    .execute();
  await db.schema
    .createIndex('link_stat_bucket_workspace_idx')
    .on('link_stat_bucket')
    .columns(['workspace_id', 'bucket_start'])
    .execute();

  // Rollups hold every click before `rolled_until` (a whole UTC hour). Newer clicks stay in their rows until the
  // writer rolls their hour up shortly after it ends; until then statistics read them from the rows.
  await db.schema
    .createTable('rollup_state')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('rolled_until', 'bigint', (col) => col.notNull())
    .execute();
  const thisHour = Date.now() - (Date.now() % 3_600_000);
  await sql`insert into rollup_state (name, rolled_until) values ('clicks', ${thisHour})`.execute(db);

  // Keyed by (link, period, dimension, value): the breakdowns of a run of days or hours are one index range.
  for (const [table, period] of [
    ['link_stat_day', 'day'],
    ['link_stat_hour', 'hour'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('link_id', 'text', (col) => col.notNull().references('link.id').onDelete('cascade'))
      .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
      .addColumn('dimension', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn(period, 'bigint', (col) => col.notNull())
      .addColumn('clicks', 'integer', (col) => col.notNull())
      .addColumn('uniques', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['link_id', period, 'dimension', 'value'])
      .modifyEnd(withoutRowId(dialect))
      .execute();
    await db.schema.createIndex(`${table}_workspace_idx`).on(table).columns(['workspace_id', period]).execute();
  }
}

// SQLite then stores the rows in primary-key order, which is the order every statistics query reads them in.
function withoutRowId(dialect: Dialect) {
  return dialect.kind === 'sqlite' ? sql`without rowid` : sql``;
}
