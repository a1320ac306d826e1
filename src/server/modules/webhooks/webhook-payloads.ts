import type { Click } from '../../../shared/stats.js';
import { WEBHOOK_CHANGE_TYPES, type WebhookMessageType } from '../../../shared/webhooks.js';
import type { Db } from '../../db/database.js';
import type { AnyDomainEvent, EventType } from '../../events/catalogue.js';
import { answersOfResponse } from '../feedback/index.js';

/** The version of every `data` object below; a change a receiver could trip over makes a new one. */
export const PAYLOAD_VERSION = 1;

/** One message's content before it goes to each endpoint: what happened, when, and `data`. */
export interface WebhookPayload {
  /** Unique for the event and this message of it: endpoints' message ids are derived from it. */
  key: string;
  type: WebhookMessageType;
  /** Epoch milliseconds: when it happened. */
  occurredAt: number;
  data: Record<string, unknown>;
}

/** The domain events webhooks are made of: stored clicks, responses, page views, and the changes of the same name. */
export const SOURCE_EVENTS = [
  'clicks.stored',
  'feedback.response',
  'page_views.stored',
  ...WEBHOOK_CHANGE_TYPES,
] as const satisfies readonly EventType[];
export type SourceEvent = Extract<AnyDomainEvent, { type: (typeof SOURCE_EVENTS)[number] }>;

/**
 * The webhook messages of one domain event (docs/webhooks.md has every `data`): a click for its link
 * (`link.clicked`) and, through a QR code, for the code (`qr.scanned`); a response with its answers; a page's views
 * since the last count; a change of a link, code, form, page or campaign by its id (and for an update the fields that
 * changed), which a receiver reads from the API when it needs more. Never an address: clicks are stored without one.
 */
export async function payloadsOf(db: Db, event: SourceEvent): Promise<WebhookPayload[]> {
  switch (event.type) {
    case 'clicks.stored':
      return event.data.clicks.flatMap((click) => clickPayloads(event.id, click));
    case 'feedback.response': {
      const { responseId, feedbackId, qrId, locationId, eventId, createdAt } = event.data;
      const answers = await answersOfResponse(db, responseId);
      return [
        {
          key: event.id,
          type: 'feedback.response',
          occurredAt: Date.parse(createdAt),
          data: {
            version: PAYLOAD_VERSION,
            responseId,
            formId: feedbackId,
            qrCodeId: qrId,
            locationId,
            eventId,
            answers,
          },
        },
      ];
    }
    case 'page_views.stored':
      return event.data.views.map((view, index) => ({
        key: `${event.id}.${index}`,
        type: 'page.viewed',
        occurredAt: event.occurredAt,
        data: { version: PAYLOAD_VERSION, pageId: view.pageId, day: view.day, views: view.count },
      }));
    default:
      return [changePayload(event)];
  }
}

function clickPayloads(eventId: string, click: Click): WebhookPayload[] {
  const { id, linkId, qrId, createdAt, ...rest } = click;
  const data = { version: PAYLOAD_VERSION, clickId: id, linkId, qrCodeId: qrId, ...rest, clickedAt: createdAt };
  const occurredAt = Date.parse(createdAt);
  const payloads: WebhookPayload[] = [];
  if (linkId !== null) payloads.push({ key: `${eventId}.${id}.link`, type: 'link.clicked', occurredAt, data });
  if (qrId !== null) payloads.push({ key: `${eventId}.${id}.qr`, type: 'qr.scanned', occurredAt, data });
  return payloads;
}

type ChangeEvent = Exclude<SourceEvent, { type: 'clicks.stored' | 'feedback.response' | 'page_views.stored' }>;

function changePayload(event: ChangeEvent): WebhookPayload {
  const data: Record<string, unknown> = { version: PAYLOAD_VERSION, id: event.data.id };
  if ('changed' in event.data) data.changed = event.data.changed;
  // A change's webhook type is its domain event's own.
  return { key: event.id, type: event.type, occurredAt: event.occurredAt, data };
}
