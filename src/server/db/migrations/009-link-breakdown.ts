import { sql, type Kysely } from 'kysely';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The breakdown by link (the workspace's top links, and later a campaign's or a location's): the writer rolls it up
 * from now on; this adds it for the hours already rolled up, from the click rows, for the subjects that show it
 * (the workspace, bit 2 of `unique_in`; a QR code, bit 4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, column, bit] of [
    ['workspace', 'workspace_id', 2],
    ['qr', 'qr_id', 4],
  ] as const) {
    for (const [table, period, length] of [
      ['stat_day', 'day', DAY_MS],
      ['stat_hour', 'hour', HOUR_MS],
    ] as const) {
      const start = sql`created_at - (created_at % ${sql.lit(length)})`;
      await sql`insert into ${sql.table(table)} (subject, workspace_id, dimension, value, ${sql.ref(period)}, clicks, uniques)
        select ${sql.lit(`${kind}:`)} || ${sql.ref(column)}, workspace_id, 'link', link_id, ${start}, count(*),
          sum(case when (unique_in & ${sql.lit(bit)}) <> 0 then 1 else 0 end)
        from link_statistic
        where ${sql.ref(column)} is not null
          and created_at < (select rolled_until from rollup_state where name = 'clicks')
        group by ${sql.ref(column)}, workspace_id, link_id, ${start}`.execute(db);
    }
  }
}
