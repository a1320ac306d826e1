import type { Kysely } from 'kysely';

/**
 * Single-use links the product mails about an account (docs/adr/0016-account-links.md): a password reset, the
 * confirmation of a new e-mail address. Only the SHA-256 of the token is stored, so a copy of the database opens no
 * account; a link is used by deleting its row, so it works once. `new_email` is the address an e-mail change waits
 * to confirm. Deleted with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_token')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('new_email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  // Counting an account's recent links (the per-account limit) and finding its pending e-mail change.
  await db.schema
    .createIndex('account_token_user_idx')
    .on('account_token')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
}
