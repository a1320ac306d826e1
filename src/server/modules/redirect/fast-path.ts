import type { IncomingMessage, ServerResponse } from 'node:http';
import { HASH_MAX, HASH_PATTERN } from '../../../shared/links.js';
import type { Config } from '../../config.js';
import { createVisitReader, header, type Visit, type VisitReader } from './visit.js';
import type { ClickRecorder } from '../analytics/index.js';
import { normaliseQrCode, qrCodeKey, type RedirectTarget } from './redirect-target.js';
import type { RedirectCache } from './redirect-cache.js';
import { decideRedirect } from './redirect-decision.js';

type Fallthrough = (request: IncomingMessage, response: ServerResponse) => void;
interface FastPathDeps {
  config: Pick<Config, 'shortHost' | 'authSecret'>;
  /** The app's one client-address rule (TRUST_PROXY), shared with the API's rate limits. */
  clientAddress: (request: IncomingMessage) => string;
  redirectCache: RedirectCache;
  clicks: ClickRecorder;
}

// A 302 must not be cached: every scan has to reach us, both to be counted and to follow an edited target.
export const CACHE_CONTROL = 'private, no-cache';

/**
 * The redirect hot path (docs/ARCHITECTURE.md, A scan's path), in front of Fastify: a known hash is answered from the
 * cache with a 302 before any framework work, and the raw click goes to the recorder. Everything else (unknown or
 * expired hashes, other URLs, a cache miss whose lookup fails) falls through to Fastify, which renders pages and
 * errors.
 */
export function createFastPath(
  deps: FastPathDeps,
): (request: IncomingMessage, response: ServerResponse, fallthrough: Fallthrough) => void {
  const visits = createVisitReader(deps.config.authSecret, deps.clientAddress);
  return (request, response, fallthrough) => {
    const hash = hashOf(request, deps.config.shortHost);
    if (hash === null) return fallthrough(request, response);
    const cached = deps.redirectCache.peek(hash);
    if (cached !== undefined) {
      if (!answer(deps, visits, request, response, cached)) fallthrough(request, response);
      return;
    }
    deps.redirectCache.resolve(hash).then(
      (target) => {
        if (!answer(deps, visits, request, response, target)) fallthrough(request, response);
      },
      () => fallthrough(request, response),
    );
  };
}

function answer(
  deps: FastPathDeps,
  visits: VisitReader,
  request: IncomingMessage,
  response: ServerResponse,
  target: RedirectTarget | null,
): boolean {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const now = Date.now();
  const visit = visits(request, queryAt === -1 ? '' : url.slice(queryAt + 1), now);
  const decision = decideRedirect(target, visit);
  // Status pages and the password page are Fastify's (redirect.routes.ts).
  if (decision.kind !== 'redirect' || !target) return false;
  // A flat [name, value, …] list: Node writes it as it is, without copying an object per request.
  response.writeHead(302, ['cache-control', CACHE_CONTROL, 'content-length', '0', 'location', decision.location]);
  response.end();
  recordClick(deps, request, target, visit, decision.routeId);
  return true;
}

/** Hands a GET's click to the recorder; HEAD requests (link checkers, unfurlers) are answered but not counted. */
export function recordClick(
  deps: Pick<FastPathDeps, 'clicks'>,
  request: IncomingMessage,
  target: RedirectTarget,
  visit: Visit,
  routeId: string | null,
): void {
  if (request.method !== 'GET') return;
  deps.clicks.record({
    linkId: target.linkId,
    workspaceId: target.workspaceId,
    hash: target.hash,
    qrId: target.qrId,
    campaignId: target.campaignId,
    locationId: target.locationId,
    routeId,
    at: visit.now,
    ip: visit.address(),
    userAgent: header(request, 'user-agent'),
    referrer: header(request, 'referer') || null,
  });
}

/**
 * The cache key of the code a request asks for: a link's hash from /r/{hash} (or /{hash} on the dedicated short
 * host), a QR code's from /Q/{CODE} in any case (redirect-target.ts); null for anything else. A POST is the password
 * page's unlock, read only by its route (`unlocking`).
 */
export function hashOf(request: IncomingMessage, shortHost: string | null, unlocking = false): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD' && !(unlocking && request.method === 'POST')) return null;
  const url = request.url ?? '';
  let start: number;
  if (url.startsWith('/Q/') || url.startsWith('/q/')) {
    const queryAt = url.indexOf('?', 3);
    const code = normaliseQrCode(url.slice(3, queryAt === -1 ? undefined : queryAt));
    return code === null ? null : qrCodeKey(code);
  }
  if (url.startsWith('/r/')) start = 3;
  else if (shortHost !== null && url.length > 1 && header(request, 'host').toLowerCase() === shortHost) start = 1;
  else return null;
  const queryAt = url.indexOf('?', start);
  const hash = url.slice(start, queryAt === -1 ? undefined : queryAt);
  return hash.length <= HASH_MAX && HASH_PATTERN.test(hash) ? hash : null;
}
