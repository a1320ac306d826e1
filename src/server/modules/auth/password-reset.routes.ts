import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetLinkCheckSchema,
  resetLinkSchema,
} from '../../../shared/password-reset.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import { confirmEmailChange } from './email-change.service.js';
import { confirmSignUp, startSession } from './sign-up-confirmation.service.js';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service.js';
import { clearSessionCookies } from './session-cookies.js';

const TAG = 'Sign-in';
const TOKEN = 'pT0kVq3m1xYb7cN2dR5sW8zA4eH6jK9uL0oI2gF5yQw';

/**
 * The links mailed about an account. "Forgot password?": ask for a link, check it, set the new password. The request answers alike for every address
 * (no account enumeration), and is limited per client address (with sign-in), per address named, and per account
 * (silently, password-reset.service.ts), so that nobody can flood a mailbox. And the link that confirms a new e-mail address.
 */
export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = authRateLimits(ctx.config);
  const perAddress = limitPerKey(app, 'reset-address', limits.resetPerAddress, (request) => emailOf(request));

  return [
    // POST /api/auth/password-reset — mail a reset link, if an account uses the address
    route({
      method: 'POST',
      url: '/api/auth/password-reset',
      access: 'public',
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link to an address, if an account uses it',
      description:
        'Answers 202 whether or not an account uses the address, so that nobody learns which addresses have one. ' +
        'The link works once, for an hour. 409 `mail_not_configured` when the server has no SMTP_URL.',
      tag: TAG,
      body: passwordResetRequestSchema,
      response: {
        status: 202,
        description: 'Accepted (whether or not a mail goes out).',
        schema: passwordResetRequestedSchema,
      },
      errors: [409, 429],
      rateLimit: limits.signIn,
      preHandlers: [perAddress],
      example: { body: { email: 'ayse@example.com' }, response: { accepted: true } },
      handler: async ({ body }) => {
        await requestPasswordReset(ctx, body.email);
        return { accepted: true as const };
      },
    }),
    // POST /api/auth/password-reset/check — does this link still work?
    route({
      method: 'POST',
      url: '/api/auth/password-reset/check',
      access: 'public',
      operationId: 'checkPasswordResetLink',
      summary: 'Whether a reset link still works, and for which address',
      description:
        'A POST, so that the token stays out of logs of addresses. 410 `link_invalid` for a used, expired or forged link.',
      tag: TAG,
      body: resetLinkCheckSchema,
      response: { status: 200, description: 'The link works.', schema: resetLinkSchema },
      errors: [410, 429],
      rateLimit: limits.signIn,
      example: { body: { token: TOKEN }, response: { email: 'ayse@example.com' } },
      handler: ({ body }) => checkResetLink(ctx.database.db, body.token),
    }),
    // POST /api/auth/password-reset/confirm — set the new password
    route({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      access: 'public',
      operationId: 'resetPassword',
      summary: 'Set a new password by a reset link; every session of the account ends',
      description:
        'The same strength rules as sign-up (`password_too_common`, `password_too_weak` with a `reason`); a refused ' +
        'password leaves the link working. This browser is signed out too: sign in with the new password.',
      tag: TAG,
      body: passwordResetSchema,
      response: { status: 200, description: 'The password is set.', schema: resetLinkSchema },
      errors: [410, 422, 429],
      rateLimit: limits.signIn,
      example: { body: { token: TOKEN, password: 'new-correct-horse-42' }, response: { email: 'ayse@example.com' } },
      handler: async ({ reply, body }) => {
        const done = await resetPassword(ctx, body);
        await clearSessionCookies(ctx, reply);
        return done;
      },
    }),
    // POST /api/auth/confirm-email — make a pending new address the account's
    route({
      method: 'POST',
      url: '/api/auth/confirm-email',
      access: 'public',
      operationId: 'confirmEmailChange',
      summary: "Follow the link mailed to a new address: it becomes the account's, or a new account's is confirmed",
      description:
        'Needs no session: the link may be opened on another device. A new account (sign-up on a server with mail) ' +
        'is signed in by it (the session in the cookie). 410 `link_invalid` for a used, expired or forged link; 409 ' +
        '`email_taken` when another account took the address meanwhile.',
      tag: TAG,
      body: resetLinkCheckSchema,
      response: { status: 200, description: "The account's address now.", schema: resetLinkSchema },
      errors: [409, 410, 429],
      rateLimit: limits.signIn,
      example: { body: { token: TOKEN }, response: { email: 'ayse.kaya@example.com' } },
      handler: async ({ reply, body }) => {
        const signedUp = await confirmSignUp(ctx.database.db, body.token);
        if (!signedUp) return confirmEmailChange(ctx.database.db, body.token);
        await startSession(ctx, reply, signedUp.userId);
        return { email: signedUp.email };
      },
    }),
  ];
}

// The address a reset request names, as the schema will read it; null when there is none to count against.
function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}
