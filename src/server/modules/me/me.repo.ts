import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';

export type UserRow = Pick<UserTable, 'id' | 'full_name' | 'email' | 'avatar_url' | 'locale' | 'created_at'>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'full_name', 'email', 'avatar_url', 'locale', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserTable, 'full_name' | 'email' | 'avatar_url' | 'locale' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('user').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes the user. Every row of theirs goes with it by the foreign keys' cascades: sessions, sign-in accounts,
 * the workspaces they own and everything in them (links, clicks, statistics, API keys, billing).
 */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', id).execute();
}
