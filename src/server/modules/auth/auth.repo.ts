import type { Db } from '../../db/database.js';

/** True when an account uses this address (addresses are stored lower-cased). */
export async function emailIsRegistered(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}
