import type { Kysely } from 'kysely';

/**
 * Outgoing e-mail (docs/adr/0015-outgoing-mail.md): one row per mail, written in the transaction of the change that
 * causes it, already rendered (subject, HTML, text), and deleted once the SMTP server has taken it or it is given
 * up. A node claims a row with one conditional update before it sends (`claimed_until`), so no two nodes send the
 * same mail; `next_attempt_at` holds a failed one back for its back-off. No foreign key: a mail about an account
 * (its deletion, say) may outlive the account's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outgoing_mail')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('recipient_name', 'text')
    .addColumn('template', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('unsubscribe_url', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    .addColumn('claimed_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // Every node asks for the mails due now, oldest first.
  await db.schema.createIndex('outgoing_mail_due_idx').on('outgoing_mail').columns(['next_attempt_at']).execute();
}
