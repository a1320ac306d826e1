import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Every entity of the product's first data model (links, clicks, QR codes, forms, events, locations, pages,
 * campaigns, the catalogues), workspaces and memberships, and better-auth's tables (user, session, account,
 * verification) under snake_case columns. Each content row belongs to a workspace and goes with it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { json, bool, authDate, real } = dialect.types;

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .addColumn('avatar_url', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', authDate, (col) => col.notNull())
    .addColumn('updated_at', authDate, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', authDate, (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', authDate, (col) => col.notNull())
    .addColumn('updated_at', authDate, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', authDate)
    .addColumn('refresh_token_expires_at', authDate)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', authDate, (col) => col.notNull())
    .addColumn('updated_at', authDate, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_user_id_idx').on('account').column('user_id').execute();
  await db.schema
    .createIndex('account_provider_account_idx')
    .on('account')
    .columns(['provider_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', authDate, (col) => col.notNull())
    .addColumn('created_at', authDate, (col) => col.notNull())
    .addColumn('updated_at', authDate, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

  await db.schema
    .createTable('workspace')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('owner_user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  // One personal workspace per user: the unique index makes its creation idempotent under races.
  await db.schema.createIndex('workspace_owner_idx').on('workspace').column('owner_user_id').unique().execute();

  await db.schema
    .createTable('membership')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('membership_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('membership_user_idx').on('membership').column('user_id').execute();

  await db.schema
    .createTable('qr_type')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('qr_class', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('page_type')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('active', bool, (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await createOwned(db, 'campaign', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('started_at', 'bigint')
      .addColumn('expired_at', 'bigint'),
  );

  await createOwned(db, 'location', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('latitude', real, (col) => col.notNull())
      .addColumn('longitude', real, (col) => col.notNull())
      .addColumn('address', 'text'),
  );

  await createOwned(db, 'link', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'bigint')
      .addColumn('fallback_url', 'text')
      .addColumn('campaign_id', 'text', (col) => col.references('campaign.id').onDelete('set null'))
      .addColumn('notes', 'text'),
  );

  await createOwned(db, 'qr', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('data', json, (col) => col.notNull())
      .addColumn('hash', 'text')
      .addColumn('link_id', 'text', (col) => col.references('link.id').onDelete('set null'))
      .addColumn('qr_type_id', 'text', (col) => col.notNull().references('qr_type.id'))
      .addColumn('qr_class', 'text', (col) => col.notNull().defaultTo('dynamic'))
      .addColumn('design', json, (col) => col.notNull())
      .addColumn('location_id', 'text', (col) => col.references('location.id').onDelete('set null'))
      .addColumn('campaign_id', 'text', (col) => col.references('campaign.id').onDelete('set null')),
  );
  await db.schema.createIndex('qr_link_idx').on('qr').column('link_id').execute();

  await db.schema
    .createTable('link_statistic')
    .addColumn('id', dialect.types.autoId, (col) => dialect.autoIncrementId(col))
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('link_id', 'text', (col) => col.notNull().references('link.id').onDelete('cascade'))
    .addColumn('link_hash', 'text', (col) => col.notNull())
    .addColumn('qr_id', 'text', (col) => col.references('qr.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('timezone', 'text')
    .addColumn('org', 'text')
    .addColumn('device_type', 'text')
    .addColumn('device_vendor', 'text')
    .addColumn('device_model', 'text')
    .addColumn('browser_name', 'text')
    .addColumn('browser_version', 'text')
    .addColumn('os_name', 'text')
    .addColumn('os_version', 'text')
    .addColumn('referrer', 'text')
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .execute();
  // Statistics are always asked for one link / code / workspace over a time range.
  await db.schema
    .createIndex('link_statistic_link_time_idx')
    .on('link_statistic')
    .columns(['link_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('link_statistic_qr_time_idx')
    .on('link_statistic')
    .columns(['qr_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('link_statistic_workspace_time_idx')
    .on('link_statistic')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await createOwned(db, 'feedback', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('campaign_id', 'text', (col) => col.references('campaign.id').onDelete('set null')),
  );

  await createOwned(db, 'question', (table) =>
    table
      .addColumn('feedback_id', 'text', (col) => col.notNull().references('feedback.id').onDelete('cascade'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('settings', json, (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull()),
  );
  await db.schema.createIndex('question_feedback_idx').on('question').columns(['feedback_id', 'position']).execute();

  await createOwned(db, 'event', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('location_id', 'text', (col) => col.references('location.id').onDelete('set null')),
  );

  await db.schema
    .createTable('event_feedback')
    .addColumn('event_id', 'text', (col) => col.notNull().references('event.id').onDelete('cascade'))
    .addColumn('feedback_id', 'text', (col) => col.notNull().references('feedback.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_feedback_pk', ['event_id', 'feedback_id'])
    .execute();
  await db.schema.createIndex('event_feedback_feedback_idx').on('event_feedback').column('feedback_id').execute();

  await db.schema
    .createTable('response')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('feedback_id', 'text', (col) => col.notNull().references('feedback.id').onDelete('cascade'))
    .addColumn('qr_id', 'text', (col) => col.references('qr.id').onDelete('set null'))
    .addColumn('event_id', 'text', (col) => col.references('event.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('response_feedback_time_idx')
    .on('response')
    .columns(['feedback_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('response_workspace_time_idx')
    .on('response')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('participant_answer')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('response_id', 'text', (col) => col.notNull().references('response.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('question.id').onDelete('cascade'))
    .addColumn('answer', json, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('participant_answer_question_idx')
    .on('participant_answer')
    .column('question_id')
    .execute();
  await db.schema
    .createIndex('participant_answer_response_idx')
    .on('participant_answer')
    .column('response_id')
    .execute();

  await createOwned(db, 'page', (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('page_type_id', 'text', (col) => col.notNull().references('page_type.id'))
      .addColumn('latitude', real)
      .addColumn('longitude', real)
      .addColumn('content', json, (col) => col.notNull())
      .addColumn('campaign_id', 'text', (col) => col.references('campaign.id').onDelete('set null')),
  );
}

/** A content table: id, its workspace (rows go with it), times, and the index every list query uses. */
async function createOwned(
  db: Kysely<unknown>,
  name: string,
  columns: (table: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>,
): Promise<void> {
  const table = db.schema
    .createTable(name)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull());
  await columns(table).execute();
  await db.schema
    .createIndex(`${name}_workspace_created_idx`)
    .on(name)
    .columns(['workspace_id', 'created_at'])
    .execute();
}
