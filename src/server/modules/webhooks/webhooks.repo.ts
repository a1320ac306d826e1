import type { WebhookEventType } from '../../../shared/webhooks.js';
import type { Db } from '../../db/database.js';
import type { WebhookEndpointTable } from '../../db/schema.js';
import { storedColumns } from '../../db/stored-columns.js';

const stored = storedColumns({ bool: ['enabled'], json: ['event_types'] });

/** An endpoint as the module handles it: booleans, the event types as an array, times as numbers. */
export interface EndpointRow extends Omit<WebhookEndpointTable, 'enabled' | 'event_types' | 'disabled_reason'> {
  enabled: boolean;
  event_types: WebhookEventType[];
  disabled_reason: 'gone' | 'failing' | null;
}

const TIMES = [
  'previous_secret_until',
  'failing_since',
  'last_delivery_at',
  'last_success_at',
  'created_at',
  'updated_at',
] as const;

function endpointOf(row: WebhookEndpointTable): EndpointRow {
  const plain = stored.read(row) as unknown as EndpointRow;
  // PostgreSQL answers bigint columns as text.
  for (const name of TIMES) if (plain[name] !== null) plain[name] = Number(plain[name]);
  plain.failures_in_a_row = Number(plain.failures_in_a_row);
  return plain;
}

export async function insertEndpoint(db: Db, row: EndpointRow): Promise<void> {
  await db.insertInto('webhook_endpoint').values(stored.write(db, row)).execute();
}

/** The workspace's endpoints, newest first. */
export async function listEndpoints(db: Db, workspaceId: string): Promise<EndpointRow[]> {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(endpointOf);
}

export async function findEndpoint(db: Db, workspaceId: string, id: string): Promise<EndpointRow | null> {
  const row = await db
    .selectFrom('webhook_endpoint')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? endpointOf(row) : null;
}

/** Any workspace's endpoint (the sender's view). */
export async function endpointById(db: Db, id: string): Promise<EndpointRow | null> {
  const row = await db.selectFrom('webhook_endpoint').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? endpointOf(row) : null;
}

/** The endpoints of a workspace that are on: what a new event is offered to. */
export async function enabledEndpoints(db: Db, workspaceId: string): Promise<EndpointRow[]> {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('enabled', '=', stored.write(db, { enabled: true }).enabled)
    .execute();
  return rows.map(endpointOf);
}

export async function updateEndpoint(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<Omit<EndpointRow, 'id' | 'workspace_id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoint')
    .set(stored.write(db, values))
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEndpoint(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoint')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A delivery succeeded: the endpoint's failures are over. Its last delivery is kept to the second, so a busy endpoint's
 * row is written once a second at most, not at every message.
 */
export async function recordSuccess(db: Db, id: string, now: number): Promise<void> {
  await db
    .updateTable('webhook_endpoint')
    .set({ failures_in_a_row: 0, failing_since: null, last_delivery_at: now, last_success_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('failures_in_a_row', '>', 0),
        eb('last_success_at', 'is', null),
        eb('last_success_at', '<', now - SUCCESS_RECORDED_EVERY_MS),
      ]),
    )
    .execute();
}
const SUCCESS_RECORDED_EVERY_MS = 1_000;

/** A delivery failed: one more failure in a row (counted by the database, so concurrent attempts all count). */
export async function recordFailure(
  db: Db,
  id: string,
  now: number,
): Promise<{ failures: number; failingSince: number } | null> {
  const row = await db
    .updateTable('webhook_endpoint')
    .set((eb) => ({
      failures_in_a_row: eb('failures_in_a_row', '+', 1),
      failing_since: eb.fn.coalesce('failing_since', eb.val(now)),
      last_delivery_at: now,
    }))
    .where('id', '=', id)
    .returning(['failures_in_a_row', 'failing_since'])
    .executeTakeFirst();
  return row ? { failures: Number(row.failures_in_a_row), failingSince: Number(row.failing_since) } : null;
}

/** Turns an endpoint off for `reason`; false when it was off already (so one node tells of it, once). */
export async function disableEndpoint(db: Db, id: string, reason: 'gone' | 'failing', now: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoint')
    .set(stored.write(db, { enabled: false, disabled_reason: reason, updated_at: now }))
    .where('id', '=', id)
    .where('enabled', '=', stored.write(db, { enabled: true }).enabled)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
