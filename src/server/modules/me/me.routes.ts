import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, meSchema, updateMeSchema, type Me } from '../../../shared/account.js';
import { LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { localeCookieOptions } from '../../http/cookies.js';
import { route } from '../../http/kit/route.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import { changePassword } from '../auth/password.service.js';
import { getMe, updateMe } from './me.service.js';

const TAG = 'Account';
const EXAMPLE: Me = {
  id: '0196f3c4-1111-7c1d-9b2a-4f6e8d0c1a2b',
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  avatarUrl: null,
  locale: 'tr',
  hasPassword: true,
  createdAt: '2026-01-15T08:00:00.000Z',
  workspace: { id: '0196f3c4-2222-7c1d-9b2a-4f6e8d0c1a2b', name: 'Ayşe Yılmaz', role: 'owner' },
};

/** The signed-in person's own account (SPEC §1, §11): browser sessions only. */
export function meRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = authRateLimits(ctx.config);
  // A request that checks the current password counts against the sign-in budget of its user, whatever its address:
  // a stolen session must not be able to guess the password through these routes.
  const passwordChecks = limitPerKey(app, 'password-check', limits.accountChange, (request) =>
    hasCurrentPassword(request.body) ? (request.viewer?.userId ?? null) : null,
  );
  // Profile saves (a name, the interface language) are generous, but limited all the same.
  const perUser = limitPerKey(app, 'profile-change', limits.profileChange, (request) => request.viewer?.userId ?? null);

  return [
    route({
      method: 'GET',
      url: '/api/me',
      access: 'account',
      operationId: 'getMe',
      summary: "The signed-in user's profile and workspace",
      tag: TAG,
      response: { status: 200, description: 'The profile.', schema: meSchema },
      example: { response: EXAMPLE },
      handler: ({ viewer }) => getMe(ctx.database, viewer),
    }),
    route({
      method: 'PATCH',
      url: '/api/me',
      access: 'account',
      operationId: 'updateMe',
      summary: 'Change the full name, avatar, email (with the current password) or interface language',
      tag: TAG,
      body: updateMeSchema,
      response: { status: 200, description: 'The changed profile.', schema: meSchema },
      errors: [409],
      rateLimit: limits.profileChange,
      preHandlers: [perUser, passwordChecks],
      example: { body: { fullName: 'Ayşe Kaya' }, response: { ...EXAMPLE, fullName: 'Ayşe Kaya' } },
      handler: async ({ viewer, body, reply }) => {
        const me = await updateMe(ctx, viewer, body);
        // The interface language follows the profile on this device at once, not only after the next sign-in.
        if (body.locale) reply.setCookie(LOCALE_COOKIE, body.locale, localeCookieOptions(ctx.config));
        return me;
      },
    }),
    route({
      method: 'POST',
      url: '/api/me/password',
      access: 'account',
      operationId: 'changePassword',
      summary: 'Change the password (with the current one); other sessions are signed out',
      tag: TAG,
      body: changePasswordSchema,
      response: { status: 204, description: 'Changed.' },
      rateLimit: limits.accountChange,
      preHandlers: [passwordChecks],
      example: { body: { currentPassword: 'correct-horse-42', newPassword: 'battery-staple-97' } },
      handler: ({ viewer, body }) => changePassword(ctx, viewer, body),
    }),
  ];
}

function hasCurrentPassword(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'currentPassword' in body;
}
