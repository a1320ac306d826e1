// Landing pages (docs/product.md, Landing pages): a name, a type from the catalogue, the content of that type, an
// optional place and campaign, and whether people who scan it may see it yet. The content's own schemas are in
// page-content.ts.
import * as z from 'zod/mini';
import { listQuerySchema, pageSchema, type Page } from './list.js';
import { MEDIA_KINDS, PAGE_TYPE_IDS, pageContentSchema } from './page-content.js';

export const PAGE_NAME_MAX = 200;

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(PAGE_NAME_MAX, { error: 'too_long' }));
// A cleared select sends "" for "none".
const optionalRef = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(64, { error: 'too_long' }))),
  z.transform((value) => (value ? value : null)),
);
const latitude = z.nullable(
  z
    .number({ error: 'invalid_number' })
    .check(z.gte(-90, { error: 'latitude_range' }), z.lte(90, { error: 'latitude_range' })),
);
const longitude = z.nullable(
  z
    .number({ error: 'invalid_number' })
    .check(z.gte(-180, { error: 'longitude_range' }), z.lte(180, { error: 'longitude_range' })),
);

/**
 * `/page/new` asks for a name and a type; the page starts unpublished with an empty content of its type, which the
 * editor fills. A client may send the content (of the same type) at once, and publish it.
 */
export const createPageSchema = z.strictObject({
  name: nameSchema,
  typeId: z.enum(PAGE_TYPE_IDS, { error: 'invalid_option' }),
  content: z.optional(pageContentSchema),
  published: z.optional(z.boolean({ error: 'invalid_type' })),
  latitude: z.optional(latitude),
  longitude: z.optional(longitude),
  campaignId: z.optional(optionalRef),
});
export type CreatePageInput = z.infer<typeof createPageSchema>;

/** The type stays (the content belongs to it); publishing checks the whole stored content. */
export const updatePageSchema = z
  .partial(
    z.strictObject({
      name: nameSchema,
      content: pageContentSchema,
      published: z.boolean({ error: 'invalid_type' }),
      latitude,
      longitude,
      campaignId: optionalRef,
    }),
  )
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdatePageInput = z.infer<typeof updatePageSchema>;

export const pageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeId: z.enum(PAGE_TYPE_IDS),
  published: z.boolean(),
  /** Null until the editor has saved a content of the type (a new page's content is incomplete). */
  content: z.nullable(pageContentSchema),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  campaignId: z.nullable(z.string()),
  campaignName: z.nullable(z.string()),
  publicUrl: z.string().check(z.describe('The public page, /p/{id}.')),
  views: z.number().check(z.describe('Views of the public page, all time.')),
  qrCodes: z.number().check(z.describe('Dynamic QR codes that lead to the page.')),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageItem = z.infer<typeof pageItemSchema>;
export const pagePageSchema = pageSchema(pageItemSchema);
export type PageList = Page<PageItem>;

/** `GET /api/pages/{id}`: a page with the dynamic QR codes that lead to it, and whether its type may still be chosen. */
export const pageDetailSchema = z.extend(pageItemSchema, {
  typeActive: z.boolean().check(z.describe('False once the page type was switched off: new pages cannot take it.')),
  codes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string().check(z.describe("The code's own short code.")),
      shortUrl: z.string(),
    }),
  ),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** An upload, as the API describes it (`POST /api/media`, the body is the file; `GET /api/media/{id}` its bytes). */
export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string().check(z.describe('Read from the bytes, never from the name or the declared type.')),
  fileName: z.string(),
  bytes: z.number(),
  url: z.string().check(z.describe('Where the public page serves it: /m/{id}.')),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaPageSchema = pageSchema(mediaSchema);
export type MediaList = Page<Media>;

export const MEDIA_FILE_NAME_MAX = 200;

/** `POST /api/media?kind=&name=`: what the file is meant to be (its bytes must agree) and the name it had. */
export const mediaUploadQuerySchema = z.object({
  kind: z.enum(MEDIA_KINDS, { error: 'invalid_option' }),
  name: z.optional(
    z
      .string()
      .check(
        z.maxLength(1_000, { error: 'too_long' }),
        z.describe('The file name, kept for downloads (cleaned); never used to decide the type.'),
      ),
  ),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuerySchema>;

/** `GET /api/media?kind=&q=&limit=&cursor=`: the workspace's uploads, newest first, of one kind when asked. */
export const mediaListQuerySchema = z.extend(listQuerySchema, {
  kind: z.optional(z.enum(MEDIA_KINDS, { error: 'invalid_option' })),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
