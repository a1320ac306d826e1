import type { Kysely } from 'kysely';

/**
 * Crash-safe clicks (ADR 0004): each node journals the clicks it answers under its DATA_DIR, and the transaction that
 * stores a batch also records here how far into that node's journal the stored clicks reach. A restart replays only
 * what comes after, so no click is lost and none is stored twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('click_journal_mark')
    .addColumn('node_id', 'text', (col) => col.primaryKey())
    .addColumn('stored_until', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}
