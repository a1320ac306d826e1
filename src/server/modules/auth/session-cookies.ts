import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';

/**
 * Expires better-auth's session cookies in this answer, for a session that ended without better-auth's sign-out
 * (the account was deleted): the browser drops a cookie that could only be refused from now on.
 */
export async function clearSessionCookies(ctx: Pick<AppContext, 'auth'>, reply: FastifyReply): Promise<void> {
  const { authCookies } = await ctx.auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path, domain, secure, sameSite, httpOnly } = cookie.attributes;
    reply.clearCookie(cookie.name, {
      path: path ?? '/',
      ...(domain ? { domain } : {}),
      secure,
      httpOnly,
      sameSite: typeof sameSite === 'string' ? (sameSite.toLowerCase() as 'lax' | 'strict' | 'none') : undefined,
    });
  }
}
