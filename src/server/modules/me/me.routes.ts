import type { FastifyInstance } from 'fastify';
import {
  activeSessionListSchema,
  deleteAccountSchema,
  signedOutSchema,
  type ActiveSession,
} from '../../../shared/account-security.js';
import {
  changePasswordSchema,
  meSchema,
  testMailQueuedSchema,
  updateMeSchema,
  type Me,
} from '../../../shared/account.js';
import { idParamsSchema } from '../../../shared/list.js';
import { LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { followAccountLocale, localeCookieOptions } from '../../http/cookies.js';
import { route } from '../../http/kit/route.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import {
  changePassword,
  clearSessionCookies,
  listActiveSessions,
  signOutOtherSessions,
  signOutSession,
} from '../auth/index.js';
import { avatarRoutes } from './avatar.routes.js';
import { deleteAccount, getMe, sendTestMailToMe, updateMe } from './me.service.js';

const TAG = 'Account';
const EXAMPLE: Me = {
  id: '0196f3c4-1111-7c1d-9b2a-4f6e8d0c1a2b',
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  avatarUrl: null,
  locale: 'tr',
  phone: '+90 212 555 01 23',
  country: 'TR',
  timeZone: 'Europe/Istanbul',
  hasPassword: true,
  pendingEmail: null,
  createdAt: '2026-01-15T08:00:00.000Z',
  workspace: { id: '0196f3c4-2222-7c1d-9b2a-4f6e8d0c1a2b', name: 'Ayşe Yılmaz', role: 'owner', personal: true },
};
const SESSION_EXAMPLE: ActiveSession = {
  id: '0196f3c4-3333-7c1d-9b2a-4f6e8d0c1a2b',
  current: true,
  browser: 'Firefox',
  os: 'Ubuntu',
  deviceType: 'desktop',
  signedInAt: '2026-03-01T09:30:00.000Z',
  lastActiveAt: '2026-03-04T07:12:00.000Z',
  expiresAt: '2026-03-11T07:12:00.000Z',
};

/** The signed-in person's own account (docs/product.md, Settings): browser sessions only. */
export function meRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = authRateLimits(ctx.config);
  // A request that checks the current password counts against the sign-in budget of its user, whatever its address:
  // a stolen session must not be able to guess the password through these routes.
  const passwordChecks = limitPerKey(app, 'password-check', limits.accountChange, (request) =>
    hasCurrentPassword(request.body) ? (request.viewer?.userId ?? null) : null,
  );
  // Profile saves (a name, the interface language, the picture) are generous, but limited all the same.
  const perUser = limitPerKey(app, 'profile-change', limits.profileChange, (request) => request.viewer?.userId ?? null);

  return [
    ...avatarRoutes(ctx, { limit: limits.profileChange, perUser, profile: EXAMPLE }),
    route({
      method: 'GET',
      url: '/api/me',
      access: 'account',
      permission: 'account',
      operationId: 'getMe',
      summary: "The signed-in user's profile and workspace",
      tag: TAG,
      response: { status: 200, description: 'The profile.', schema: meSchema },
      description: "Sets the `locale` cookie to the account's language when it says otherwise.",
      example: { response: EXAMPLE },
      handler: async ({ request, reply, viewer }) => {
        const me = await getMe(ctx.database, viewer);
        // The app reads its profile on every load: a browser signed in elsewhere before catches up here.
        followAccountLocale(request, reply, ctx.config, me.locale);
        return me;
      },
    }),
    route({
      method: 'PATCH',
      url: '/api/me',
      access: 'account',
      permission: 'account',
      operationId: 'updateMe',
      summary:
        'Change the name, email (with the current password), language, phone, country, time zone or picture address',
      description:
        'Phone and country follow the billing details’ rules (`invalid_phone`, `invalid_country`; "" or null clears ' +
        'them); `timeZone` is an IANA name (`invalid_time_zone`), the zone of the weekly summary. A picture address ' +
        '(`avatarUrl`: https or a path here; "" clears it) replaces an uploaded picture.',
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
      permission: 'account',
      operationId: 'changePassword',
      summary: 'Change the password (with the current one); other sessions are signed out',
      description:
        'A common new password is refused (`password_too_common`), and so is one the zxcvbn estimator scores below ' +
        "2 with the account's name and email as words the owner would use (`password_too_weak`, with a `reason`).",
      tag: TAG,
      body: changePasswordSchema,
      response: { status: 204, description: 'Changed.' },
      rateLimit: limits.accountChange,
      preHandlers: [passwordChecks],
      example: { body: { currentPassword: 'correct-horse-42', newPassword: 'battery-staple-97' } },
      handler: ({ viewer, body }) => changePassword(ctx, viewer, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/me',
      access: 'account',
      permission: 'account',
      operationId: 'deleteAccount',
      summary: 'Delete the account, its workspace and everything in it, for good',
      description:
        'Confirmed with `currentPassword`, or, for an account that signs in only with Google, with `email`. ' +
        'Its short links stop redirecting at once; the session cookie is cleared.',
      tag: TAG,
      body: deleteAccountSchema,
      response: { status: 204, description: 'Deleted.' },
      rateLimit: limits.accountChange,
      preHandlers: [passwordChecks],
      example: { body: { currentPassword: 'correct-horse-42' } },
      handler: async ({ viewer, body, reply }) => {
        await deleteAccount(ctx, viewer, body);
        await clearSessionCookies(ctx, reply);
      },
    }),
    route({
      method: 'POST',
      url: '/api/me/test-mail',
      access: 'account',
      permission: 'account',
      operationId: 'sendTestMail',
      summary: 'Send yourself a test e-mail',
      description:
        "Queues a test e-mail to the account's own address, in its language, to check the server's mail set-up; it " +
        'is sent in the background (the answer does not wait for the SMTP server). 409 `mail_not_configured` when ' +
        'the server has no SMTP_URL.',
      tag: TAG,
      response: { status: 202, description: 'Queued.', schema: testMailQueuedSchema },
      errors: [409],
      rateLimit: limits.accountChange,
      preHandlers: [perUser],
      example: { response: { to: 'ayse@example.com' } },
      handler: ({ viewer }) => sendTestMailToMe(ctx, viewer),
    }),
    route({
      method: 'GET',
      url: '/api/me/sessions',
      access: 'account',
      permission: 'account',
      operationId: 'listSessions',
      summary: "The account's signed-in browsers, this one first",
      tag: TAG,
      response: { status: 200, description: 'The sessions that have not expired.', schema: activeSessionListSchema },
      example: { response: { items: [SESSION_EXAMPLE] } },
      handler: ({ viewer }) => listActiveSessions(ctx.database.db, viewer),
    }),
    route({
      method: 'DELETE',
      url: '/api/me/sessions',
      access: 'account',
      permission: 'account',
      operationId: 'signOutOtherSessions',
      summary: 'Sign out every other browser of the account',
      tag: TAG,
      response: { status: 200, description: 'How many were signed out.', schema: signedOutSchema },
      rateLimit: limits.accountChange,
      example: { response: { signedOut: 2 } },
      handler: ({ viewer }) => signOutOtherSessions(ctx.database.db, viewer),
    }),
    route({
      method: 'DELETE',
      url: '/api/me/sessions/:id',
      access: 'account',
      permission: 'account',
      operationId: 'signOutSession',
      summary: 'Sign out another browser of the account',
      description: 'The session making the request is ended with sign-out instead (409 `current_session`).',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Signed out: its next request is 401.' },
      errors: [409],
      rateLimit: limits.accountChange,
      example: { params: { id: '0196f3c4-4444-7c1d-9b2a-4f6e8d0c1a2b' } },
      handler: ({ viewer, params }) => signOutSession(ctx.database.db, viewer, params.id),
    }),
  ];
}

function hasCurrentPassword(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'currentPassword' in body;
}
