import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { publicLocale } from '../../public/status-page.js';
import { UNSUBSCRIBE_PURPOSE } from './mail.service.js';
import { readClaim, type SignedClaim } from './signed-token.js';
import {
  renderUnsubscribePage,
  UNSUBSCRIBE_PAGE_CSP,
  UNSUBSCRIBE_STATUS,
  type UnsubscribePage,
} from './unsubscribe-page.js';

const MINUTE = 60_000;
// The one field RFC 8058 posts (`List-Unsubscribe=One-Click`), and the button's; nothing larger is read.
const BODY_LIMIT = 4_096;
// These pages carry their own policy (their CSS by hash, a form posting to themselves).
const OWN_CSP = { helmet: { contentSecurityPolicy: false } } as const;

// The token is longer than a route parameter may be (Fastify's 100 characters): it is the rest of the path.
type TokenRequest = FastifyRequest<{ Params: { '*': string } }>;

/**
 * One-click unsubscribe from a mail (RFC 8058), with no sign-in: `POST /unsubscribe/{token}` is what a mail client
 * sends for List-Unsubscribe-Post, and the confirmation page's button; `GET` only shows that page, since link
 * checkers and previews open links without anyone clicking. The token (signed-token.ts) names the person and the
 * kind of mail; what turning the kind off means is the handler its owner registered with `ctx.mail.onUnsubscribe`.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const limit = scope.createRateLimit({ max: ctx.config.formRateLimit, timeWindow: MINUTE });

    const send = (reply: FastifyReply, page: UnsubscribePage, locale: Locale, status = UNSUBSCRIBE_STATUS[page]) =>
      reply
        .code(status)
        .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
        .header('cache-control', 'no-store')
        // The token is in the address: no page it leads to may learn it.
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(renderUnsubscribePage(page, locale));

    // The token's claim and the handler of its kind, or the page saying why there is nothing to do.
    const withClaim = async (
      request: TokenRequest,
      reply: FastifyReply,
      then: (claim: SignedClaim, locale: Locale) => Promise<FastifyReply>,
    ) => {
      const claim = readClaim(ctx.config.authSecret, UNSUBSCRIBE_PURPOSE, request.params['*']);
      const fallback = publicLocale(request, ctx.config.defaultLocale);
      if (!claim) return send(reply, 'invalid', fallback);
      const locale = claim.locale ?? fallback;
      if (!ctx.mail.unsubscribeHandler(claim.kind)) return send(reply, 'unknown', locale);
      return then(claim, locale);
    };

    scope.get<{ Params: { '*': string } }>('/unsubscribe/*', OWN_CSP, (request, reply) =>
      withClaim(request, reply, async (_claim, locale) => send(reply, 'confirm', locale)),
    );

    scope.post<{ Params: { '*': string } }>('/unsubscribe/*', OWN_CSP, async (request, reply) => {
      const limited = await limit(request);
      if (!limited.isAllowed && limited.isExceeded) {
        reply.header('retry-after', String(Math.max(1, limited.ttlInSeconds)));
        return send(reply, 'failed', publicLocale(request, ctx.config.defaultLocale), 429);
      }
      return withClaim(request, reply, async (claim, locale) => {
        const handler = ctx.mail.unsubscribeHandler(claim.kind);
        try {
          await handler?.(claim.userId);
        } catch (error) {
          request.log.error({ err: error, kind: claim.kind }, 'mail: unsubscribing failed');
          return send(reply, 'failed', locale);
        }
        return send(reply, 'done', locale);
      });
    });
  });
}
