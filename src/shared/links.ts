// zod/mini keeps the link form's bundle small; the server parses the same schemas (docs/product.md, Links).
import * as z from 'zod/mini';
import { pageSchema, type Page } from './list.js';
import { isPrivateHost } from './private-address.js';

export const URL_MAX = 2048;
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

/** A target without a scheme gets https://, as people paste `example.com/menu` from the address bar. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return trimmed;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/?#]+:\d+(?:[/?#]|$)/.test(trimmed)
    ? trimmed
    : `https://${trimmed}`;
}

/** True for an absolute http(s) URL with a host; `javascript:`, `data:`, `file:` and friends are refused. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Why an address cannot be a link's target or fallback (field codes the link form translates). */
export const TARGET_URL_PROBLEMS = ['invalid_url', 'url_with_credentials', 'url_private_address'] as const;
export type TargetUrlProblem = (typeof TARGET_URL_PROBLEMS)[number];
/** Every code of the target and fallback fields beyond required/too_long; `url_own_address` needs the server. */
export const TARGET_URL_CODES = [...TARGET_URL_PROBLEMS, 'url_own_address'] as const;

/**
 * What is wrong with a target (already given its scheme), or null. Besides a non-web scheme: a user name or password
 * (`https://paypal.com@evil.example` shows a trusted name to disguise another host), and a host on this device or a
 * private network (a scan could never reach it, or it probes the server's own network).
 */
export function targetUrlProblem(value: string): TargetUrlProblem | null {
  if (!isWebUrl(value)) return 'invalid_url';
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return 'url_with_credentials';
  if (isPrivateHost(url.hostname)) return 'url_private_address';
  return null;
}

/** The canonical, ASCII-only form (punycode host, percent-encoded path) that can go into a Location header. */
export function normalizeWebUrl(value: string): string {
  return new URL(withScheme(value)).href;
}

/**
 * A target or fallback address: trimmed, given https:// when it has no scheme, http(s) only, ≤ 2,048 characters,
 * stored in its canonical form.
 */
export const targetUrlSchema = z.pipe(
  z.pipe(z.string({ error: 'required' }), z.transform(withScheme)),
  z.pipe(
    z.string().check(
      z.minLength(1, { error: 'required' }),
      z.maxLength(URL_MAX, { error: 'too_long' }),
      z.superRefine((value, ctx) => {
        const problem = targetUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    z.transform(normalizeWebUrl),
  ),
);

/**
 * An optional address people type (a landing page's or a contact's website): trimmed, given https:// when it has
 * none, checked like a target, stored in its canonical form; '' means none. A transform rather than a union with '',
 * so a refusal names its reason (`invalid_url`…), not "no variant matched".
 */
export const optionalWebUrlSchema = z.pipe(
  z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(URL_MAX, { error: 'too_long' })),
  z.transform((value: string, ctx) => {
    if (value === '') return '';
    const url = withScheme(value);
    const problem = targetUrlProblem(url);
    if (!problem) return normalizeWebUrl(url);
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }),
);

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

export const aliasParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64, { error: 'too_long' })),
  hash: z.string().check(z.minLength(1), z.maxLength(HASH_MAX, { error: 'too_long' })),
});

/** `GET /api/links`: newest first; `nextCursor` fetches the following page. */
export const linkPageSchema = pageSchema(linkSchema);
export type LinkList = Page<Link>;
