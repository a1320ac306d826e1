// In-app notifications and their settings: the kinds with their typed parameters, the list and the settings the API
// answers and takes. Shared by the server and the web app, so both know the same kinds and refuse the same input.
import * as z from 'zod/mini';
import { listQuerySchema } from './list.js';
import { WEBHOOK_DISABLED_REASONS } from './webhooks.js';
import { ROLES } from './workspaces.js';

const id = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.nonnegative());
/** The subject's name when the fact was told (absent in notifications made before names were kept). */
const subjectName = z.optional(z.string());

/** The round numbers whose crossing is worth a notification (a link's clicks, a QR code's scans). */
export const MILESTONES = [100, 1_000, 10_000, 100_000, 1_000_000] as const;

/**
 * Every kind of notification and the parameters it carries. Adding a kind is one entry here (its defaults below,
 * its words in the locales, its mail lines on the server); the API, the settings and the database follow.
 */
export const notificationKinds = {
  /** A new response to a form. */
  'feedback.response': z.object({ formId: id, responseId: id, name: subjectName }),
  /** A link's clicks or a QR code's scans reached a round number. */
  milestone: z.object({
    subjectType: z.enum(['link', 'qr']),
    subjectId: id,
    milestone: count,
    name: subjectName,
  }),
  /** Someone accepted the recipient's invitation and joined the workspace (`name`: theirs). */
  'member.joined': z.object({ memberId: id, role: z.enum(ROLES), name: subjectName }),
  /** A webhook endpoint's deliveries keep failing (`failures`: attempts in a row); it is retried meanwhile. */
  'webhook.failing': z.object({ webhookId: id, url: z.string(), failures: count }),
  /** The product turned a webhook endpoint off: the receiver answered 410 Gone, or it failed for too long. */
  'webhook.disabled': z.object({ webhookId: id, url: z.string(), reason: z.enum(WEBHOOK_DISABLED_REASONS) }),
  /** The free trial ends in a few days. */
  'trial.ending': z.object({ trialEndsAt: z.string() }),
  /** Last week's figures against the week before. */
  'weekly.summary': z.object({
    weekStart: z.string(),
    clicks: count,
    scans: count,
    responses: count,
    previousClicks: count,
    previousScans: count,
    previousResponses: count,
  }),
} as const;

export type NotificationKind = keyof typeof notificationKinds;
export const NOTIFICATION_KINDS = Object.keys(notificationKinds) as NotificationKind[];
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationKinds)[K]>;

/** How a kind reaches a person by e-mail: not at all, a mail each, or in the daily or weekly digest. */
export const EMAIL_MODES = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export interface KindSetting {
  inApp: boolean;
  email: EmailMode;
}

/** What a person gets before they change anything. */
export const DEFAULT_SETTINGS: Record<NotificationKind, KindSetting> = {
  'feedback.response': { inApp: true, email: 'daily' },
  milestone: { inApp: true, email: 'instant' },
  'member.joined': { inApp: true, email: 'instant' },
  'webhook.failing': { inApp: true, email: 'instant' },
  'webhook.disabled': { inApp: true, email: 'instant' },
  'trial.ending': { inApp: true, email: 'instant' },
  'weekly.summary': { inApp: false, email: 'weekly' },
};

const kindSchema = z.enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]], {
  error: 'unknown_kind',
});

const notificationBase = {
  id,
  readAt: z.nullable(z.string()),
  createdAt: z.string(),
};

/** One notification as the API answers it, its `params` typed by its `kind`. */
export const notificationSchema = z.discriminatedUnion(
  'kind',
  NOTIFICATION_KINDS.map((kind) =>
    z.object({ ...notificationBase, kind: z.literal(kind), params: notificationKinds[kind] }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
);
export type Notification = {
  [K in NotificationKind]: {
    id: string;
    kind: K;
    params: NotificationParams<K>;
    readAt: string | null;
    createdAt: string;
  };
}[NotificationKind];

/** `GET /api/notifications?limit=&cursor=&kind=`. */
export const notificationListQuerySchema = z.object({
  limit: listQuerySchema.shape.limit,
  cursor: listQuerySchema.shape.cursor,
  kind: z.optional(kindSchema),
});

/** `GET /api/notifications`: a page, newest first, and how many are unread in all. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unread: count,
});
export interface NotificationPage {
  items: Notification[];
  nextCursor: string | null;
  unread: number;
}

export const unreadCountSchema = z.object({ unread: count });

const kindSettingSchema = z.strictObject({
  kind: kindSchema,
  inApp: z.boolean(),
  email: z.enum(EMAIL_MODES, { error: 'unknown_channel' }),
});

/** The settings of every kind, in the order of NOTIFICATION_KINDS. */
export const notificationSettingsSchema = z.object({ kinds: z.array(kindSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notifications/settings`: the kinds to change (the others keep theirs), each kind once. */
export const updateNotificationSettingsSchema = z.strictObject({
  kinds: z.array(kindSettingSchema).check(
    z.maxLength(NOTIFICATION_KINDS.length, { error: 'too_long' }),
    z.refine((items) => new Set(items.map((item) => item.kind)).size === items.length, { error: 'duplicate_kind' }),
  ),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** The live stream's event that the unread count of one person changed. */
export const notificationsLiveSchema = z.object({ userId: id, unread: count });
export type NotificationsLive = z.infer<typeof notificationsLiveSchema>;
