import type { Db } from '../../db/database.js';
import type { AccountTokenTable } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { storedColumns } from '../../db/stored-columns.js';

type Purpose = AccountTokenTable['purpose'];
const accountColumns = storedColumns({ authDate: ['created_at', 'updated_at'] });

export interface AccountOwner {
  id: string;
  email: string;
  name: string;
  locale: string | null;
}

/** The account that uses this address (stored lower-cased), or undefined. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountOwner | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'full_name as name', 'locale'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Stores a link's hash for the user, valid until `expiresAt` (epoch ms). */
export async function insertAccountToken(
  db: Db,
  token: { hash: string; purpose: Purpose; userId: string; newEmail?: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('account_token')
    .values({
      id: newId(),
      token_hash: token.hash,
      purpose: token.purpose,
      user_id: token.userId,
      new_email: token.newEmail ?? null,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** How many links of this purpose the user was sent since `since` (epoch ms) and has not used. */
export async function countTokensSince(db: Db, userId: string, purpose: Purpose, since: number): Promise<number> {
  const row = await db
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A link that still works: its row and the address of its account; undefined when used, expired or never made. */
export async function findLiveToken(db: Db, hash: string, purpose: Purpose, now: number) {
  return db
    .selectFrom('account_token')
    .innerJoin('user', 'user.id', 'account_token.user_id')
    .select([
      'account_token.id',
      'account_token.user_id as userId',
      'account_token.new_email as newEmail',
      'user.email',
      'user.full_name as name',
    ])
    .where('account_token.token_hash', '=', hash)
    .where('account_token.purpose', '=', purpose)
    .where('account_token.expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a link up: false when another request used it first (the row is gone). */
export async function consumeToken(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('account_token').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Sets the user's password from a reset link, in one transaction: the link is used up (false, and nothing changes,
 * when another request used it first), every other reset link of the account dies with it, the password is stored
 * (an account that signed in only with Google gains one) and every session of the account ends.
 */
export async function resetPasswordWithToken(
  db: Db,
  reset: { tokenId: string; userId: string; hash: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, reset.tokenId))) return false;
    await trx
      .deleteFrom('account_token')
      .where('user_id', '=', reset.userId)
      // A reset proves the mailbox as well as a sign-up's link: an account waiting for one may sign in now.
      .where('purpose', 'in', ['password_reset', 'sign_up'])
      .execute();
    const updated = await trx
      .updateTable('account')
      .set(accountColumns.write(trx, { password: reset.hash, updated_at: reset.now.toISOString() }))
      .where('user_id', '=', reset.userId)
      .where('provider_id', '=', 'credential')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const at = reset.now.toISOString();
      await trx
        .insertInto('account')
        .values(
          accountColumns.write(trx, {
            id: newId(),
            account_id: reset.userId,
            provider_id: 'credential',
            user_id: reset.userId,
            password: reset.hash,
            created_at: at,
            updated_at: at,
          }),
        )
        .execute();
    }
    await trx.deleteFrom('session').where('user_id', '=', reset.userId).execute();
    return true;
  });
}
