import { sql, type Kysely } from 'kysely';

/**
 * Statistics of a campaign and of a location: a click row names the campaign and the location it
 * counted for — decided at the redirect from the QR code scanned (its campaign and location) or the link (its
 * campaign) — as it names its QR code. A campaign or a location deleted later leaves its clicks in the workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('link_statistic')
    .addColumn('campaign_id', 'text', (col) => col.references('campaign.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('link_statistic')
    .addColumn('location_id', 'text', (col) => col.references('location.id').onDelete('set null'))
    .execute();
  // Most clicks have neither: the indexes hold only those that do, so the writer pays for them only then.
  for (const column of ['campaign_id', 'location_id']) {
    await db.schema
      .createIndex(`link_statistic_${column.replace('_id', '')}_time_idx`)
      .on('link_statistic')
      .columns([column, 'created_at'])
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
}
