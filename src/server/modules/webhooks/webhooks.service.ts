import {
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookInput,
  type RotateWebhookSecretInput,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookWithSecret,
} from '../../../shared/webhooks.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { newEvent } from '../../events/new-event.js';
import type { WebhookNetworkGuard } from './webhook-address.js';
import { messageIdOf, queueMessages } from './webhook-fanout.js';
import { requeueMessage } from './webhook-messages.repo.js';
import { PAYLOAD_VERSION } from './webhook-payloads.js';
import { newWebhookSecret, SECRET_PREFIX_LENGTH } from './webhook-signing.js';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.repo.js';

/** What the webhooks' routes need besides the app: the network guard, the sender's nudge and its clock. */
export interface WebhookRuntime {
  guard: WebhookNetworkGuard;
  nudge(): void;
  now(): number;
}
type Deps = Pick<AppContext, 'database' | 'events'> & { webhooks: WebhookRuntime };

/** After a rotation, the old secret signs beside the new one this long, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_MS = WEBHOOK_PREVIOUS_SECRET_HOURS * 60 * 60_000;

export async function listWebhooks(deps: Deps, viewer: Viewer): Promise<{ items: Webhook[] }> {
  return { items: (await listEndpoints(deps.database.db, viewer.workspace.id)).map(toWebhook) };
}

export async function getWebhook(deps: Deps, viewer: Viewer, id: string): Promise<Webhook> {
  return toWebhook(await endpointOrThrow(deps, viewer, id));
}

/** Makes an endpoint after checking where its address leads; its secret is in this answer and shown nowhere else. */
export async function createWebhook(deps: Deps, viewer: Viewer, input: CreateWebhookInput): Promise<WebhookWithSecret> {
  await assertReachable(deps, input.url);
  const now = Date.now();
  const row: EndpointRow = {
    id: newId(),
    workspace_id: viewer.workspace.id,
    url: input.url,
    description: input.description ?? '',
    event_types: [...new Set(input.eventTypes)],
    enabled: input.enabled ?? true,
    disabled_reason: null,
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_until: null,
    failures_in_a_row: 0,
    failing_since: null,
    last_delivery_at: null,
    last_success_at: null,
    created_by: viewer.userId,
    created_at: now,
    updated_at: now,
  };
  await deps.events.change(async ({ trx, publish }) => {
    await insertEndpoint(trx, row);
    publish(newEvent('webhook.created', viewer, { id: row.id, url: row.url }));
  });
  return { ...toWebhook(row), secret: row.secret };
}

/** Changes an endpoint. Turning it on again clears its failures and the reason it went off. */
export async function updateWebhook(deps: Deps, viewer: Viewer, id: string, input: UpdateWebhookInput) {
  const current = await endpointOrThrow(deps, viewer, id);
  if (input.url !== undefined && input.url !== current.url) await assertReachable(deps, input.url);
  const changes: Partial<EndpointRow> = { updated_at: Date.now() };
  if (input.url !== undefined) changes.url = input.url;
  if (input.description !== undefined) changes.description = input.description;
  if (input.eventTypes !== undefined) changes.event_types = [...new Set(input.eventTypes)];
  if (input.enabled !== undefined) {
    changes.enabled = input.enabled;
    changes.disabled_reason = null;
    if (input.enabled && !current.enabled) Object.assign(changes, { failures_in_a_row: 0, failing_since: null });
  }
  const changed = Object.keys(input).filter((key) => input[key as keyof UpdateWebhookInput] !== undefined);
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await updateEndpoint(trx, viewer.workspace.id, id, changes))) throw httpErrors.notFound('webhook');
    publish(newEvent('webhook.updated', viewer, { id, changed }));
  });
  return toWebhook({ ...current, ...changes });
}

export async function deleteWebhook(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await deleteEndpoint(trx, viewer.workspace.id, id))) throw httpErrors.notFound('webhook');
    publish(newEvent('webhook.deleted', viewer, { id }));
  });
}

/** A new secret (generated, or the caller's own); the old one keeps signing beside it for 24 hours. */
export async function rotateWebhookSecret(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: RotateWebhookSecretInput,
): Promise<WebhookWithSecret> {
  const current = await endpointOrThrow(deps, viewer, id);
  const now = Date.now();
  const changes = {
    secret: input.secret ?? newWebhookSecret(),
    previous_secret: current.secret,
    previous_secret_until: now + PREVIOUS_SECRET_MS,
    updated_at: now,
  };
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await updateEndpoint(trx, viewer.workspace.id, id, changes))) throw httpErrors.notFound('webhook');
    publish(newEvent('webhook.updated', viewer, { id, changed: ['secret'] }));
  });
  return { ...toWebhook({ ...current, ...changes }), secret: changes.secret };
}

/** Queues a `webhook.test` message to the endpoint, whatever event types it wants; an endpoint that is off gets none. */
export async function sendTestMessage(deps: Deps, viewer: Viewer, id: string): Promise<{ messageId: string }> {
  const endpoint = await endpointOrThrow(deps, viewer, id);
  if (!endpoint.enabled) {
    throw new AppError(409, 'webhook_disabled', 'The endpoint is off: turn it on to send it a test event.');
  }
  const key = `test.${newId()}`;
  const now = deps.webhooks.now();
  const data = { version: PAYLOAD_VERSION, webhookId: id, message: 'A test event sent from Scanlink.' };
  await queueMessages(deps.database.db, [endpoint], [{ key, type: WEBHOOK_TEST_EVENT, occurredAt: now, data }], now);
  deps.webhooks.nudge();
  return { messageId: messageIdOf(endpoint.id, key) };
}

/** Sends one of the endpoint's messages again, with the same `webhook-id` and body, on a fresh set of tries. */
export async function resendMessage(deps: Deps, viewer: Viewer, id: string, messageId: string) {
  await endpointOrThrow(deps, viewer, id);
  if (!(await requeueMessage(deps.database.db, id, messageId, deps.webhooks.now()))) {
    throw httpErrors.notFound('message');
  }
  deps.webhooks.nudge();
  return { messageId };
}

export async function endpointOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string) {
  const endpoint = await findEndpoint(deps.database.db, viewer.workspace.id, id);
  if (!endpoint) throw httpErrors.notFound('webhook');
  return endpoint;
}

async function assertReachable(deps: Deps, url: string): Promise<void> {
  const problem = await deps.webhooks.guard.problemOf(new URL(url));
  if (problem) throw httpErrors.validation([{ path: 'url', code: problem, message: URL_MESSAGES[problem] }]);
}

const URL_MESSAGES = {
  url_unresolvable: 'This address’s host name does not resolve.',
  url_not_allowed: 'This address is on a private network, which webhooks may not reach.',
  url_not_https: 'Use https: plain http is only allowed for the networks the admin lists.',
} as const;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    secretPrefix: row.secret.slice(0, SECRET_PREFIX_LENGTH),
    previousSecretUntil:
      row.previous_secret_until !== null && row.previous_secret_until > Date.now()
        ? msToIso(row.previous_secret_until)
        : null,
    failuresInARow: row.failures_in_a_row,
    lastDeliveryAt: row.last_delivery_at === null ? null : msToIso(row.last_delivery_at),
    lastSuccessAt: row.last_success_at === null ? null : msToIso(row.last_success_at),
    createdAt: msToIso(row.created_at),
  };
}
