import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_MARK } from '../../../shared/webhooks.js';

/** How many leading characters of a secret the list shows to recognise it (`whsec_` and six more). */
export const SECRET_PREFIX_LENGTH = 12;

/** A new Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes (192 bits). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_MARK}${randomBytes(24).toString('base64')}`;
}

/**
 * The `webhook-signature` header of a message, as the Standard Webhooks specification defines it: for each secret,
 * `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` keyed with the secret's decoded bytes; several signatures
 * (a rotation's old and new secret) separated by spaces, so a receiver holding either accepts the message.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestampSeconds: number, body: string) {
  const signed = `${id}.${timestampSeconds}.${body}`;
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(WEBHOOK_SECRET_MARK.length), 'base64');
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}

/** The secrets that sign now: the current one, and the previous one until its 24 hours are over. */
export function signingSecrets(
  endpoint: { secret: string; previous_secret: string | null; previous_secret_until: number | null },
  now: number,
): string[] {
  const previous =
    endpoint.previous_secret && endpoint.previous_secret_until !== null && endpoint.previous_secret_until > now
      ? [endpoint.previous_secret]
      : [];
  return [endpoint.secret, ...previous];
}
