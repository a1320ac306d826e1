import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  sessionAnswerSchema,
  signedInSchema,
  signInSchema,
  signUpSchema,
  socialRedirectSchema,
  socialSignInSchema,
  timeZoneSchema,
} from '../../../shared/account.js';
import { isLocale, LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { followAccountLocale } from '../../http/cookies.js';
import { route } from '../../http/kit/route.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import { forwardToAuth } from './auth-bridge.js';
import { assertPasswordStrongEnough } from './password.service.js';
import {
  isAwaitingConfirmation,
  refuseUnconfirmedSignIn,
  signUpWithConfirmation,
} from './sign-up-confirmation.service.js';
import { signUpPendingSchema } from '../../../shared/password-reset.js';

const TAG = 'Sign-in';
const USER = { id: '0196f3c4-1111-7c1d-9b2a-4f6e8d0c1a2b', email: 'ayse@example.com', name: 'Ayşe Yılmaz' };
// Google's callback carries whatever Google sends; better-auth checks it.
const callbackQuerySchema = z.looseObject({
  code: z.optional(z.string()),
  state: z.optional(z.string()),
  error: z.optional(z.string()),
});

/**
 * /api/auth/* is better-auth's, but only the endpoints the product uses are reachable, each with the product's
 * schema and limit; every other better-auth endpoint (update-user, list-sessions, change-email, …) answers 404,
 * so none of them can skip the rules of /api/me. Bodies are validated here and only what was validated is
 * forwarded; better-auth's errors are converted to ours (auth-bridge.ts).
 */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const limits = authRateLimits(ctx.config);
  // Guesses at one account spread over many addresses meet this limit instead.
  const perAccount = limitPerKey(app, 'sign-in-account', limits.signIn, (request) => emailOf(request));

  return [
    route({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      access: 'public',
      operationId: 'signUp',
      summary: 'Create an account with email and password; signs the new user in, or mails a confirmation link',
      description:
        'Without mail (no SMTP_URL) the new user is signed in at once (the session in an HttpOnly cookie) and a taken ' +
        'address answers 409 `email_taken`. With mail the answer is `{ confirmEmail: true }` whether or not the ' +
        'address is taken: a new account is confirmed (and signed in) by the link mailed to it, the owner of a taken ' +
        'address is mailed that someone tried. A common password is refused (`password_too_common`), and so is one ' +
        'the zxcvbn estimator scores below 2 (`password_too_weak`, with a `reason`).',
      tag: TAG,
      body: signUpSchema,
      response: {
        status: 200,
        description: 'Signed up and in; or, with mail, a link is on its way.',
        schema: z.union([signedInSchema, signUpPendingSchema]),
      },
      errors: [409, 429],
      rateLimit: limits.signUp,
      example: {
        body: {
          fullName: 'Ayşe Yılmaz',
          email: 'ayse@example.com',
          password: 'correct-horse-42',
          timeZone: 'Europe/Istanbul',
        },
        response: { user: USER },
      },
      handler: ({ request, reply, body }) => {
        assertPasswordStrongEnough(body.password, 'password', { name: body.fullName, email: body.email });
        const locale = request.cookies[LOCALE_COOKIE];
        // A zone this server does not know (a browser's newer one) is no reason to refuse the sign-up: left empty.
        const timeZone = timeZoneSchema.safeParse(body.timeZone);
        const forwarded = {
          name: body.fullName,
          email: body.email,
          password: body.password,
          ...(isLocale(locale) ? { locale } : {}),
          ...(timeZone.success ? { timeZone: timeZone.data } : {}),
        };
        if (ctx.mail.configured) {
          return signUpWithConfirmation(ctx, forwarded).then(() => ({ confirmEmail: true as const }));
        }
        return forwardToAuth(ctx, request, reply, forwarded);
      },
    }),
    route({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      access: 'public',
      operationId: 'signIn',
      summary: 'Sign in with email and password',
      tag: TAG,
      body: signInSchema,
      response: { status: 200, description: 'Signed in; the session is in the cookie.', schema: signedInSchema },
      errors: [401, 403, 429],
      description:
        'A wrong password and an address no account uses answer alike: 401 `invalid_credentials`, so that sign-in ' +
        'tells nobody which addresses have an account. 403 `email_not_confirmed` for the right password of an account ' +
        'whose confirmation link has not been followed yet.',
      rateLimit: limits.signIn,
      preHandlers: [perAccount],
      example: { body: { email: 'ayse@example.com', password: 'correct-horse-42' }, response: { user: USER } },
      handler: async ({ request, reply, body }) => {
        const waiting = await isAwaitingConfirmation(ctx.database.db, body.email);
        if (waiting) return refuseUnconfirmedSignIn(ctx, waiting.userId, body.password);
        return forwardToAuth(
          ctx,
          request,
          reply,
          { email: body.email, password: body.password, rememberMe: true },
          {
            // The account's saved language replaces whatever this browser chose before signing in.
            onSuccess: (answer) => followAccountLocale(request, reply, ctx.config, localeOfSignedIn(answer)),
          },
        );
      },
    }),
    route({
      method: 'POST',
      url: '/api/auth/sign-out',
      access: 'public',
      operationId: 'signOut',
      summary: 'End this session',
      tag: TAG,
      response: { status: 200, description: 'Signed out; the cookie is cleared.', schema: z.looseObject({}) },
      rateLimit: limits.other,
      example: { response: { success: true } },
      // better-auth reads only the cookie.
      handler: ({ request, reply }) => forwardToAuth(ctx, request, reply, {}),
    }),
    route({
      method: 'GET',
      url: '/api/auth/get-session',
      access: 'public',
      operationId: 'getSession',
      summary: "The cookie's session and user, or null",
      tag: TAG,
      response: { status: 200, description: 'The session (without its token), or null.', schema: sessionAnswerSchema },
      rateLimit: limits.other,
      example: { response: { user: USER, session: { expiresAt: '2026-04-01T08:00:00.000Z' } } },
      handler: ({ request, reply }) => forwardToAuth(ctx, request, reply),
    }),
    route({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      access: 'public',
      operationId: 'startSocialSignIn',
      summary: 'Start Google sign-in: answers the Google address to send the browser to',
      tag: TAG,
      body: socialSignInSchema,
      response: { status: 200, description: "Google's address.", schema: socialRedirectSchema },
      errors: [429],
      rateLimit: limits.other,
      example: {
        body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/sign-in' },
        response: { url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=…', redirect: true },
      },
      handler: ({ request, reply, body }) => forwardToAuth(ctx, request, reply, body),
    }),
    route({
      method: 'GET',
      url: '/api/auth/callback/google',
      access: 'public',
      operationId: 'googleCallback',
      summary: 'Where Google sends the browser back with the code',
      description:
        'A query, never a form post: the flow asks for no response_mode. Redirects into the app, or on failure ' +
        'to `/sign-in?error=…`.',
      tag: TAG,
      query: callbackQuerySchema,
      response: { status: 302, description: 'A redirect into the app.', contentType: 'text/html' },
      rateLimit: limits.other,
      example: { query: { code: '4/0AeaY…', state: 'k2J…' } },
      handler: ({ request, reply }) => forwardToAuth(ctx, request, reply),
    }),
  ];
}

// better-auth answers a sign-in with the user, the account's language among its fields.
function localeOfSignedIn(answer: unknown): unknown {
  return (answer as { user?: { locale?: unknown } } | null)?.user?.locale;
}

// The account a sign-in names, as the schema will read it; null when there is none to count against.
function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}
