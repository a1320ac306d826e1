import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { publicLocale, sendStatusPage, type PublicPageKind } from '../../public/status-page.js';
import { qrCodeOfKey, type RedirectTarget } from './redirect-target.js';
import { CACHE_CONTROL, hashOf, recordClick } from './fast-path.js';
import { decideRedirect, type RedirectDecision } from './redirect-decision.js';

const LOOKUP_FAILED = 'redirect lookup failed';

/**
 * What the fast path leaves to Fastify: branded 404, 410 and 503 pages, malformed hashes, and the rare request whose
 * cache lookup raced an edit. Live links are normally answered before Fastify sees them.
 */
export function registerRedirectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const hash = hashOf(request.raw, ctx.config.shortHost);
    let target: RedirectTarget | null;
    try {
      target = hash === null ? null : await ctx.redirectCache.resolve(hash);
    } catch (error) {
      // The database does not answer and the link was never seen here: a person gets a page, not a JSON error. Every
      // scan of such a link fails alike during an outage: the first is logged, the rest counted. (A lookup that
      // succeeds proves nothing: the cache may have answered it; the count is told when its interval ends.)
      ctx.repeats.error(LOOKUP_FAILED, { err: error, reqId: request.id });
      return sendStatusPage(reply, 'unavailable', publicLocale(request, ctx.config.defaultLocale));
    }
    const queryAt = request.url.indexOf('?');
    const now = Date.now();
    const decision = decideRedirect(target, queryAt === -1 ? '' : request.url.slice(queryAt + 1), now);
    if (decision.kind !== 'redirect' || !target) {
      return sendStatusPage(reply, statusPageOf(decision.kind, hash), publicLocale(request, ctx.config.defaultLocale));
    }
    recordClick(ctx, request.raw, target, now);
    return reply.code(302).header('cache-control', CACHE_CONTROL).redirect(decision.location, 302);
  };

  // GET /r/:hash — a short link (public)
  app.get('/r/:hash', handle);
  app.get('/r/*', handle);

  // GET /Q/:code — a dynamic QR code's own address (public; upper case in print, any case accepted)
  app.get('/Q/*', handle);
  app.get('/q/*', handle);

  // GET /:hash on the dedicated short host (SHORT_URL_BASE with a host of its own)
  if (ctx.config.shortHost) {
    const shortHost = ctx.config.shortHost;
    app.get('/:hash', { constraints: { host: shortHost } }, handle);
  }
}

/** The page of a decision that is no redirect: a deleted link says so in a link's words, a deleted QR code in a code's. */
function statusPageOf(kind: RedirectDecision['kind'], hash: string | null): PublicPageKind {
  if (kind === 'redirect') return 'not_found';
  if (kind === 'inactive' && hash !== null && qrCodeOfKey(hash) === null) return 'link_inactive';
  return kind;
}
