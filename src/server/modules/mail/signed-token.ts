import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '../../../shared/locales.js';

/**
 * A token a mail carries so that its recipient can act without signing in (one-click unsubscribe): who it is for,
 * what kind of mail, what it may be used for (`purpose`) and until when, signed with the auth secret (HMAC-SHA256).
 * A token made for one purpose is refused for any other, so a future token signed with the same secret can never be
 * replayed here. It carries no session and no key: nothing in it signs anyone in.
 */
export interface SignedClaim {
  purpose: string;
  userId: string;
  /** The kind of mail (`notifications.weekly`): the owner of the kind decides what turning it off means. */
  kind: string;
  /** The recipient's language, so that the page the token opens speaks it. */
  locale: Locale | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Kinds are names a module picks: lower case, digits, dots, dashes and underscores. */
export const KIND_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const MAX_TOKEN_LENGTH = 1_000;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`scanlink-mail-token:${payload}`).digest('base64url');
}

export function signClaim(secret: string, claim: SignedClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claim.purpose, u: claim.userId, k: claim.kind, l: claim.locale, x: claim.expiresAt }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claim when the token is ours, unaltered, for `purpose` and not expired; undefined for anything else. */
export function readClaim(secret: string, purpose: string, value: unknown, now = Date.now()): SignedClaim | undefined {
  if (typeof value !== 'string' || value.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, given, extra] = value.split('.');
  if (!payload || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { p, u, k, l, x } = fields;
  if (p !== purpose || typeof u !== 'string' || typeof k !== 'string' || !KIND_PATTERN.test(k)) return undefined;
  if (typeof x !== 'number' || x <= now) return undefined;
  return { purpose: p, userId: u, kind: k, locale: isLocale(l) ? l : null, expiresAt: x };
}
