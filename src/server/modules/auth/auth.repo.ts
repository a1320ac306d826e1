import type { Db } from '../../db/database.js';

/** True when an account uses this address (addresses are stored lower-cased). */
export async function emailIsRegistered(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}

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

/** Stores a new password hash and ends every other session of the user, in one transaction. */
export async function replacePasswordHash(
  db: Db,
  change: { userId: string; hash: string; keepSessionId: string; updatedAt: Date | string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account')
      .set({ password: change.hash, updated_at: change.updatedAt })
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
