import type { FastifyInstance } from 'fastify';
import { updateMeSchema } from '../../../shared/account.js';
import { LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';
import { parseWith } from '../../http/validation.js';
import { localeCookieOptions } from '../../http/cookies.js';
import { getMe, updateMe } from './me.service.js';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);

  // GET /api/me — the signed-in user's profile and workspace
  app.get('/api/me', { preHandler: guard }, async (request) => getMe(ctx.database, viewerOf(request)));

  // PATCH /api/me — change full name, avatar URL, email or interface language
  app.patch('/api/me', { preHandler: guard }, async (request, reply) => {
    const input = parseWith(updateMeSchema, request.body);
    const me = await updateMe(ctx.database, viewerOf(request), input);
    // The interface language follows the profile on this device at once, not only after the next sign-in.
    if (input.locale) reply.setCookie(LOCALE_COOKIE, input.locale, localeCookieOptions(ctx.config));
    return me;
  });
}
