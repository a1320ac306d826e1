import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Feedback forms, responses and events (docs/product.md, Feedback forms and Events):
 * - a form has a description for its public page, can stop accepting responses, and can take one response per
 *   visitor per day;
 * - a response keeps the location of the code it came through, the nonce of the signed form it answered (unique:
 *   a form is answered once per load, so a double submit stores nothing twice) and, when the form takes one response
 *   per visitor per day, that day's visitor hash (unique per form);
 * - the event a response was given for, and the latest responses of a workspace, are read by time;
 * - a dynamic QR code may lead to a form (for an event): the form's page lists its codes, and a deleted form or event
 *   is let go of by the code (set null) rather than taking the printed code with it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bool = dialect.types.bool;
  await db.schema
    .alterTable('feedback')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('feedback')
    .addColumn('accepting', bool, (col) => col.notNull().defaultTo(dialect.bool(true)))
    .execute();
  await db.schema
    .alterTable('feedback')
    .addColumn('once_per_visitor_per_day', bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();

  await db.schema
    .alterTable('response')
    .addColumn('location_id', 'text', (col) => col.references('location.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('response').addColumn('form_nonce', 'text').execute();
  await db.schema.alterTable('response').addColumn('visitor_day', 'text').execute();
  await db.schema.createIndex('response_form_nonce_unique').on('response').column('form_nonce').unique().execute();
  await db.schema
    .createIndex('response_visitor_day_unique')
    .on('response')
    .columns(['feedback_id', 'visitor_day'])
    .unique()
    .where(sql.ref('visitor_day'), 'is not', null)
    .execute();
  await db.schema.createIndex('response_event_time_idx').on('response').columns(['event_id', 'created_at']).execute();
  await db.schema.createIndex('event_feedback_event_idx').on('event_feedback').column('event_id').execute();

  await db.schema
    .alterTable('qr')
    .addColumn('feedback_id', 'text', (col) => col.references('feedback.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('qr')
    .addColumn('event_id', 'text', (col) => col.references('event.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('qr_feedback_idx').on('qr').column('feedback_id').execute();
}
