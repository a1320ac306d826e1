import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * In-app notifications (docs/adr/0017-notifications.md):
 * - `notification`: one row per recipient; `dedupe_key` (unique per recipient) makes a repeated delivery of the same
 *   fact (the outbox delivers at least once) insert nothing. Listed newest first per person, unread counted per
 *   person; retention deletes by age. A kind a person gets by e-mail only has a row too (`in_app` false): its mail and
 *   digests read it, the bell does not show it.
 * - `notification_setting`: only the kinds a person changed; the others follow the defaults of the code.
 * - `notification_milestone`: each round number a subject's clicks or scans reached, once (its key): whichever node
 *   inserts it first notifies, every other insert is ignored.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('params', dialect.types.json, (col) => col.notNull())
    .addColumn('dedupe_key', 'text', (col) => col.notNull())
    .addColumn('in_app', dialect.types.bool, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('notification_dedupe_unique')
    .on('notification')
    .columns(['user_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('notification_user_created_idx')
    .on('notification')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notification_workspace_created_idx')
    .on('notification')
    .columns(['workspace_id', 'created_at'])
    .execute();
  await db.schema.createIndex('notification_created_idx').on('notification').column('created_at').execute();

  await db.schema
    .createTable('notification_setting')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('in_app', dialect.types.bool, (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_setting_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_milestone')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('milestone', 'bigint', (col) => col.notNull())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('reached_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_milestone_pk', ['subject', 'milestone'])
    .execute();
}
