import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInSchema, signUpSchema } from '../../../shared/account.js';
import { isLocale, LOCALE_COOKIE } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { authRateLimits } from '../../http/rate-limits.js';
import { parseWith } from '../../http/validation.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { toProductError } from './auth.service.js';

/**
 * /api/auth/* is better-auth's. The bridge validates the two form endpoints with the shared schemas (so the API
 * and the forms refuse the same input the same way), forwards the request, and converts its errors to ours.
 */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = authRateLimits(ctx.config);

  // POST /api/auth/sign-up/email — create an account with email and password; signs the new user in
  app.post('/api/auth/sign-up/email', { config: { rateLimit: limits.signUp } }, async (request, reply) => {
    const input = parseWith(signUpSchema, request.body);
    const locale = request.cookies[LOCALE_COOKIE];
    const body = {
      name: input.fullName,
      email: input.email,
      password: input.password,
      ...(isLocale(locale) ? { locale } : {}),
    };
    return forward(ctx, request, reply, body);
  });

  // POST /api/auth/sign-in/email — sign in with email and password
  app.post('/api/auth/sign-in/email', { config: { rateLimit: limits.signIn } }, async (request, reply) => {
    const input = parseWith(signInSchema, request.body);
    return forward(
      ctx,
      request,
      reply,
      { email: input.email, password: input.password, rememberMe: true },
      input.email,
    );
  });

  // GET|POST /api/auth/* — every other better-auth endpoint (sign-out, get-session, sign-in/social, callbacks)
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: limits.other },
    handler: (request, reply) => forward(ctx, request, reply, request.body),
  });
}

async function forward(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, body: unknown, email?: string) {
  const response = await ctx.auth.handler(toWebRequest(request, body));
  if (response.status >= 400) {
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw await toProductError(ctx.database, response.status, payload, email);
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

function toWebRequest(request: FastifyRequest, body: unknown): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth reads the client address from this header only; Fastify resolved it (TRUST_PROXY aware).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = `${request.protocol}://${request.host}${request.url}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body) : undefined });
}
