import type { WebhookAttempt, WebhookAttemptQuery } from '../../../shared/webhooks.js';
import { msToIso } from '../../db/dialect.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { decodeCursor, encodeCursor } from '../../http/kit/paging.js';
import type { AppContext } from '../../app-context.js';
import { findAttempts, type LoggedAttempt } from './webhook-attempts.repo.js';
import { endpointOrThrow } from './webhooks.service.js';

const PAGE_SIZE = 50;

/** An endpoint's delivery log, newest first, filtered by event type and outcome. */
export async function listAttempts(
  deps: Pick<AppContext, 'database'>,
  viewer: Viewer,
  id: string,
  query: WebhookAttemptQuery,
): Promise<{ items: WebhookAttempt[]; nextCursor: string | null }> {
  await endpointOrThrow(deps, viewer, id);
  const rows = await findAttempts(deps.database.db, {
    endpointId: id,
    ...(query.eventType ? { eventType: query.eventType } : {}),
    ...(query.outcome ? { succeeded: query.outcome === 'succeeded' } : {}),
    ...(query.cursor ? { before: decodeCursor(query.cursor) } : {}),
    limit: PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toAttempt),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor({ createdAt: last.attempted_at, id: last.id }) : null,
  };
}

function toAttempt(row: LoggedAttempt): WebhookAttempt {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    attemptedAt: msToIso(row.attempted_at),
    succeeded: row.succeeded,
    status: row.status,
    durationMs: row.duration_ms,
    error: row.error,
    requestHeaders: row.request_headers,
    requestBody: row.body,
    responseBody: row.response_body,
    nextAttemptAt: row.next_attempt_at === null ? null : msToIso(row.next_attempt_at),
  };
}
