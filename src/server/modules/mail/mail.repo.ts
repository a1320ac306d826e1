import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, OutgoingMailTable } from '../../db/schema.js';

export type OutgoingMail = Selectable<OutgoingMailTable>;

/** Writes one mail in the caller's transaction (the change that causes it). */
export async function insertMail(trx: Db | Transaction<Database>, mail: Insertable<OutgoingMailTable>): Promise<void> {
  await trx.insertInto('outgoing_mail').values(mail).execute();
}

/** The ids of mails due now that nobody is sending, oldest due first. */
export async function dueMailIds(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('outgoing_mail')
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due mail for `holder` until `until` and counts the attempt, in one conditional update: of several nodes
 * asking at once, exactly one is granted it. Answers the mail when granted.
 */
export async function claimMail(
  db: Db,
  id: string,
  holder: string,
  now: number,
  until: number,
): Promise<OutgoingMail | undefined> {
  const result = await db
    .updateTable('outgoing_mail')
    .set((eb) => ({ claimed_until: until, claimed_by: holder, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMail(row);
}

export async function deleteMail(db: Db, id: string): Promise<void> {
  await db.deleteFrom('outgoing_mail').where('id', '=', id).execute();
}

/** Lets the mail go after a failed attempt, to be tried again at `nextAttemptAt`. */
export async function postponeMail(
  db: Db,
  id: string,
  holder: string,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ next_attempt_at: nextAttemptAt, claimed_until: 0, claimed_by: null, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .where('claimed_by', '=', holder)
    .execute();
}

// PostgreSQL's bigint arrives as a number (database.ts), SQLite's integers too; counts are made sure of here.
function toMail(row: OutgoingMail): OutgoingMail {
  return {
    ...row,
    created_at: Number(row.created_at),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    claimed_until: Number(row.claimed_until),
  };
}
