import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInSchema, signUpSchema, socialSignInSchema } from '../../../shared/account.js';
import { isLocale, LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { authRateLimits, limitPerKey } from '../../http/rate-limits.js';
import { parseWith } from '../../http/validation.js';
import { forwardToAuth } from './auth-bridge.js';
import { assertPasswordNotCommon } from './password.service.js';

/**
 * /api/auth/* is better-auth's, but only the endpoints the product uses are reachable, each with the product's
 * schema and limit; every other better-auth endpoint (update-user, list-sessions, change-email, …) answers 404,
 * so none of them can skip the rules of /api/me. Bodies are validated here and only what was validated is
 * forwarded; better-auth's errors are converted to ours (auth-bridge.ts).
 */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = authRateLimits(ctx.config);
  // Guesses at one account spread over many addresses meet this limit instead.
  const perAccount = limitPerKey(app, 'sign-in-account', limits.signIn, (request) => emailOf(request));

  // POST /api/auth/sign-up/email — create an account with email and password; signs the new user in
  app.post('/api/auth/sign-up/email', { config: { rateLimit: limits.signUp } }, async (request, reply) => {
    const input = parseWith(signUpSchema, request.body);
    assertPasswordNotCommon(input.password, 'password');
    const locale = request.cookies[LOCALE_COOKIE];
    const body = {
      name: input.fullName,
      email: input.email,
      password: input.password,
      ...(isLocale(locale) ? { locale } : {}),
    };
    return forwardToAuth(ctx, request, reply, body);
  });

  // POST /api/auth/sign-in/email — sign in with email and password
  app.post(
    '/api/auth/sign-in/email',
    { config: { rateLimit: limits.signIn }, preHandler: perAccount },
    async (request, reply) => {
      const input = parseWith(signInSchema, request.body);
      const body = { email: input.email, password: input.password, rememberMe: true };
      return forwardToAuth(ctx, request, reply, body, input.email);
    },
  );

  // POST /api/auth/sign-out — end this session (better-auth reads only the cookie)
  app.post('/api/auth/sign-out', { config: { rateLimit: limits.other } }, async (request, reply) =>
    forwardToAuth(ctx, request, reply, {}),
  );

  // GET /api/auth/get-session — the session and user of the cookie, or null (no token in the body)
  app.get('/api/auth/get-session', { config: { rateLimit: limits.other } }, async (request, reply) =>
    forwardToAuth(ctx, request, reply),
  );

  // POST /api/auth/sign-in/social — start Google sign-in: answers the Google address to send the browser to
  app.post('/api/auth/sign-in/social', { config: { rateLimit: limits.other } }, async (request, reply) => {
    const input = parseWith(socialSignInSchema, request.body);
    return forwardToAuth(ctx, request, reply, input);
  });

  // GET /api/auth/callback/google — Google sends the browser back here with the code (a query, never a form
  // post: Google's flow asks for no response_mode); failures go on to /sign-in?error=… (auth.ts, onAPIError)
  app.get('/api/auth/callback/google', { config: { rateLimit: limits.other } }, async (request, reply) =>
    forwardToAuth(ctx, request, reply),
  );
}

// The account a sign-in names, as the schema will read it; null when there is none to count against.
function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}
