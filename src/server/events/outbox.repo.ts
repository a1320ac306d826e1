import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { DomainEvent } from './catalogue.js';

type Writer = Db | Transaction<Database>;

/** A row the dispatcher hands to one subscriber. */
export interface OutboxEntry {
  seq: number;
  subscriber: string;
  attempts: number;
  createdAt: number;
  event: DomainEvent;
}

/** Writes one row per event and subscriber that wants it, inside the caller's transaction. */
export async function insertOutboxRows(
  db: Writer,
  rows: ReadonlyArray<{ event: DomainEvent; subscriber: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      rows.map(({ event, subscriber }) => ({
        event_id: event.id,
        subscriber,
        subject: event.subject,
        type: event.type,
        event: JSON.stringify(event),
        created_at: event.occurredAt,
        available_at: event.occurredAt,
      })),
    )
    .execute();
}

/**
 * The rows due now that are first in their chain (no older row of the same subscriber and subject waits, also not
 * one in its back-off), oldest first: taking only these keeps each subject in order.
 */
export async function dueChainHeads(db: Db, now: number, limit: number): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox as o')
    .select(['o.seq', 'o.subscriber', 'o.attempts', 'o.created_at', 'o.event'])
    .where('o.available_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.subscriber', '=', 'o.subscriber')
            .whereRef('p.subject', '=', 'o.subject')
            .whereRef('p.seq', '<', 'o.seq'),
        ),
      ),
    )
    .orderBy('o.seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    subscriber: row.subscriber,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    event: JSON.parse(row.event) as DomainEvent,
  }));
}

export async function deleteOutboxRow(db: Db, seq: number): Promise<void> {
  await db.deleteFrom('outbox').where('seq', '=', seq).execute();
}

export async function postponeOutboxRow(db: Db, seq: number, availableAt: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), available_at: availableAt, last_error: error.slice(0, 1000) }))
    .where('seq', '=', seq)
    .execute();
}

/** How many rows wait, and since when the oldest (for /healthz). */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; oldestAt: number | null }> {
  const row = await db
    .selectFrom('outbox')
    .select(({ fn }) => [fn.countAll<number>().as('waiting'), fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), oldestAt: row.oldest === null ? null : Number(row.oldest) };
}

/**
 * Takes or renews the dispatcher's lease for `holder` until `until`: granted when nobody holds it, its time ran
 * out, or `holder` holds it already. One conditional update, so two nodes can never both be granted it.
 */
export async function takeLease(db: Db, holder: string, now: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox_lease')
    .set({ holder, expires_at: until })
    .where('name', '=', 'dispatcher')
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease up at a graceful stop, so another node takes over at once rather than after it runs out. */
export async function releaseLease(db: Db, holder: string): Promise<void> {
  await db
    .updateTable('outbox_lease')
    .set({ expires_at: 0 })
    .where('name', '=', 'dispatcher')
    .where('holder', '=', holder)
    .execute();
}
