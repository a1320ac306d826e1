import { chooseRoute } from '../../../shared/smart-routing.js';
import type { RedirectTarget } from './redirect-target.js';
import type { Visit } from './visit.js';

export type RedirectDecision =
  | { kind: 'redirect'; location: string; routeId: string | null }
  | { kind: 'locked' }
  | { kind: 'not_found' }
  | { kind: 'expired' }
  | { kind: 'inactive' };

/**
 * What a request for a code gets (docs/product.md, Redirects and click statistics; docs/smart-links.md): the target,
 * the fallback of an expired link, the password page of a locked one, or a status page (a QR code that is no longer
 * active has its own). A code with rules or a split sends each visitor where the first rule that holds, or their
 * variant, says; which one served goes with the click.
 */
export function decideRedirect(target: RedirectTarget | null, visit: Visit): RedirectDecision {
  if (!target) return { kind: 'not_found' };
  if (target.inactive) return { kind: 'inactive' };
  if (target.expiresAt !== null && target.expiresAt <= visit.now) {
    return target.fallbackUrl ? { kind: 'redirect', location: target.fallbackUrl, routeId: null } : { kind: 'expired' };
  }
  if (target.lock && !visit.unlocked(target.lock)) return { kind: 'locked' };
  let url = target.url;
  let routeId: string | null = null;
  if (target.smart) {
    const owner = target.qrId ?? target.linkId ?? target.hash;
    ({ url, routeId } = chooseRoute(target.smart, target.url, visit.facts(), () => visit.bucket(owner)));
  }
  const location = target.forwardQuery && visit.query ? appendQuery(url, visit.query) : url;
  return { kind: 'redirect', location, routeId };
}

/** Adds the request's query string to the target's, before any #fragment. */
export function appendQuery(url: string, query: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${fragment}`;
}
