import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendPasswordPage } from '../../public/password-page.js';
import { publicLocale, sendStatusPage, type PublicPageKind } from '../../public/status-page.js';
import { linkPasswordMatches } from '../smart/index.js';
import { qrCodeOfKey, type RedirectTarget } from './redirect-target.js';
import { CACHE_CONTROL, hashOf, recordClick } from './fast-path.js';
import { decideRedirect, type RedirectDecision } from './redirect-decision.js';
import { UNLOCK_MS, unlockCookieName, unlockCookieValue } from './unlock-cookie.js';
import { createVisitReader } from './visit.js';

const LOOKUP_FAILED = 'redirect lookup failed';
// Password attempts per address and protected code: enough for typos, far too few to guess (scrypt per attempt).
const UNLOCK_ATTEMPTS = { max: 10, timeWindow: 15 * 60_000 };
// A password field and nothing else is read.
const UNLOCK_BODY_LIMIT = 1_024;
// The password page carries its own policy (its CSS by hash, a form posting to itself).
const OWN_CSP = { helmet: { contentSecurityPolicy: false } } as const;

/**
 * What the fast path leaves to Fastify: branded 404, 410 and 503 pages, the password page of a protected code and its
 * unlock, malformed hashes, and the rare request whose cache lookup raced an edit. Live links are normally answered
 * before Fastify sees them.
 */
export function registerRedirectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const visits = createVisitReader(ctx.config.authSecret, ctx.clientAddress);

  /** The code's target, or a page saying why there is none (a database that does not answer: 503). */
  async function lookUp(request: FastifyRequest, reply: FastifyReply) {
    const hash = hashOf(request.raw, ctx.config.shortHost, true);
    try {
      return { hash, target: hash === null ? null : await ctx.redirectCache.resolve(hash) };
    } catch (error) {
      // The database does not answer and the link was never seen here: a person gets a page, not a JSON error. Every
      // scan of such a link fails alike during an outage: the first is logged, the rest counted. (A lookup that
      // succeeds proves nothing: the cache may have answered it; the count is told when its interval ends.)
      ctx.repeats.error(LOOKUP_FAILED, { err: error, reqId: request.id });
      await sendStatusPage(reply, 'unavailable', publicLocale(request, ctx.config.defaultLocale));
      return null;
    }
  }

  const visitOf = (request: FastifyRequest) => {
    const queryAt = request.url.indexOf('?');
    return visits(request.raw, queryAt === -1 ? '' : request.url.slice(queryAt + 1), Date.now());
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await lookUp(request, reply);
    if (!found) return reply;
    const { hash, target } = found;
    const visit = visitOf(request);
    const decision = decideRedirect(target, visit);
    const locale = publicLocale(request, ctx.config.defaultLocale);
    if (decision.kind === 'locked') return sendPasswordPage(reply, locale, null);
    if (decision.kind !== 'redirect' || !target)
      return sendStatusPage(reply, statusPageOf(decision.kind, hash), locale);
    recordClick(ctx, request.raw, target, visit, decision.routeId);
    return reply.code(302).header('cache-control', CACHE_CONTROL).redirect(decision.location, 302);
  };

  // GET /r/:hash — a short link (public)
  app.get('/r/:hash', OWN_CSP, handle);
  app.get('/r/*', OWN_CSP, handle);

  // GET /Q/:code — a dynamic QR code's own address (public; upper case in print, any case accepted)
  app.get('/Q/*', OWN_CSP, handle);
  app.get('/q/*', OWN_CSP, handle);

  // GET /:hash on the dedicated short host (SHORT_URL_BASE with a host of its own)
  if (ctx.config.shortHost) {
    const shortHost = ctx.config.shortHost;
    app.get('/:hash', { ...OWN_CSP, constraints: { host: shortHost } }, handle);
  }

  registerUnlock(app, ctx, lookUp);
}

/**
 * `POST` to a protected code's address: the password page's form. The right password sets a cookie that unlocks the
 * code for 24 hours and sends the browser back to the address (POST-redirect-GET), where the click is counted once;
 * a wrong one shows the page again. Attempts are limited per address and code.
 */
function registerUnlock(
  app: FastifyInstance,
  ctx: AppContext,
  lookUp: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ hash: string | null; target: RedirectTarget | null } | null>,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: UNLOCK_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    // Per address and code asked for (the path).
    const attempts = scope.createRateLimit({
      ...UNLOCK_ATTEMPTS,
      keyGenerator: (request) => `unlock:${ctx.clientAddress(request.raw)}:${request.url.split('?')[0] ?? ''}`,
    });
    const unlock = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await lookUp(request, reply);
      if (!found) return reply;
      const lock = found.target && !found.target.inactive ? found.target.lock : null;
      // Nothing to unlock (no password, or not a code): the address itself answers.
      if (!lock) return reply.code(303).header('cache-control', 'no-store').redirect(request.url, 303);
      const locale = publicLocale(request, ctx.config.defaultLocale);
      const limited = await attempts(request);
      if (!limited.isAllowed && limited.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limited.ttlInSeconds)));
        return sendPasswordPage(reply, locale, 'rate_limited');
      }
      const password = request.body instanceof URLSearchParams ? (request.body.get('password') ?? '') : '';
      if (!password || !(await linkPasswordMatches(password, lock.passwordHash))) {
        return sendPasswordPage(reply, locale, 'wrong');
      }
      const expires = Date.now() + UNLOCK_MS;
      reply.setCookie(unlockCookieName(lock.owner), unlockCookieValue(ctx.config.authSecret, lock, expires), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https://'),
        expires: new Date(expires),
      });
      return reply.code(303).header('cache-control', 'no-store').redirect(request.url, 303);
    };
    scope.post('/r/*', OWN_CSP, unlock);
    scope.post('/Q/*', OWN_CSP, unlock);
    scope.post('/q/*', OWN_CSP, unlock);
    if (ctx.config.shortHost) scope.post('/:hash', { ...OWN_CSP, constraints: { host: ctx.config.shortHost } }, unlock);
  });
}

/** The page of a decision that is no redirect: a deleted link says so in a link's words, a deleted QR code in a code's. */
function statusPageOf(kind: Exclude<RedirectDecision['kind'], 'locked'>, hash: string | null): PublicPageKind {
  if (kind === 'redirect') return 'not_found';
  if (kind === 'inactive' && hash !== null && qrCodeOfKey(hash) === null) return 'link_inactive';
  return kind;
}
