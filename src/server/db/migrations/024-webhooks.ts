import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Webhooks (docs/webhooks.md):
 * - `webhook_endpoint`: a workspace's receivers, the event types each wants, its signing secret (and the previous one
 *   for 24 hours after a rotation), and its health: failures in a row, since when, whether the product turned it off;
 * - `webhook_message`: one message per endpoint and event, written from the outbox (so in step with the event's own
 *   transaction) under an id derived from the event, which a repeated hand-over cannot insert twice; the body is kept
 *   as sent, so every attempt and a resend carry the same bytes and `webhook-id`. A sending node claims it with a
 *   lease, so that of several nodes one sends it;
 * - `webhook_attempt`: the delivery log, each attempt with what was sent and the first 4 KB of the answer.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('webhook_endpoint')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('event_types', dialect.types.json, (col) => col.notNull())
    .addColumn('enabled', dialect.types.bool, (col) => col.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'bigint')
    .addColumn('failures_in_a_row', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failing_since', 'bigint')
    .addColumn('last_delivery_at', 'bigint')
    .addColumn('last_success_at', 'bigint')
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_endpoint_workspace_idx')
    .on('webhook_endpoint')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoint.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // pending → delivered, or failed once its tries ran out (or its endpoint was turned off).
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'bigint')
    .execute();
  // The sender asks, endpoint by endpoint, for its due messages: one probe of this index each, however long the
  // backlog of another endpoint.
  await db.schema
    .createIndex('webhook_message_due_idx')
    .on('webhook_message')
    .columns(['endpoint_id', 'state', 'next_attempt_at'])
    .execute();
  // The daily retention deletes by age.
  await db.schema.createIndex('webhook_message_created_idx').on('webhook_message').column('created_at').execute();

  await db.schema
    .createTable('webhook_attempt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) => col.notNull().references('webhook_message.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoint.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'bigint', (col) => col.notNull())
    .addColumn('succeeded', dialect.types.bool, (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('request_headers', dialect.types.json, (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('webhook_attempt_endpoint_idx')
    .on('webhook_attempt')
    .columns(['endpoint_id', 'attempted_at', 'id'])
    .execute();
  await db.schema.createIndex('webhook_attempt_message_idx').on('webhook_attempt').column('message_id').execute();
}
