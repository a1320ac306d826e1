import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/stored-columns.js';
import type { Database, WebhookMessageState } from '../../db/schema.js';

/** A message as the sender handles it. */
export interface MessageRow {
  id: string;
  endpoint_id: string;
  workspace_id: string;
  event_type: string;
  body: string;
  created_at: number;
  attempts: number;
}

// SQLite refuses statements with more than 32,766 parameters; a message row has 10.
const INSERT_CHUNK = 500;

/** Inserts messages; one whose id exists already (the same event handed over twice) is left as it is. */
export async function insertMessages(db: Db, rows: readonly (MessageRow & { next_attempt_at: number })[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
      ...row,
      state: 'pending' as const,
      lease_holder: null,
      lease_until: null,
    }));
    await db
      .insertInto('webhook_message')
      .values(chunk)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

/**
 * When messages are due and whether a lease is over: `dueBy` on the sender's clock (a test moves it to the next retry),
 * `now` always the real time, so a lease lasts as long as the attempt it covers.
 */
export interface ClaimTimes {
  dueBy: number;
  now: number;
}

/**
 * Endpoints that are on and have messages due that no node holds: one index probe per endpoint, so a backlog of
 * 100,000 messages of one endpoint costs the others nothing. Those waiting longest since their last delivery first.
 */
export async function endpointsWithDueMessages(db: Db, { dueBy, now }: ClaimTimes, limit: number) {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .select('webhook_endpoint.id')
    .where('webhook_endpoint.enabled', '=', dialectOf(db).bool(true))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('webhook_message')
          .select('webhook_message.id')
          .whereRef('webhook_message.endpoint_id', '=', 'webhook_endpoint.id')
          .where('webhook_message.state', '=', 'pending')
          .where('webhook_message.next_attempt_at', '<=', dueBy)
          .where((inner) =>
            inner.or([
              inner('webhook_message.lease_until', 'is', null),
              inner('webhook_message.lease_until', '<', now),
            ]),
          ),
      ),
    )
    .orderBy('webhook_endpoint.last_delivery_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims up to `limit` due messages of one endpoint for `holder` until `leaseUntil`. The lease is checked again by
 * the update itself, so of two nodes claiming together each message goes to one.
 */
export async function claimMessages(
  db: Db,
  endpointId: string,
  holder: string,
  { dueBy, now }: ClaimTimes,
  leaseUntil: number,
  limit: number,
): Promise<MessageRow[]> {
  const free = (eb: ExpressionBuilder<Database, 'webhook_message'>) =>
    eb.and([
      eb('state', '=', 'pending'),
      eb('next_attempt_at', '<=', dueBy),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]),
    ]);
  let due = db
    .selectFrom('webhook_message')
    .select('id')
    .where('endpoint_id', '=', endpointId)
    .where(free)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (dialectOf(db).kind === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('webhook_message')
    .set({ lease_holder: holder, lease_until: leaseUntil })
    .where('id', 'in', due)
    .where(free)
    .returning(['id', 'endpoint_id', 'workspace_id', 'event_type', 'body', 'created_at', 'attempts'])
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at), attempts: Number(row.attempts) }));
}

/** Where a message stands after an attempt (the lease let go). */
export async function settleMessage(
  db: Db,
  id: string,
  holder: string,
  outcome: { state: WebhookMessageState; attempts: number; nextAttemptAt: number | null },
): Promise<void> {
  await db
    .updateTable('webhook_message')
    .set({
      state: outcome.state,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      lease_holder: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_holder', '=', holder)
    .execute();
}

/** Gives back the lease of messages this node claimed and did not try (it stops). */
export async function releaseMessages(db: Db, ids: readonly string[], holder: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_message')
    .set({ lease_holder: null, lease_until: null })
    .where('id', 'in', [...ids])
    .where('lease_holder', '=', holder)
    .execute();
}

/** The pending messages of an endpoint that was turned off fail: they are never sent. */
export async function failPendingMessages(db: Db, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_message')
    .set({ state: 'failed', next_attempt_at: null })
    .where('endpoint_id', '=', endpointId)
    .where('state', '=', 'pending')
    .execute();
}

/** Queues one message again now, with a full set of tries ("resend"); false when the endpoint has no such message. */
export async function requeueMessage(db: Db, endpointId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_message')
    .set({ state: 'pending', attempts: 0, next_attempt_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes messages (and their attempts) made before `before`, at most `limit`; answers how many went. */
export async function deleteOldMessages(db: Db, before: number, limit: number): Promise<number> {
  const old = db.selectFrom('webhook_message').select('id').where('created_at', '<', before).limit(limit);
  await db.deleteFrom('webhook_attempt').where('message_id', 'in', old).execute();
  const result = await db.deleteFrom('webhook_message').where('id', 'in', old).executeTakeFirst();
  return Number(result.numDeletedRows);
}
