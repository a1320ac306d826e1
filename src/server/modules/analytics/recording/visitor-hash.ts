import { createHmac, hash } from 'node:crypto';

export const DAY_MS = 86_400_000;

/** Start of the UTC day of an instant, in epoch ms. */
export function utcDayStart(ms: number): number {
  return ms - (ms % DAY_MS);
}

/**
 * A visitor's hash for one link-independent UTC day: SHA-256 over a salt that changes daily, the address and the
 * user agent (the Plausible approach: unique counts without storing an address). The salt is derived from the server's
 * secret, so every node agrees on it without storing it, and yesterday's hashes cannot be linked to today's or turned
 * back into addresses.
 */
export function createVisitorHasher(secret: string): (day: number, ip: string, userAgent: string) => string {
  const saltOf = createDailySalt(secret);
  // crypto.hash is the one-shot form: no hasher object per click.
  return (day, ip, userAgent) => hash('sha256', `${saltOf(day)}\0${ip}\0${userAgent}`, 'base64url').slice(0, 22);
}

/**
 * The salt of a UTC day (its start, in epoch ms), derived from the server's secret: what makes a visitor one visitor
 * for a day and never longer (the visitor hash, a split's sticky variant).
 */
export function createDailySalt(secret: string): (day: number) => string {
  const salts = new Map<number, string>();
  return (day) => {
    let salt = salts.get(day);
    if (!salt) {
      salt = createHmac('sha256', secret).update(`visitor-salt:${day}`).digest('hex');
      if (salts.size > 4) salts.clear();
      salts.set(day, salt);
    }
    return salt;
  };
}
