// zod/mini keeps the link form's bundle small; the server parses the same schemas (docs/product.md, Links).
import * as z from 'zod/mini';
import { listQuerySchema, pageSchema, type Page } from './list.js';
import { smartAnswerFields, smartFields } from './smart-links.js';
import { tagFilterSchema, tagIdsSchema, tagRefSchema } from './tags.js';
import { targetUrlSchema, URL_MAX, withScheme, targetUrlProblem } from './target-url.js';

export * from './target-url.js';

export const HASH_GENERATED_LENGTH = 10;
export const HASH_MIN = 3;
export const HASH_MAX = 64;
export const LINK_NAME_MAX = 200;
export const LINK_NOTES_MAX = 2000;
export const HASH_PATTERN = /^[A-Za-z0-9_-]+$/;
const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 10-character alphanumeric hash (62^10 ≈ 8·10^17 values), from the platform's CSPRNG. */
export function generateHash(length = HASH_GENERATED_LENGTH): string {
  const bytes = new Uint8Array(length * 2);
  let hash = '';
  while (hash.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    // 248 = 4 × 62: dropping bytes ≥ 248 keeps every character equally likely.
    for (const byte of bytes) if (byte < 248 && hash.length < length) hash += HASH_ALPHABET[byte % 62];
  }
  return hash;
}

export const hashSchema = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(HASH_MIN, { error: 'hash_too_short' }),
    z.maxLength(HASH_MAX, { error: 'hash_too_long' }),
    z.regex(HASH_PATTERN, { error: 'hash_invalid' }),
  );

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(LINK_NAME_MAX, { error: 'too_long' }));

// Empty strings from a cleared form field (or a client that sends "" for "no campaign") mean "none".
const optionalText = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: 'too_long' }))),
    z.transform((value) => (value ? value : null)),
  );
const optionalUrl = z.pipe(
  z.nullable(z.string().check(z.maxLength(URL_MAX * 2, { error: 'too_long' }))),
  z.transform((value) => (value && value.trim() ? value : null)),
);
/** ISO-8601 instant (with offset) or null. */
const optionalInstant = z.nullable(z.iso.datetime({ offset: true, error: 'invalid_date' }));

const linkFields = {
  name: nameSchema,
  url: targetUrlSchema,
  hash: hashSchema,
  expiresAt: optionalInstant,
  fallbackUrl: optionalUrl,
  campaignId: optionalText(64),
  notes: optionalText(LINK_NOTES_MAX),
  forwardQuery: z.boolean({ error: 'invalid_type' }),
  ...smartFields,
  tagIds: tagIdsSchema,
};

// The fallback is validated after the "empty means none" step, so a blank field is fine but `javascript:` is not.
function checkFallback(value: { fallbackUrl?: string | null }, ctx: z.core.$RefinementCtx) {
  if (!value.fallbackUrl) return;
  const url = withScheme(value.fallbackUrl);
  const problem = url.length > URL_MAX ? 'too_long' : targetUrlProblem(url);
  if (problem) ctx.addIssue({ code: 'custom', path: ['fallbackUrl'], message: problem });
}

export const createLinkSchema = z
  .strictObject({
    name: linkFields.name,
    url: linkFields.url,
    hash: z.optional(linkFields.hash),
    expiresAt: z.optional(linkFields.expiresAt),
    fallbackUrl: z.optional(linkFields.fallbackUrl),
    campaignId: z.optional(linkFields.campaignId),
    notes: z.optional(linkFields.notes),
    forwardQuery: z.optional(linkFields.forwardQuery),
    rules: z.optional(linkFields.rules),
    split: z.optional(linkFields.split),
    password: z.optional(linkFields.password),
    tagIds: z.optional(linkFields.tagIds),
  })
  .check(z.superRefine(checkFallback));
export type CreateLinkInput = z.infer<typeof createLinkSchema>;

export const updateLinkSchema = z
  .partial(
    z.strictObject({
      ...linkFields,
      /** With a new `hash`: let the old code go at once instead of keeping it as an alias (printed copies break). */
      freeOldHash: z.boolean({ error: 'invalid_type' }),
    }),
  )
  .check(
    z.superRefine(checkFallback),
    z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }),
  );
export type UpdateLinkInput = z.infer<typeof updateLinkSchema>;

/** A link as the API answers it. */
export const linkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  hash: z.string(),
  shortUrl: z.string().check(z.describe('SHORT_URL_BASE + "/" + hash: the address to share or print.')),
  expiresAt: z.nullable(z.string()),
  fallbackUrl: z.nullable(z.string()),
  campaignId: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  forwardQuery: z.boolean(),
  aliases: z
    .array(z.string())
    .check(z.describe('Former short codes that still redirect here (printed copies), until freed.')),
  clicks: z.number().check(z.describe('Every recorded click of the link, all time.')),
  ...smartAnswerFields,
  tags: z.array(tagRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

export const aliasParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64, { error: 'too_long' })),
  hash: z.string().check(z.minLength(1), z.maxLength(HASH_MAX, { error: 'too_long' })),
});

/** `GET /api/links?tag=`: the list's query, and only the links with that tag. */
export const linkListQuerySchema = z.extend(listQuerySchema, { tag: tagFilterSchema });
export type LinkListQuery = z.infer<typeof linkListQuerySchema>;

/** `GET /api/links`: newest first; `nextCursor` fetches the following page. */
export const linkPageSchema = pageSchema(linkSchema);
export type LinkList = Page<Link>;
