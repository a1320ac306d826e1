import * as z from 'zod/mini';

/**
 * The QR-type catalogue and the page-type catalogue (docs/product.md, QR codes and Landing pages), in display order.
 * The database is seeded from these lists at every start; `label` is the translation key of the name.
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
  { id: 'text', qrClass: 'static' },
  { id: 'phone', qrClass: 'static' },
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
export const QR_TYPE_IDS = QR_TYPES.map((type) => type.id) as [QrTypeId, ...QrTypeId[]];

/**
 * What a static code of each type carries (qr-payloads.ts). A link is dynamic by default and may be static (its
 * address encoded directly, untracked); the other static types have no dynamic form.
 */
export const STATIC_KIND_OF_TYPE: Partial<
  Record<QrTypeId, 'url' | 'text' | 'email' | 'sms' | 'phone' | 'wifi' | 'vcard'>
> = { link: 'url', text: 'text', email: 'email', sms: 'sms', phone: 'phone', wifi: 'wifi', vcard: 'vcard' };

/** The classes a type may be made in; the first is its default. */
export function qrClassesOf(type: QrTypeId): ('dynamic' | 'static')[] {
  const entry = QR_TYPES.find((candidate) => candidate.id === type);
  if (!entry) return [];
  if (entry.qrClass === 'static') return ['static'];
  return STATIC_KIND_OF_TYPE[type] ? ['dynamic', 'static'] : ['dynamic'];
}
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
