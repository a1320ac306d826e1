import { idParamsSchema } from '../../../shared/list.js';
import {
  createWebhookSchema,
  queuedWebhookMessageSchema,
  rotateWebhookSecretSchema,
  updateWebhookSchema,
  webhookAttemptPageSchema,
  webhookAttemptQuerySchema,
  webhookListSchema,
  webhookMessageParamsSchema,
  webhookSchema,
  webhookWithSecretSchema,
  type Webhook,
} from '../../../shared/webhooks.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { listAttempts } from './webhook-log.service.js';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  resendMessage,
  rotateWebhookSecret,
  sendTestMessage,
  updateWebhook,
  type WebhookRuntime,
} from './webhooks.service.js';

const TAG = 'Webhooks';
const EXAMPLE: Webhook = {
  id: '0196f3c4-5555-7c1d-9b2a-4f6e8d0c1a2b',
  url: 'https://crm.example.com/hooks/scanlink',
  description: 'CRM sync',
  eventTypes: ['link.clicked', 'feedback.response'],
  enabled: true,
  disabledReason: null,
  secretPrefix: 'whsec_Mf3Tq9',
  previousSecretUntil: null,
  failuresInARow: 0,
  lastDeliveryAt: '2026-03-02T06:00:00.000Z',
  lastSuccessAt: '2026-03-02T06:00:00.000Z',
  createdAt: '2026-03-01T09:30:00.000Z',
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/**
 * The workspace's webhook endpoints and their delivery log (docs/webhooks.md). Owners and admins, by session or by an
 * admin's API key; the messages themselves are described in the document's `webhooks` section.
 */
export function webhookRoutes(ctx: AppContext, webhooks: WebhookRuntime) {
  const deps = { ...ctx, webhooks };
  const one = { params: idParamsSchema, example: { params: { id: EXAMPLE.id } } } as const;
  return [
    route({
      method: 'GET',
      url: '/api/webhooks',
      permission: 'manage_webhooks',
      operationId: 'listWebhooks',
      summary: "List the workspace's webhook endpoints, newest first",
      description: 'Never their secrets: only the first characters, to recognise them.',
      tag: TAG,
      response: { status: 200, description: 'Every endpoint.', schema: webhookListSchema },
      example: { response: { items: [EXAMPLE] } },
      handler: ({ viewer }) => listWebhooks(deps, viewer),
    }),
    route({
      method: 'POST',
      url: '/api/webhooks',
      permission: 'manage_webhooks',
      operationId: 'createWebhook',
      summary: 'Add a webhook endpoint',
      description:
        'The address is resolved and checked now (and again at every connection): private, loopback and link-local ' +
        'addresses are refused unless the admin allows them. The answer holds the signing secret — the only time it ' +
        'is shown.',
      tag: TAG,
      body: createWebhookSchema,
      response: { status: 201, description: 'The new endpoint, with its secret.', schema: webhookWithSecretSchema },
      example: {
        body: { url: EXAMPLE.url, description: EXAMPLE.description, eventTypes: EXAMPLE.eventTypes },
        response: { ...EXAMPLE, lastDeliveryAt: null, lastSuccessAt: null, secret: SECRET },
      },
      handler: ({ viewer, body }) => createWebhook(deps, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/webhooks/:id',
      permission: 'manage_webhooks',
      operationId: 'getWebhook',
      summary: 'Get a webhook endpoint',
      tag: TAG,
      params: one.params,
      response: { status: 200, description: 'The endpoint.', schema: webhookSchema },
      example: { ...one.example, response: EXAMPLE },
      handler: ({ viewer, params }) => getWebhook(deps, viewer, params.id),
    }),
    route({
      method: 'PATCH',
      url: '/api/webhooks/:id',
      permission: 'manage_webhooks',
      operationId: 'updateWebhook',
      summary: 'Change a webhook endpoint',
      description: 'Turning an endpoint on again clears its failures; what it missed while off is not sent.',
      tag: TAG,
      params: one.params,
      body: updateWebhookSchema,
      response: { status: 200, description: 'The endpoint as changed.', schema: webhookSchema },
      example: { ...one.example, body: { enabled: false }, response: { ...EXAMPLE, enabled: false } },
      handler: ({ viewer, params, body }) => updateWebhook(deps, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/webhooks/:id',
      permission: 'manage_webhooks',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook endpoint',
      description: 'With its messages and delivery log; nothing more is sent to it.',
      tag: TAG,
      params: one.params,
      response: { status: 204, description: 'Deleted.' },
      example: one.example,
      handler: ({ viewer, params }) => deleteWebhook(deps, viewer, params.id),
    }),
    route({
      method: 'POST',
      url: '/api/webhooks/:id/secret',
      permission: 'manage_webhooks',
      operationId: 'rotateWebhookSecret',
      summary: "Rotate a webhook endpoint's signing secret",
      description:
        'Every message carries a signature by the new secret and, for 24 hours, one by the previous secret too, so ' +
        'the receiver can switch without losing a message. The answer holds the new secret — the only time it is shown.',
      tag: TAG,
      params: one.params,
      body: rotateWebhookSecretSchema,
      response: { status: 200, description: 'The endpoint, with its new secret.', schema: webhookWithSecretSchema },
      example: {
        ...one.example,
        body: {},
        response: { ...EXAMPLE, previousSecretUntil: '2026-03-03T06:00:00.000Z', secret: SECRET },
      },
      handler: ({ viewer, params, body }) => rotateWebhookSecret(deps, viewer, params.id, body),
    }),
    route({
      method: 'POST',
      url: '/api/webhooks/:id/test',
      permission: 'manage_webhooks',
      operationId: 'sendWebhookTest',
      summary: 'Send a test event to a webhook endpoint',
      description: 'A `webhook.test` message, signed and logged like any other; 409 when the endpoint is off.',
      tag: TAG,
      params: one.params,
      response: { status: 202, description: 'The message, queued.', schema: queuedWebhookMessageSchema },
      example: { ...one.example, response: { messageId: 'msg_2b7uGZkq1cN0vR4sXw9yT3eHjL' } },
      handler: ({ viewer, params }) => sendTestMessage(deps, viewer, params.id),
    }),
    route({
      method: 'GET',
      url: '/api/webhooks/:id/attempts',
      permission: 'manage_webhooks',
      operationId: 'listWebhookAttempts',
      summary: "A webhook endpoint's delivery log, newest first",
      description: 'Every attempt of the last 30 days: what was sent, and the first 4 KB of the answer.',
      tag: TAG,
      params: one.params,
      query: webhookAttemptQuerySchema,
      response: { status: 200, description: 'A page of attempts.', schema: webhookAttemptPageSchema },
      example: { ...one.example, response: { items: [], nextCursor: null } },
      handler: ({ viewer, params, query }) => listAttempts(deps, viewer, params.id, query),
    }),
    route({
      method: 'POST',
      url: '/api/webhooks/:id/messages/:messageId/resend',
      permission: 'manage_webhooks',
      operationId: 'resendWebhookMessage',
      summary: 'Send a message of the log again',
      description: 'With the same `webhook-id` and body, and a fresh set of retries.',
      tag: TAG,
      params: webhookMessageParamsSchema,
      response: { status: 202, description: 'The message, queued again.', schema: queuedWebhookMessageSchema },
      example: {
        params: { id: EXAMPLE.id, messageId: 'msg_2b7uGZkq1cN0vR4sXw9yT3eHjL' },
        response: { messageId: 'msg_2b7uGZkq1cN0vR4sXw9yT3eHjL' },
      },
      handler: ({ viewer, params }) => resendMessage(deps, viewer, params.id, params.messageId),
    }),
  ];
}
