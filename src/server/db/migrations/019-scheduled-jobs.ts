import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Scheduled work (docs/adr/0013-scheduled-jobs.md): one row per recurring job (its key is its kind, `rule` says when it
 * recurs) and per timer of a subject (`weekly-summary:{userId}`, no rule). `scheduled_for` is the instant of the coming
 * run, which is also its run key; `due_at` is when to try it next (later than `scheduled_for` after a failure), null
 * once a timer has run. A node runs a row while it holds the row's lease (`lease_holder`, `lease_until`); a run that a
 * crash interrupted is taken up again once its lease has run out.
 *
 * The auth tables get an index on their expiry for the daily deletion of expired sessions and verifications.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('scheduled_job')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('rule', 'text')
    .addColumn('payload', dialect.types.json)
    .addColumn('scheduled_for', 'bigint', (col) => col.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_run_for', 'bigint')
    .addColumn('last_completed_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // Every node asks for the rows due now, earliest first; rows that have run (null) are not in the way.
  await db.schema.createIndex('scheduled_job_due_idx').on('scheduled_job').columns(['due_at']).execute();

  await db.schema.createIndex('session_expires_at_idx').on('session').column('expires_at').execute();
  await db.schema.createIndex('verification_expires_at_idx').on('verification').column('expires_at').execute();
}
