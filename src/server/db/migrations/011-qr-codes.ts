import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * QR codes (docs/product.md, QR codes):
 * - a dynamic code's own short code is unique, and a deleted code's is remembered (`qr_retired_code`), so its
 *   printed copies answer "no longer active" rather than "not found" — and the code is never handed out again;
 * - a scan of a code with an address of its own goes through no link: `link_statistic.link_id` may be null;
 * - uploaded logos (normalised PNG bytes, readable by every node) and the workspace's design templates;
 * - the breakdown by QR code, for the hours already rolled up.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('qr_hash_unique')
    .on('qr')
    .column('hash')
    .unique()
    .where(sql.ref('hash'), 'is not', null)
    .execute();
  await db.schema
    .createTable('qr_retired_code')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('retired_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('qr_logo')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('png', dialect.types.blob, (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('qr_logo_workspace_idx').on('qr_logo').column('workspace_id').execute();

  await db.schema
    .createTable('qr_template')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('design', dialect.types.json, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qr_template_workspace_created_idx')
    .on('qr_template')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await allowClicksWithoutLink(db, dialect);
  await rollUpQrBreakdown(db);
}

async function allowClicksWithoutLink(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect.kind === 'postgres') {
    await sql`alter table link_statistic alter column link_id drop not null`.execute(db);
    return;
  }
  // SQLite cannot drop a NOT NULL: the table is rebuilt from its own definition with only that constraint gone,
  // and its indexes are made again from theirs (nothing references link_statistic, so no foreign key breaks).
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'link_statistic'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'link_statistic' and sql is not null`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const relaxed = definition.replace(/("link_id"\s+text)\s+not null/i, '$1');
  if (relaxed === definition) throw new Error('link_statistic.link_id: NOT NULL not found in its definition');
  await sql
    .raw(relaxed.replace(/^create table\s+"?link_statistic"?/i, 'create table "link_statistic_rebuilt"'))
    .execute(db);
  await sql`insert into link_statistic_rebuilt select * from link_statistic`.execute(db);
  await sql`drop table link_statistic`.execute(db);
  await sql`alter table link_statistic_rebuilt rename to link_statistic`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The breakdown by QR code (a link's scans through each of its codes, apart from its direct clicks: '' is direct):
 * the writer rolls it up from now on; this adds it for the hours already rolled up, for every subject but a QR code.
 */
export async function rollUpQrBreakdown(db: Kysely<unknown>): Promise<void> {
  for (const [kind, column, bit] of [
    ['link', 'link_id', 1],
    ['workspace', 'workspace_id', 2],
    ['campaign', 'campaign_id', 8],
    ['location', 'location_id', 16],
  ] as const) {
    for (const [table, period, length] of [
      ['stat_day', 'day', DAY_MS],
      ['stat_hour', 'hour', HOUR_MS],
    ] as const) {
      const start = sql`created_at - (created_at % ${sql.lit(length)})`;
      await sql`insert into ${sql.table(table)} (subject, workspace_id, dimension, value, ${sql.ref(period)}, clicks, uniques)
        select ${sql.lit(`${kind}:`)} || ${sql.ref(column)}, workspace_id, 'qr', coalesce(qr_id, ''), ${start}, count(*),
          sum(case when (unique_in & ${sql.lit(bit)}) <> 0 then 1 else 0 end)
        from link_statistic
        where ${sql.ref(column)} is not null
          and created_at < (select rolled_until from rollup_state where name = 'clicks')
        group by ${sql.ref(column)}, workspace_id, coalesce(qr_id, ''), ${start}`.execute(db);
    }
  }
}
