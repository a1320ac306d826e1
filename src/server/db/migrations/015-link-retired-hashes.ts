import type { Kysely } from 'kysely';

/**
 * The codes of deleted links (`link_retired_hash`), as `qr_retired_code` keeps a deleted QR code's: a printed or
 * shared short URL of a deleted link answers 410 "no longer active" rather than 404 "does not exist". One small row
 * per code, read only when no link has the code; it goes with the workspace. The workspace that deleted the link may
 * give the code to a new link; no other workspace may take it over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_retired_hash')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('retired_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('link_retired_hash_workspace_idx')
    .on('link_retired_hash')
    .column('workspace_id')
    .execute();
}
