import type { RedirectTarget } from './redirect-target.js';

export type RedirectDecision =
  { kind: 'redirect'; location: string } | { kind: 'not_found' } | { kind: 'expired' } | { kind: 'inactive' };

/**
 * What a request for a code gets (docs/product.md, Redirects and click statistics): the target, the fallback of an
 * expired link, or a status page (a QR code that is no longer active has its own).
 */
export function decideRedirect(target: RedirectTarget | null, query: string, now: number): RedirectDecision {
  if (!target) return { kind: 'not_found' };
  if (target.inactive) return { kind: 'inactive' };
  if (target.expiresAt !== null && target.expiresAt <= now) {
    return target.fallbackUrl ? { kind: 'redirect', location: target.fallbackUrl } : { kind: 'expired' };
  }
  return { kind: 'redirect', location: target.forwardQuery && query ? appendQuery(target.url, query) : target.url };
}

/** Adds the request's query string to the target's, before any #fragment. */
export function appendQuery(url: string, query: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${fragment}`;
}
