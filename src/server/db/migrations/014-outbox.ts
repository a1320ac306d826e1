import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The outbox of domain events (docs/adr/0012-domain-events-and-outbox.md): one row per event and durable
 * subscriber, written in the transaction of the change that caused it and deleted once that subscriber has taken
 * it. A row keeps the whole event as JSON text, so no later schema change can break an event still waiting.
 * No foreign keys: a workspace's deletion is itself an event that must outlive the workspace's rows.
 *
 * `outbox_lease` names the one node that dispatches at a time: whoever holds the unexpired lease.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('seq', dialect.types.autoId, (col) => dialect.autoIncrementId(col))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('subscriber', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('available_at', 'bigint', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .execute();
  // The dispatcher asks for each subscriber's oldest row per subject: order within a subject is kept.
  await db.schema.createIndex('outbox_chain_idx').on('outbox').columns(['subscriber', 'subject', 'seq']).execute();
  await db.schema.createIndex('outbox_available_idx').on('outbox').columns(['available_at', 'seq']).execute();

  await db.schema
    .createTable('outbox_lease')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into outbox_lease (name, holder, expires_at) values ('dispatcher', '', 0)`.execute(db);
}
