import * as z from 'zod/mini';

/**
 * The QR-type catalogue (SPEC §7) and the page-type catalogue (SPEC §10), in display order. The database is
 * seeded from these lists at every start; `label` is the translation key of the name.
 */
export const QR_TYPES = [
  { id: 'link', qrClass: 'dynamic' },
  { id: 'website', qrClass: 'dynamic' },
  { id: 'business-page', qrClass: 'dynamic' },
  { id: 'social-media', qrClass: 'dynamic' },
  { id: 'coupon', qrClass: 'dynamic' },
  { id: 'vcard', qrClass: 'static' },
  { id: 'vcard-plus', qrClass: 'dynamic' },
  { id: 'feedback', qrClass: 'dynamic' },
  { id: 'rating', qrClass: 'dynamic' },
  { id: 'video', qrClass: 'dynamic' },
  { id: 'event', qrClass: 'dynamic' },
  { id: 'audio', qrClass: 'dynamic' },
  { id: 'pdf', qrClass: 'dynamic' },
  { id: 'app', qrClass: 'dynamic' },
  { id: 'images', qrClass: 'dynamic' },
  { id: 'wifi', qrClass: 'static' },
  { id: '3d-ar', qrClass: 'dynamic' },
  { id: 'email', qrClass: 'static' },
  { id: 'sms', qrClass: 'static' },
  { id: 'form', qrClass: 'dynamic' },
] as const;

export const PAGE_TYPES = [
  { id: 'business-page', icon: 'building' },
  { id: 'social-media', icon: 'bullhorn' },
  { id: 'coupon', icon: 'badge-percent' },
  { id: 'vcard', icon: 'vcard' },
  { id: 'feedback', icon: 'message-dots' },
  { id: 'rating', icon: 'star-half' },
  { id: 'video', icon: 'video' },
  { id: 'event', icon: 'calendar-days' },
  { id: 'pdf', icon: 'file-pdf' },
  { id: 'app', icon: 'square-a' },
  { id: 'images', icon: 'images' },
  { id: 'wifi', icon: 'wifi' },
  { id: '3d-ar', icon: 'cube' },
] as const;

export type QrTypeId = (typeof QR_TYPES)[number]['id'];
export type PageTypeId = (typeof PAGE_TYPES)[number]['id'];

/** The translation key of a catalogue entry's name. */
export const qrTypeLabel = (id: string) => `qr_type.${id}`;
export const pageTypeLabel = (id: string) => `page_type.${id}`;

export const qrTypeSchema = z.object({
  id: z.string(),
  name: z.string().check(z.describe('Translation key of the name.')),
  qrClass: z.enum(['dynamic', 'static']),
  order: z.number(),
});
export type QrTypeDto = z.infer<typeof qrTypeSchema>;

export const pageTypeSchema = z.object({
  id: z.string(),
  name: z.string().check(z.describe('Translation key of the name.')),
  icon: z.string(),
  active: z.boolean(),
  order: z.number(),
});
export type PageTypeDto = z.infer<typeof pageTypeSchema>;
