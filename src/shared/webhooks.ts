// Webhooks (docs/webhooks.md): a workspace's endpoints, the events they receive as Standard Webhooks messages,
// and the log of every delivery attempt.
import * as z from 'zod/mini';
import { instantSchema } from './list.js';

/** What people do: a click, a scan, a response, a page view. */
export const WEBHOOK_ACTIVITY_TYPES = ['link.clicked', 'qr.scanned', 'feedback.response', 'page.viewed'] as const;
/** What changes: links, QR codes, forms, pages and campaigns made, changed, deleted (domain events of those names). */
export const WEBHOOK_CHANGE_TYPES = [
  'link.created',
  'link.updated',
  'link.deleted',
  'qr_code.created',
  'qr_code.updated',
  'qr_code.deleted',
  'form.created',
  'form.updated',
  'form.deleted',
  'page.created',
  'page.updated',
  'page.deleted',
  'campaign.created',
  'campaign.updated',
  'campaign.deleted',
] as const;
/** The events an endpoint can receive; `webhook.test` is only ever sent by "send test event". */
export const WEBHOOK_EVENT_TYPES = [...WEBHOOK_ACTIVITY_TYPES, ...WEBHOOK_CHANGE_TYPES] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** How the event types group on the screen: what people do, then what changes. */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ id: string; types: readonly WebhookEventType[] }> = [
  { id: 'activity', types: ['link.clicked', 'qr.scanned', 'feedback.response', 'page.viewed'] },
  { id: 'links', types: ['link.created', 'link.updated', 'link.deleted'] },
  { id: 'qr_codes', types: ['qr_code.created', 'qr_code.updated', 'qr_code.deleted'] },
  { id: 'forms', types: ['form.created', 'form.updated', 'form.deleted'] },
  { id: 'pages', types: ['page.created', 'page.updated', 'page.deleted'] },
  { id: 'campaigns', types: ['campaign.created', 'campaign.updated', 'campaign.deleted'] },
];

export const WEBHOOK_URL_MAX = 2_000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Standard Webhooks secrets: `whsec_` and the base64 of 24 to 64 random bytes. */
export const WEBHOOK_SECRET_MARK = 'whsec_';
const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

/** Why an endpoint's address is refused by its form alone (the form checks these before sending). */
export const WEBHOOK_URL_PROBLEMS = ['invalid_url', 'url_with_credentials'] as const;
/**
 * Every code the address field can get, on the field, translated: the server adds what needs the network (an http
 * address the admin did not allow, a name that does not resolve, an address in a private network).
 */
export const WEBHOOK_URL_CODES = [
  ...WEBHOOK_URL_PROBLEMS,
  'url_not_https',
  'url_unresolvable',
  'url_not_allowed',
] as const;

/** The address's form alone (the network check is the server's): http(s), no user or password. */
export function webhookUrlProblem(value: string): (typeof WEBHOOK_URL_PROBLEMS)[number] | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid_url';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return 'invalid_url';
  if (url.username !== '' || url.password !== '') return 'url_with_credentials';
  return null;
}

const urlSchema = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required' }),
  z.maxLength(WEBHOOK_URL_MAX, { error: 'too_long' }),
  z.superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
  z.describe(
    'Where the messages are posted: https, or http for addresses the admin allows (WEBHOOK_ALLOWED_NETWORKS). ' +
      'Private, loopback and link-local addresses are refused unless allowed.',
  ),
);
const descriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(WEBHOOK_DESCRIPTION_MAX, { error: 'too_long' }),
    z.describe('What the endpoint is for, e.g. "CRM sync".'),
  );
const eventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'invalid_option' }), { error: 'required' })
  .check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(WEBHOOK_EVENT_TYPES.length, { error: 'too_long' }),
    z.describe('The event types it receives.'),
  );

export const createWebhookSchema = z.strictObject({
  url: urlSchema,
  description: z.optional(descriptionSchema),
  eventTypes: eventTypesSchema,
  enabled: z.optional(z.boolean().check(z.describe('Off: nothing is sent to it (default on).'))),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z.strictObject({
  url: z.optional(urlSchema),
  description: z.optional(descriptionSchema),
  eventTypes: z.optional(eventTypesSchema),
  enabled: z.optional(
    z.boolean().check(z.describe('Turning an endpoint back on clears its failures; what was missed is not sent.')),
  ),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

/** A new secret: generated by the server, or the caller's own (`whsec_…`, e.g. when moving from another product). */
export const rotateWebhookSecretSchema = z.strictObject({
  secret: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(SECRET_PATTERN, { error: 'invalid_webhook_secret' }),
        z.describe('Your own secret, `whsec_` and the base64 of 24 to 64 bytes; omitted, one is generated.'),
      ),
  ),
});
export type RotateWebhookSecretInput = z.infer<typeof rotateWebhookSecretSchema>;

/** How many days the delivery log (messages and their attempts) is kept. */
export const WEBHOOK_LOG_DAYS = 30;
/** After a rotation, the old secret keeps signing beside the new one for this many hours. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

/** Why an endpoint stopped: the receiver said 410 Gone, or it failed too long. */
export const WEBHOOK_DISABLED_REASONS = ['gone', 'failing'] as const;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabledReason: z
    .nullable(z.enum(WEBHOOK_DISABLED_REASONS))
    .check(
      z.describe(
        'Why the product turned it off (`gone`: the receiver answered 410; `failing`: 5 days or 20 in a row).',
      ),
    ),
  /** The secret's first characters, to recognise it; the rest is shown once. */
  secretPrefix: z.string(),
  /** Until when the previous secret still signs beside the new one (24 hours after a rotation), or null. */
  previousSecretUntil: z.nullable(instantSchema),
  failuresInARow: z.number().check(z.describe('Failed attempts since the last success.')),
  lastDeliveryAt: z.nullable(instantSchema),
  lastSuccessAt: z.nullable(instantSchema),
  createdAt: instantSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to creating an endpoint or rotating its secret: the only time the secret is shown. */
export const webhookWithSecretSchema = z.extend(webhookSchema, {
  secret: z.string().check(z.describe('The signing secret (`whsec_…`). Shown this once.')),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema) });

/**
 * Why an attempt failed, as a code the screen translates: no answer in 15 s, a redirect (never followed), an HTTP
 * status other than 2xx (`status` says which), the connection refused or cut, an address the network guard refused, a
 * name that did not resolve, a TLS handshake or certificate that failed, anything else on the network.
 */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'timeout',
  'redirect',
  'http_status',
  'connection_refused',
  'connection_reset',
  'address_not_allowed',
  'dns_failed',
  'tls_failed',
  'network_error',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

export const WEBHOOK_ATTEMPT_OUTCOMES = ['succeeded', 'failed'] as const;

export const webhookAttemptQuerySchema = z.object({
  eventType: z.optional(
    z
      .enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT], { error: 'invalid_option' })
      .check(z.describe('Only this type.')),
  ),
  outcome: z.optional(z.enum(WEBHOOK_ATTEMPT_OUTCOMES, { error: 'invalid_option' })),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'too_long' }))),
});
export type WebhookAttemptQuery = z.infer<typeof webhookAttemptQuerySchema>;

export const webhookAttemptSchema = z.object({
  id: z.string(),
  messageId: z.string().check(z.describe('The `webhook-id` header: the same for every attempt of a message.')),
  eventType: z.string(),
  attemptedAt: instantSchema,
  succeeded: z.boolean(),
  /** The receiver's HTTP status, or null when none came (refused, reset, timed out). */
  status: z.nullable(z.number()),
  durationMs: z.number(),
  error: z.nullable(z.enum(WEBHOOK_ATTEMPT_ERRORS)).check(z.describe('Why it failed; null when it succeeded.')),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  /** The first 4 KB of the answer. */
  responseBody: z.string(),
  /** When the message is tried again, if it will be. */
  nextAttemptAt: z.nullable(instantSchema),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookAttemptPageSchema = z.object({
  items: z.array(webhookAttemptSchema),
  nextCursor: z.nullable(z.string()),
});

export const webhookMessageParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64, { error: 'too_long' })),
  messageId: z.string().check(z.minLength(1), z.maxLength(64, { error: 'too_long' })),
});

/** The answer to "send test event" and "resend": the message queued. */
export const queuedWebhookMessageSchema = z.object({ messageId: z.string() });
