import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The account's own phone, country and time zone (the weekly summary is sent at Monday 09:00 in that zone), and its
 * uploaded picture. The picture has a table of its own rather than a column on `user`: better-auth reads the user row
 * on every request that checks a session, and must not carry an image each time. One row per user, replaced whole;
 * it goes with the user (cascade).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const column of ['phone', 'country', 'time_zone']) {
    await db.schema.alterTable('user').addColumn(column, 'text').execute();
  }
  await db.schema
    .createTable('user_avatar')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('image', dialect.types.blob, (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}
