import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.js';
import { utcDayStart } from '../analytics/index.js';

/**
 * The browser of a person answering a public form, for "one response per visitor per day" (ADR 0010): a random id
 * the form's page sets in a cookie of its own, signed with the server's secret like the form token, so the server
 * only counts ids it issued. It tells two phones of the same model on one Wi-Fi apart (their address and user agent
 * are the same), and it stays the same when a browser changes its user agent. A browser that sends no cookie falls
 * back to its address and user agent.
 */
export const FORM_VISITOR_COOKIE = 'scanlink_form_visitor';

const DAY_MS = 86_400_000;

function mac(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`form-visitor:${id}`).digest('base64url');
}

/** A new signed visitor id: `<random>.<MAC>`. */
export function issueFormVisitor(secret: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${mac(secret, id)}`;
}

/** The visitor id of a cookie this server set and nobody altered; undefined for anything else. */
export function readFormVisitor(secret: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const [id, given, extra] = value.split('.');
  if (!id || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, id));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return id;
}

/**
 * The cookie's attributes: sent only to this form's page (and its thank-you page), never readable by script, kept on
 * the same-site post of the form and on the visit a scan opens (Lax), over https only when the product is served so.
 * It lasts until the end of the next UTC day: whatever day the browser answers on, while the cookie is there it is
 * there all of that day, so the rule holds for the whole day; after that the browser gets a new id, and nothing links
 * the days.
 */
export function formVisitorCookieOptions(config: Config, formId: string, now = Date.now()): CookieSerializeOptions {
  return {
    path: `/f/${formId}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: Math.ceil((utcDayStart(now) + 2 * DAY_MS - now) / 1000),
  };
}
