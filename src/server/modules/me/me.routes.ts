import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, updateMeSchema } from '../../../shared/account.js';
import { LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { localeCookieOptions } from '../../http/cookies.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';
import { parseWith } from '../../http/validation.js';
import { changePassword } from '../auth/password.service.js';
import { getMe, updateMe } from './me.service.js';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);
  const limits = authRateLimits(ctx.config);
  // A request that checks the current password counts against the sign-in budget of its user, whatever its address:
  // a stolen session must not be able to guess the password through these routes.
  const passwordChecks = limitPerKey(app, 'password-check', limits.accountChange, (request) =>
    hasCurrentPassword(request.body) ? (request.viewer?.userId ?? null) : null,
  );
  // Profile saves (a name, the interface language) are generous, but limited all the same.
  const perUser = limitPerKey(app, 'profile-change', limits.profileChange, (request) => request.viewer?.userId ?? null);
  const profileChange = { config: { rateLimit: limits.profileChange }, preHandler: [guard, perUser, passwordChecks] };
  const passwordChange = { config: { rateLimit: limits.accountChange }, preHandler: [guard, passwordChecks] };

  // GET /api/me — the signed-in user's profile and workspace
  app.get('/api/me', { preHandler: guard }, async (request) => getMe(ctx.database, viewerOf(request)));

  // PATCH /api/me — change full name, avatar URL, email (with the current password) or interface language
  app.patch('/api/me', profileChange, async (request, reply) => {
    const input = parseWith(updateMeSchema, request.body);
    const me = await updateMe(ctx, viewerOf(request), input);
    // The interface language follows the profile on this device at once, not only after the next sign-in.
    if (input.locale) reply.setCookie(LOCALE_COOKIE, input.locale, localeCookieOptions(ctx.config));
    return me;
  });

  // POST /api/me/password — change the password (with the current one); other sessions are signed out
  app.post('/api/me/password', passwordChange, async (request, reply) => {
    const input = parseWith(changePasswordSchema, request.body);
    await changePassword(ctx, viewerOf(request), input);
    return reply.status(204).send();
  });
}

function hasCurrentPassword(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'currentPassword' in body;
}
