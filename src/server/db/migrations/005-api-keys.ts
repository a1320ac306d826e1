import type { Kysely } from 'kysely';

/**
 * API keys (docs/product.md, Settings): a workspace's keys for `Authorization: Bearer`. Only the SHA-256 of a key is
 * stored — the key is random and long, so the hash cannot be reversed — and the first characters, to recognise it in a
 * list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('api_key_workspace_created_idx')
    .on('api_key')
    .columns(['workspace_id', 'created_at'])
    .execute();
}
