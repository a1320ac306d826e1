import * as z from 'zod/mini';
import { responseEventSchema } from '../../shared/feedback.js';
import { clickSchema } from '../../shared/stats.js';
import { ROLES } from '../../shared/workspaces.js';

/**
 * Every fact the product publishes (docs/adr/0012-domain-events-and-outbox.md): the changes of each resource, a
 * batch of stored clicks, a feedback response and a batch of page views. Each type has a schema for its `data`;
 * tests check every published event against it, so a publisher cannot drift from what subscribers read.
 */

const id = z.string().check(z.minLength(1));
const ids = z.array(id);
/** The fields an update changed, by their API names: what an audit log shows and a subscriber may filter on. */
const changed = z.array(z.string());

const resource = z.object({ id });
const role = z.enum(ROLES);
const updated = z.object({ id, changed });

/** A link's codes: its own and its former ones, before and after the change (the redirect answers each of them). */
const linkCodes = z.object({ id, hashes: z.array(z.string()) });
/** A dynamic QR code's own code; null for a static code, which no redirect answers. */
const qrCode = z.object({ id, code: z.nullable(z.string()) });

/**
 * The items that joined a campaign: their clicks count for it from now on. (Those that left still name the campaign
 * in whatever a subscriber holds, so the campaign's own subject finds them.)
 */
const campaignItems = z.object({ linkIds: ids, qrCodeIds: ids, pageIds: ids, formIds: ids });

export const eventCatalogue = {
  'link.created': linkCodes,
  'link.updated': z.extend(linkCodes, { changed }),
  'link.deleted': linkCodes,
  'qr_code.created': qrCode,
  'qr_code.updated': z.extend(qrCode, { changed }),
  'qr_code.deleted': qrCode,
  'qr_template.created': resource,
  'qr_template.deleted': resource,
  'campaign.created': z.extend(resource, { joined: campaignItems }),
  'campaign.updated': z.extend(updated, { joined: campaignItems }),
  'campaign.deleted': resource,
  'tag.created': resource,
  'tag.updated': updated,
  'tag.deleted': resource,
  'utm_template.created': resource,
  'utm_template.updated': updated,
  'utm_template.deleted': resource,
  'location.created': resource,
  'location.updated': updated,
  'location.deleted': resource,
  'page.created': resource,
  'page.updated': updated,
  'page.deleted': resource,
  'media.created': resource,
  'media.deleted': resource,
  'form.created': resource,
  'form.updated': updated,
  'form.deleted': resource,
  'question.created': z.object({ id, formId: id }),
  'question.updated': z.object({ id, formId: id, changed }),
  'question.deleted': z.object({ id, formId: id }),
  'event.created': resource,
  'event.updated': updated,
  'event.deleted': resource,
  'api_key.created': resource,
  'api_key.revoked': resource,
  /** A key's first request: the moment a leaked or forgotten key shows it is in use. */
  'api_key.first_used': resource,
  /** Data taken out of the product: a CSV of clicks, responses or the audit log, a ZIP of QR codes. */
  'export.downloaded': z.object({
    kind: z.enum(['clicks', 'responses', 'qr_codes', 'audit']),
    subjectType: z.nullable(z.string()),
    subjectId: z.nullable(z.string()),
  }),
  'billing.updated': z.object({ changed }),
  'workspace.created': z.object({ id, name: z.string() }),
  'workspace.updated': z.object({ id, name: z.string(), changed }),
  /** Whether the workspace's link codes answer in any case (docs/smart-links.md). */
  'workspace.link_settings_changed': z.object({ id, linkCodesIgnoreCase: z.boolean() }),
  /** A workspace deleted with everything in it: by an owner, or with the account whose personal workspace it was. */
  'workspace.deleted': resource,
  /** A person joined (an accepted invitation), changed role or left or was removed; `id` is the person's. */
  'member.added': z.object({ id, role, invitationId: id, invitedBy: z.nullable(id) }),
  'member.role_changed': z.object({ id, role, previousRole: role }),
  'member.removed': z.object({ id, role, left: z.boolean() }),
  /** A member signed in (recorded in each of their workspaces). */
  'member.signed_in': resource,
  /** An invitation sent (or sent again), revoked; accepting it is `member.added`. */
  'invitation.created': z.object({ id, email: z.string(), role, resent: z.boolean() }),
  'invitation.revoked': z.object({ id, email: z.string() }),
  /** A webhook endpoint made, changed (its secret rotated: `changed` is `["secret"]`), deleted. */
  'webhook.created': z.object({ id, url: z.string() }),
  'webhook.updated': updated,
  'webhook.deleted': resource,
  /** An endpoint's deliveries failed `failures` times in a row (told once, at the first few). */
  'webhook.failing': z.object({ id, url: z.string(), failures: z.number(), createdBy: z.nullable(id) }),
  /** The product turned an endpoint off: it answered 410 Gone, or failed for too long. */
  'webhook.disabled': z.object({
    id,
    url: z.string(),
    reason: z.enum(['gone', 'failing']),
    createdBy: z.nullable(id),
  }),
  /** A batch the click writer stored, per workspace: what live pages, notifications and webhooks read. */
  'clicks.stored': z.object({ clicks: z.array(clickSchema) }),
  /** A response to a public form, with the code, location and event it came through. */
  'feedback.response': responseEventSchema,
  /** A person's unread notifications changed (one arrived, some were read): their bell shows the new count. */
  'notifications.changed': z.object({ userId: id, unread: z.number().check(z.int(), z.nonnegative()) }),
  /** Views counted since the last batch, per page and day. */
  'page_views.stored': z.object({
    views: z.array(z.object({ pageId: id, day: z.string(), count: z.number().check(z.int(), z.positive()) })),
  }),
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;
export const EVENT_TYPES = Object.keys(eventCatalogue) as EventType[];

/** Who caused an event: a person (through a session or their API key), or the product itself. */
export interface EventActor {
  userId: string | null;
  apiKeyId: string | null;
  /** Where the request came from: a country and a device, never the address (for the audit log). */
  country: string | null;
  device: string | null;
}

/** A published fact. `subject` orders delivery: one subject's events reach each subscriber in the order written. */
export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  workspaceId: string;
  /** `kind:id` of what the event is about (the resource, or the workspace for batches). */
  subject: string;
  actor: EventActor | null;
  /** Epoch milliseconds. */
  occurredAt: number;
  data: EventData<T>;
}

/** Any event of the catalogue, narrowed by its `type`. */
export type AnyDomainEvent = { [T in EventType]: DomainEvent<T> }[EventType];

/** Throws when an event's data does not match its type's schema (tests run every publish through it). */
export function assertEventShape(event: DomainEvent): void {
  const schema = eventCatalogue[event.type] as z.ZodMiniType | undefined;
  if (!schema) throw new Error(`unknown event type ${String(event.type)}`);
  const result = schema.safeParse(event.data);
  if (!result.success) throw new Error(`event ${event.type} has bad data: ${z.prettifyError(result.error)}`);
}
