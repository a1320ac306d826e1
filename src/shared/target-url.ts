// Target addresses of links, QR codes, rules and variants (docs/product.md, Links): what the redirect may send a
// visitor to, checked alike by the forms and the server.
import * as z from 'zod/mini';
import { isPrivateHost } from './private-address.js';

export const URL_MAX = 2048;

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
