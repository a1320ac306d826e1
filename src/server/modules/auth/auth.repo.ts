import type { Db } from '../../db/database.js';
import type { SessionTable } from '../../db/schema.js';
import { dialectOf, storedColumns, type PlainOf } from '../../db/stored-columns.js';

// better-auth's own date columns: Date on PostgreSQL, ISO text on SQLite; ISO-8601 strings for callers.
const sessionColumns = storedColumns({ authDate: ['created_at', 'updated_at', 'expires_at'] });
const accountColumns = storedColumns({ authDate: ['updated_at'] });

/** The password hash of the user's email-and-password account; null for accounts that only use Google. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('account')
    .select('password')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  return row?.password ?? null;
}

/** The name and email of a user, which their password must not be made of. */
export async function findNameAndEmail(db: Db, userId: string): Promise<{ name: string; email: string } | undefined> {
  return db.selectFrom('user').select(['full_name as name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** Stores a new password hash and ends every other session of the user, in one transaction. */
export async function replacePasswordHash(
  db: Db,
  change: { userId: string; hash: string; keepSessionId: string; updatedAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account')
      .set(accountColumns.write(trx, { password: change.hash, updated_at: change.updatedAt }))
      .where('user_id', '=', change.userId)
      .where('provider_id', '=', 'credential')
      .execute();
    await trx
      .deleteFrom('session')
      .where('user_id', '=', change.userId)
      .where('id', '!=', change.keepSessionId)
      .execute();
  });
}

export type SessionRow = PlainOf<
  typeof sessionColumns,
  Pick<SessionTable, 'id' | 'user_agent' | 'created_at' | 'updated_at' | 'expires_at'>
>;

/** The user's sessions, newest first (expired ones included: the caller knows the time). */
export async function findSessionsOfUser(db: Db, userId: string): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'user_agent', 'created_at', 'updated_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => sessionColumns.read(row));
}

/** Ends one of the user's sessions; false when the user has no session with this id. */
export async function deleteSessionOfUser(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but one; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('session')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes up to `limit` sessions that expired before `before` (epoch ms); answers how many. A batch at a time, so
 * that no deletion holds the tables (or SQLite's write lock) for long.
 */
export async function deleteExpiredSessions(db: Db, before: number, limit: number): Promise<number> {
  const expiry = dialectOf(db).authDate(new Date(before));
  const result = await db
    .deleteFrom('session')
    .where('id', 'in', (eb) => eb.selectFrom('session').select('id').where('expires_at', '<', expiry).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes up to `limit` verifications (e-mail links, password resets, sign-in states) expired before `before`. */
export async function deleteExpiredVerifications(db: Db, before: number, limit: number): Promise<number> {
  const expiry = dialectOf(db).authDate(new Date(before));
  const result = await db
    .deleteFrom('verification')
    .where('id', 'in', (eb) => eb.selectFrom('verification').select('id').where('expires_at', '<', expiry).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Up to `limit` accounts still waiting for their sign-up link (a `sign_up` row: confirming, or a password reset, deletes
 * it) whose wait began before `before` (epoch ms).
 */
export async function unconfirmedSignUpsBefore(db: Db, before: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('account_token')
    .select('user_id')
    .distinct()
    .where('purpose', '=', 'sign_up')
    .where('created_at', '<', before)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Deletes the user, and with them (the tables' cascades) their workspace and everything in it. */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', userId).execute();
}
