import { createHash } from 'node:crypto';
import type { WebhookMessageType } from '../../../shared/webhooks.js';
import type { Db } from '../../db/database.js';
import type { EventType } from '../../events/catalogue.js';
import { insertMessages } from './webhook-messages.repo.js';
import { payloadsOf, type SourceEvent, type WebhookPayload } from './webhook-payloads.js';
import { enabledEndpoints, type EndpointRow } from './webhooks.repo.js';

/** The webhook types a domain event can become (clicks: a link's click and a code's scan). */
const TYPES_OF: Partial<Record<EventType, readonly string[]>> = {
  'clicks.stored': ['link.clicked', 'qr.scanned'],
  'page_views.stored': ['page.viewed'],
};

/** Makes the messages of one domain event for the endpoints that want it; answers how many. */
export async function makeMessages(db: Db, event: SourceEvent, now: number): Promise<number> {
  const types = TYPES_OF[event.type] ?? [event.type];
  const endpoints = (await enabledEndpoints(db, event.workspaceId)).filter((endpoint) =>
    endpoint.event_types.some((type) => types.includes(type)),
  );
  if (endpoints.length === 0) return 0;
  return queueMessages(db, endpoints, await payloadsOf(db, event), now);
}

/**
 * A message's id, `msg_` and 26 characters derived from the endpoint and the payload's key: the outbox hands an event
 * over at least once, and a second hand-over makes the same ids, which the insert leaves alone. Every attempt and a
 * resend send it as `webhook-id`, by which receivers recognise a message they have had.
 */
export function messageIdOf(endpointId: string, key: string): string {
  const digest = createHash('sha256').update(`${endpointId}\n${key}`).digest('base64url');
  return `msg_${digest.slice(0, 26)}`;
}

/** The body of a message exactly as sent: `type`, `timestamp` (ISO 8601) and the versioned `data`. */
export function bodyOf(type: WebhookMessageType, occurredAt: number, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: new Date(occurredAt).toISOString(), data });
}

/** Makes the messages of `payloads` for each endpoint that wants their type; answers how many were offered. */
export async function queueMessages(
  db: Db,
  endpoints: readonly EndpointRow[],
  payloads: readonly WebhookPayload[],
  now: number,
): Promise<number> {
  const rows = endpoints.flatMap((endpoint) =>
    payloads
      // An endpoint hears of what happened once it existed (a click by its own time), not of what was still on its
      // way through the outbox or the click writer when it was made.
      .filter(
        (payload) =>
          payload.type === 'webhook.test' ||
          (endpoint.event_types.includes(payload.type) && payload.occurredAt >= endpoint.created_at),
      )
      .map((payload) => ({
        id: messageIdOf(endpoint.id, payload.key),
        endpoint_id: endpoint.id,
        workspace_id: endpoint.workspace_id,
        event_type: payload.type,
        body: bodyOf(payload.type, payload.occurredAt, payload.data),
        created_at: now,
        attempts: 0,
        next_attempt_at: now,
      })),
  );
  await insertMessages(db, rows);
  return rows.length;
}
