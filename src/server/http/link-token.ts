import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a link the product mails (a password reset, an invitation): 256 random bits, of which only the SHA-256
 * is stored, so a copy of the database opens nothing.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The stored form of a link's token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
