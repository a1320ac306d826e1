import type { Kysely } from 'kysely';

/**
 * Old short codes of a link. Changing a link's code must not break the copies already printed: the old code stays
 * an alias that redirects to the link, until the user frees it. A code is either a link's or an alias, never both
 * (the service checks both tables before it takes one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_alias')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('link_id', 'text', (col) => col.notNull().references('link.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('link_alias_link_idx').on('link_alias').column('link_id').execute();
}
