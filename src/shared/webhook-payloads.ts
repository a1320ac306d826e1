// The messages webhooks send (docs/webhooks.md): each a JSON body `{ type, timestamp, data }` whose `data` is versioned
// (`version` 1). The OpenAPI document's `webhooks` section is generated from these, and tests check every message sent.
import * as z from 'zod/mini';
import { clickSchema } from './stats.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookMessageType } from './webhooks.js';

const version = z
  .literal(1)
  .check(z.describe('The version of `data`; a change a receiver could trip over makes a new one.'));
const id = z.string();
const nullableId = z.nullable(z.string());

const { id: _clickId, qrId: _qrId, createdAt: _createdAt, ...clickFacts } = clickSchema.shape;
/** A click or scan: where it counted and what is known of the visitor, never an address. */
const clickData = z.object({
  version,
  clickId: z.number(),
  qrCodeId: nullableId.check(z.describe('The QR code scanned, when it came through one.')),
  ...clickFacts,
  clickedAt: z.string(),
});

const answerSchema = z.object({
  questionId: id,
  question: z.string(),
  answer: z.union([z.number(), z.string(), z.array(z.string())]),
});

const changeData = z.object({ version, id });
const updateData = z.object({
  version,
  id,
  changed: z.array(z.string()).check(z.describe('The fields that changed, by their API names.')),
});

const dataSchemas = {
  'link.clicked': clickData,
  'qr.scanned': clickData,
  'feedback.response': z.object({
    version,
    responseId: id,
    formId: id,
    qrCodeId: nullableId,
    locationId: nullableId,
    eventId: nullableId,
    answers: z.array(answerSchema).check(z.describe('In the order of the form’s questions.')),
  }),
  'page.viewed': z.object({
    version,
    pageId: id,
    day: z.string().check(z.describe('The UTC day of the views (YYYY-MM-DD).')),
    views: z.number().check(z.describe('Views counted since the previous message of this page and day.')),
  }),
  [WEBHOOK_TEST_EVENT]: z.object({ version, webhookId: id, message: z.string() }),
} as const;

/** The `data` schema of every message type. */
export function webhookDataSchema(type: WebhookMessageType): z.ZodMiniType {
  if (type in dataSchemas) return dataSchemas[type as keyof typeof dataSchemas];
  return type.endsWith('.updated') ? updateData : changeData;
}

/** The whole body of a message of `type`. */
export function webhookBodySchema(type: WebhookMessageType) {
  return z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime({ offset: true }).check(z.describe('When it happened.')),
    data: webhookDataSchema(type),
  });
}

export const WEBHOOK_MESSAGE_TYPES: readonly WebhookMessageType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
