import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { publicLocale, sendStatusPage } from '../../public/status-page.js';
import { hashOf, recordClick } from './fast-path.js';
import { decideRedirect } from './redirect-decision.js';

/**
 * What the fast path leaves to Fastify: branded 404 and 410 pages, malformed hashes, and the rare request whose
 * cache lookup raced an edit. Live links are normally answered before Fastify sees them.
 */
export function registerRedirectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const hash = hashOf(request.raw, ctx.config.shortHost);
    const target = hash === null ? null : await ctx.linkCache.resolve(hash);
    const queryAt = request.url.indexOf('?');
    const now = Date.now();
    const decision = decideRedirect(target, queryAt === -1 ? '' : request.url.slice(queryAt + 1), now);
    if (decision.kind !== 'redirect' || !target) {
      return sendStatusPage(
        reply,
        decision.kind === 'expired' ? 'expired' : 'not_found',
        publicLocale(request, ctx.config.defaultLocale),
      );
    }
    recordClick(ctx, request.raw, target, now);
    return reply.code(302).header('cache-control', 'private, no-cache').redirect(decision.location, 302);
  };

  // GET /r/:hash — a short link (public)
  app.get('/r/:hash', handle);
  app.get('/r/*', handle);

  // GET /:hash on the dedicated short host (SHORT_URL_BASE with a host of its own)
  if (ctx.config.shortHost) {
    const shortHost = ctx.config.shortHost;
    app.get('/:hash', { constraints: { host: shortHost } }, handle);
  }
}
