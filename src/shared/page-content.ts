// What a landing page shows, per page type (docs/product.md, Landing pages). The content carries its type, so one
// schema checks any page's content and the OpenAPI document lists every type's fields. Every address is http(s) only;
// every text is escaped where it is shown (the public page never trusts these strings).
import * as z from 'zod/mini';
import { PAGE_TYPES, type PageTypeId } from './catalogues.js';
import { optionalWebUrlSchema as optionalUrl, targetUrlSchema } from './links.js';
import { isTimeZone } from './stat-values.js';

export const PAGE_TYPE_IDS = PAGE_TYPES.map((type) => type.id) as [PageTypeId, ...PageTypeId[]];

export const PAGE_TITLE_MAX = 120;
export const PAGE_TEXT_MAX = 2_000;
const SHORT_MAX = 200;
export const BUTTONS_MAX = 8;
export const PROFILES_MAX = 20;
export const GALLERY_MAX = 30;

const required = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'too_long' }));
const optional = (max: number) =>
  z._default(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(max, { error: 'too_long' })), '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = optional(254).check(
  z.refine((value) => value === '' || EMAIL.test(value), { error: 'invalid_email' }),
);
const PHONE = /^\+?[0-9 ().-]{3,30}$/;
const optionalPhone = optional(40).check(
  z.refine((value) => value === '' || PHONE.test(value), { error: 'invalid_phone' }),
);
// The id of a row of ours (an upload, a form): checked by the server to be the workspace's own.
const ref = z
  .string({ error: 'required' })
  .check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' }));
/** '#rrggbb': the page's accent colour. */
const accent = z._default(z.string().check(z.regex(/^#[0-9a-f]{6}$/i, { error: 'invalid_color' })), '#2563eb');

/** Every type: a headline and a short text above its own content, and an accent colour. */
const common = { title: optional(PAGE_TITLE_MAX), description: optional(PAGE_TEXT_MAX), accent };

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' }));
const openingHoursSchema = z
  .strictObject({
    day: z.enum(WEEKDAYS, { error: 'invalid_option' }),
    closed: z._default(z.boolean(), false),
    opens: z._default(z.union([z.literal(''), clock]), ''),
    closes: z._default(z.union([z.literal(''), clock]), ''),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.closed) return;
      if (!value.opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'required' });
      if (!value.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'required' });
    }),
  );
const buttonSchema = z.strictObject({ label: required(60), url: targetUrlSchema });

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'snapchat',
  'whatsapp',
  'telegram',
  'github',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;

/** An instant with its offset (ISO 8601), as the editor sends it. */
const instant = z.iso.datetime({ offset: true, error: 'invalid_date' });
const day = z.iso.date({ error: 'invalid_date' });
const timeZone = z
  .string({ error: 'required' })
  .check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(64, { error: 'too_long' }),
    z.refine(isTimeZone, { error: 'invalid_time_zone' }),
  );

const YOUTUBE = /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/;
const VIMEO = /^https:\/\/(www\.|player\.)?vimeo\.com\/(video\/)?\d+/;
/** A YouTube or Vimeo address (the only players a video page embeds). */
export function videoProvider(url: string): 'youtube' | 'vimeo' | null {
  if (YOUTUBE.test(url)) return 'youtube';
  if (VIMEO.test(url)) return 'vimeo';
  return null;
}

export const pageContentSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('business-page'),
    ...common,
    hours: z._default(z.array(openingHoursSchema).check(z.maxLength(7, { error: 'too_long' })), []),
    address: optional(500),
    phone: optionalPhone,
    email: optionalEmail,
    website: z._default(optionalUrl, ''),
    buttons: z._default(z.array(buttonSchema).check(z.maxLength(BUTTONS_MAX, { error: 'too_long' })), []),
  }),
  z.strictObject({
    type: z.literal('social-media'),
    ...common,
    profiles: z
      .array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS, { error: 'invalid_option' }), url: targetUrlSchema }))
      .check(z.minLength(1, { error: 'required' }), z.maxLength(PROFILES_MAX, { error: 'too_long' })),
  }),
  z.strictObject({
    type: z.literal('coupon'),
    ...common,
    code: required(64),
    expiresOn: z._default(z.union([z.literal(''), day]), ''),
    terms: optional(PAGE_TEXT_MAX),
    redeemUrl: z._default(optionalUrl, ''),
  }),
  z.strictObject({
    type: z.literal('vcard'),
    ...common,
    firstName: optional(SHORT_MAX),
    lastName: optional(SHORT_MAX),
    organization: optional(SHORT_MAX),
    jobTitle: optional(SHORT_MAX),
    phone: optionalPhone,
    mobile: optionalPhone,
    email: optionalEmail,
    website: z._default(optionalUrl, ''),
    street: optional(SHORT_MAX),
    city: optional(SHORT_MAX),
    postalCode: optional(32),
    region: optional(SHORT_MAX),
    country: optional(SHORT_MAX),
    note: optional(PAGE_TEXT_MAX),
  }),
  z.strictObject({ type: z.literal('feedback'), ...common, feedbackId: ref }),
  z.strictObject({ type: z.literal('rating'), ...common, feedbackId: ref }),
  z.strictObject({
    type: z.literal('video'),
    ...common,
    /** An uploaded video, or a YouTube or Vimeo address: exactly one. */
    mediaId: z._default(z.string().check(z.maxLength(64, { error: 'too_long' })), ''),
    videoUrl: z._default(optionalUrl, ''),
  }),
  z.strictObject({
    type: z.literal('event'),
    ...common,
    place: optional(500),
    startsAt: instant,
    endsAt: instant,
    timeZone,
  }),
  z.strictObject({ type: z.literal('pdf'), ...common, mediaId: ref }),
  z.strictObject({
    type: z.literal('app'),
    ...common,
    appStoreUrl: z._default(optionalUrl, ''),
    googlePlayUrl: z._default(optionalUrl, ''),
  }),
  z.strictObject({
    type: z.literal('images'),
    ...common,
    images: z
      .array(z.strictObject({ mediaId: ref, caption: optional(SHORT_MAX) }))
      .check(z.minLength(1, { error: 'required' }), z.maxLength(GALLERY_MAX, { error: 'too_long' })),
  }),
  z.strictObject({
    type: z.literal('wifi'),
    ...common,
    ssid: required(32),
    encryption: z._default(z.enum(WIFI_ENCRYPTIONS, { error: 'invalid_option' }), 'WPA'),
    password: optional(63),
    hidden: z._default(z.boolean(), false),
  }),
  z.strictObject({ type: z.literal('3d-ar'), ...common, mediaId: ref }),
]);
export type PageContent = z.infer<typeof pageContentSchema>;
export type PageContentOf<T extends PageTypeId> = Extract<PageContent, { type: T }>;

/**
 * Rules across fields, each issue on the field the editor shows it beside: a video needs one source, an event ends
 * after it starts, an app page needs a store, a contact needs a name, a secured network a password. The media and
 * forms named are checked by the server (they must be the workspace's own, of the right kind).
 */
export function pageContentIssues(content: PageContent): { path: string; code: string }[] {
  switch (content.type) {
    case 'video':
      if (!content.mediaId && !content.videoUrl) return [{ path: 'videoUrl', code: 'required' }];
      if (content.mediaId && content.videoUrl) return [{ path: 'videoUrl', code: 'video_one_source' }];
      if (content.videoUrl && !videoProvider(content.videoUrl)) return [{ path: 'videoUrl', code: 'video_provider' }];
      return [];
    case 'event':
      return Date.parse(content.endsAt) < Date.parse(content.startsAt)
        ? [{ path: 'endsAt', code: 'range_end_before_start' }]
        : [];
    case 'app':
      return !content.appStoreUrl && !content.googlePlayUrl ? [{ path: 'appStoreUrl', code: 'required' }] : [];
    case 'vcard':
      return !content.firstName && !content.lastName && !content.organization
        ? [{ path: 'firstName', code: 'required' }]
        : [];
    case 'wifi':
      if (content.encryption === 'nopass') return [];
      if (!content.password) return [{ path: 'password', code: 'required' }];
      return content.encryption === 'WPA' && content.password.length < 8
        ? [{ path: 'password', code: 'too_short' }]
        : [];
    default:
      return [];
  }
}

/** The media a content refers to, with the kind each must be (checked by the server on save). */
export function pageMediaRefs(content: PageContent): { path: string; mediaId: string; kind: MediaKind }[] {
  switch (content.type) {
    case 'video':
      return content.mediaId ? [{ path: 'mediaId', mediaId: content.mediaId, kind: 'video' }] : [];
    case 'pdf':
      return [{ path: 'mediaId', mediaId: content.mediaId, kind: 'pdf' }];
    case '3d-ar':
      return [{ path: 'mediaId', mediaId: content.mediaId, kind: 'model' }];
    case 'images':
      return content.images.map((image, index) => ({
        path: `images.${index}.mediaId`,
        mediaId: image.mediaId,
        kind: 'image' as const,
      }));
    default:
      return [];
  }
}

/** Uploaded files a page shows: limited in size and type, the type read from the bytes (never from the name). */
export const MEDIA_KINDS = ['image', 'video', 'pdf', 'model'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
  model: ['model/gltf-binary', 'model/gltf+json'],
};
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 5 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  model: 20 * 1024 * 1024,
};
