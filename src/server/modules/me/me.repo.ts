import type { Db } from '../../db/database.js';
import type { UserAvatarTable, UserTable } from '../../db/schema.js';
import { storedColumns, type PlainOf } from '../../db/stored-columns.js';

// better-auth's own date columns: Date on PostgreSQL, ISO text on SQLite; ISO-8601 strings for callers.
const userColumns = storedColumns({ authDate: ['created_at', 'updated_at'] });

type ProfileColumns = 'full_name' | 'email' | 'avatar_url' | 'locale' | 'phone' | 'country' | 'time_zone';

export type UserRow = PlainOf<typeof userColumns, Pick<UserTable, 'id' | ProfileColumns | 'created_at'>> & {
  /** The uploaded picture's SHA-256, or null without one. */
  avatar_sha256: string | null;
};

export type UserChanges = Partial<PlainOf<typeof userColumns, Pick<UserTable, ProfileColumns | 'updated_at'>>>;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user_avatar', 'user_avatar.user_id', 'user.id')
    .select([
      'user.id',
      'user.full_name',
      'user.email',
      'user.avatar_url',
      'user.locale',
      'user.phone',
      'user.country',
      'user.time_zone',
      'user.created_at',
      'user_avatar.sha256 as avatar_sha256',
    ])
    .where('user.id', '=', id)
    .executeTakeFirst();
  return row && { ...userColumns.read(row), avatar_sha256: row.avatar_sha256 ?? null };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<void> {
  await db.updateTable('user').set(userColumns.write(db, changes)).where('id', '=', id).execute();
}

/**
 * Deletes the user. Every row of theirs goes with it by the foreign keys' cascades: sessions, sign-in accounts,
 * the workspaces they own and everything in them (links, clicks, statistics, API keys, billing), their picture.
 */
export type AvatarRow = Pick<UserAvatarTable, 'content_type' | 'image' | 'sha256'>;

export async function findAvatar(db: Db, userId: string): Promise<AvatarRow | undefined> {
  return db
    .selectFrom('user_avatar')
    .select(['content_type', 'image', 'sha256'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores the user's picture in place of any before it. */
export async function saveAvatar(db: Db, userId: string, avatar: AvatarRow, now: number): Promise<void> {
  await db
    .insertInto('user_avatar')
    .values({ user_id: userId, ...avatar, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...avatar, updated_at: now }))
    .execute();
}

export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_avatar').where('user_id', '=', userId).execute();
}
