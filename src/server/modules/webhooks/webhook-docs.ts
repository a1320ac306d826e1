import { webhookBodySchema, WEBHOOK_MESSAGE_TYPES } from '../../../shared/webhook-payloads.js';
import type { WebhookMessageType } from '../../../shared/webhooks.js';
import type { WebhookDoc } from '../../http/kit/openapi.js';

const AT = '2026-03-02T06:00:00.000Z';
const ID = '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b';
const CLICK = {
  version: 1,
  clickId: 81_234,
  linkId: ID,
  qrCodeId: null,
  campaignId: null,
  locationId: null,
  country: 'DE',
  region: 'Berlin',
  city: 'Berlin',
  timezone: 'Europe/Berlin',
  org: 'Deutsche Telekom AG',
  deviceType: 'mobile',
  deviceVendor: 'Apple',
  deviceModel: 'iPhone',
  browserName: 'Mobile Safari',
  browserVersion: '17.5',
  osName: 'iOS',
  osVersion: '17.5',
  referrer: null,
  clickedAt: AT,
};

const ACTIVITY: Partial<Record<WebhookMessageType, { summary: string; description: string; data: object }>> = {
  'link.clicked': {
    summary: 'A short link was followed',
    description: 'Also when a QR code leads to the link (`qrCodeId` names the code). Never the visitor’s address.',
    data: CLICK,
  },
  'qr.scanned': {
    summary: 'A dynamic QR code was scanned',
    description: '`linkId` is set when the code leads to a short link. Never the visitor’s address.',
    data: { ...CLICK, linkId: null, qrCodeId: ID },
  },
  'feedback.response': {
    summary: 'Someone answered a feedback form',
    description: 'With every answer and its question’s text, in the form’s order.',
    data: {
      version: 1,
      responseId: ID,
      formId: ID,
      qrCodeId: null,
      locationId: null,
      eventId: null,
      answers: [{ questionId: ID, question: 'How was your visit?', answer: 5 }],
    },
  },
  'page.viewed': {
    summary: 'A landing page was viewed',
    description: 'Views are counted in batches: `views` is how many came since the previous message of the page.',
    data: { version: 1, pageId: ID, day: '2026-03-02', views: 12 },
  },
  'webhook.test': {
    summary: 'A test event',
    description: 'Sent by “Send test event” in Settings → Integrations.',
    data: { version: 1, webhookId: ID, message: 'A test event sent from Scanlink.' },
  },
};

/** Every message type as the OpenAPI document's `webhooks` section shows it. */
export function webhookDocs(): WebhookDoc[] {
  return WEBHOOK_MESSAGE_TYPES.map((type) => {
    const activity = ACTIVITY[type];
    const [object = '', verb = ''] = type.split('.');
    const thing = object.replace('_', ' ');
    const data = activity?.data ?? { version: 1, id: ID, ...(verb === 'updated' ? { changed: ['name'] } : {}) };
    return {
      name: type,
      summary: activity?.summary ?? `A ${thing} was ${verb}`,
      description:
        activity?.description ??
        `The ${thing}’s id${verb === 'updated' ? ' and the fields that changed' : ''}; read the rest from the API.`,
      body: webhookBodySchema(type),
      example: { type, timestamp: AT, data },
    };
  });
}
