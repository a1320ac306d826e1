import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed token every public form carries in a hidden field (anti-spam that needs no JavaScript): which form it
 * was served for, when, a nonce (a response stores it, and the database takes each nonce once: a form load answers
 * once), and the QR code the visitor came through. A bot that posts without loading the form has no token; one
 * that posts sooner than a person could is asked to confirm (a confirmed token, below) rather than stored; one that
 * replays a token stores nothing.
 */
export interface FormToken {
  feedbackId: string;
  issuedAt: number;
  nonce: string;
  qrId: string | null;
  /** The targeting rule or split variant that sent the visitor (docs/smart-links.md), else null. */
  routeId: string | null;
  /**
   * True on the token of the confirmation page a too quick post gets: its "Send" is taken however fast it comes,
   * so a person who answers quickly is asked once and never refused. The nonce stays the load's.
   */
  confirmed: boolean;
}

/** A token a day old is refused: the page is served again with a fresh one and the answers kept. */
export const FORM_TOKEN_MAX_AGE_MS = 86_400_000;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`feedback-form:${payload}`).digest('base64url');
}

export function issueFormToken(
  secret: string,
  feedbackId: string,
  qrId: string | null,
  now = Date.now(),
  routeId: string | null = null,
): string {
  return signFormToken(secret, {
    feedbackId,
    issuedAt: now,
    nonce: randomBytes(16).toString('base64url'),
    qrId,
    routeId,
    confirmed: false,
  });
}

/** The token of the confirmation page: the same load (form, time, nonce, code), its next post taken at once. */
export function confirmFormToken(secret: string, token: FormToken): string {
  return signFormToken(secret, { ...token, confirmed: true });
}

function signFormToken(secret: string, token: FormToken): string {
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The token's contents when it is ours and unaltered; undefined for anything else. */
export function readFormToken(secret: string, value: unknown): FormToken | undefined {
  if (typeof value !== 'string' || value.length > 1_000) return undefined;
  const [payload, given, extra] = value.split('.');
  if (!payload || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const token = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<FormToken>;
    if (typeof token.feedbackId !== 'string' || typeof token.issuedAt !== 'number' || typeof token.nonce !== 'string') {
      return undefined;
    }
    return {
      feedbackId: token.feedbackId,
      issuedAt: token.issuedAt,
      nonce: token.nonce,
      qrId: typeof token.qrId === 'string' ? token.qrId : null,
      routeId: typeof token.routeId === 'string' ? token.routeId : null,
      confirmed: token.confirmed === true,
    };
  } catch {
    return undefined;
  }
}
