import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';
import { storedColumns, type PlainOf } from '../../db/stored-columns.js';

// better-auth's own date columns: Date on PostgreSQL, ISO text on SQLite; ISO-8601 strings for callers.
const userColumns = storedColumns({ authDate: ['created_at', 'updated_at'] });

export type UserRow = PlainOf<
  typeof userColumns,
  Pick<UserTable, 'id' | 'full_name' | 'email' | 'avatar_url' | 'locale' | 'created_at'>
>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'full_name', 'email', 'avatar_url', 'locale', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && userColumns.read(row);
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    PlainOf<typeof userColumns, Pick<UserTable, 'full_name' | 'email' | 'avatar_url' | 'locale' | 'updated_at'>>
  >,
): Promise<void> {
  await db.updateTable('user').set(userColumns.write(db, changes)).where('id', '=', id).execute();
}

/**
 * Deletes the user. Every row of theirs goes with it by the foreign keys' cascades: sessions, sign-in accounts,
 * the workspaces they own and everything in them (links, clicks, statistics, API keys, billing).
 */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', id).execute();
}
