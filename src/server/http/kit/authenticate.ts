import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { findApiKey, looksLikeApiKey } from '../../modules/api-keys/api-keys.service.js';
import { apiKeyWorkspace, sessionWorkspace } from '../../modules/workspaces/index.js';
import { AppError, httpErrors } from '../errors.js';
import { clientFactsOf } from './client-facts.js';
import { limitPerKey } from '../rate-limits.js';
import type { Access } from './route.js';
import type { SessionViewer, Viewer } from './viewer.js';

const MINUTE = 60_000;

export const credentialErrors = {
  malformedAuthorization: () =>
    new AppError(401, 'unauthorized', 'The Authorization header must be "Bearer " followed by an API key.'),
  unknownKey: () =>
    new AppError(
      401,
      'unauthorized',
      'This API key is not valid. It may have been revoked, or the member who made it has left the workspace.',
    ),
  sessionOnly: () =>
    new AppError(403, 'forbidden', 'This needs a signed-in session: API keys cannot manage accounts or keys.'),
};

/**
 * Resolves the caller of a protected route into a viewer, or throws 401/403. A Bearer `Authorization` header means
 * an API key and nothing else (a cookie beside it does not count); without one, the session cookie is read. Each
 * key has its own rate limit (API_KEY_RATE_LIMIT a minute), shared by every node through Redis.
 */
export function createAuthenticator(app: FastifyInstance, ctx: AppContext) {
  const perKey = limitPerKey(app, 'api-key', { max: ctx.config.apiKeyRateLimit, timeWindow: MINUTE }, (request) =>
    request.viewer?.credential.kind === 'apiKey' ? request.viewer.credential.keyId : null,
  );

  async function bySession(request: FastifyRequest): Promise<SessionViewer> {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const session = await ctx.auth.api.getSession({ headers });
    if (!session) throw httpErrors.unauthorized();
    const workspace = await sessionWorkspace(ctx.database.db, session.user, session.session.id);
    return {
      userId: session.user.id,
      workspace,
      client: clientFactsOf(ctx, request),
      credential: { kind: 'session', sessionId: session.session.id },
    };
  }

  async function byApiKey(request: FastifyRequest, authorization: string): Promise<Viewer> {
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match?.[1]) throw credentialErrors.malformedAuthorization();
    const token = match[1];
    const client = clientFactsOf(ctx, request);
    const key = looksLikeApiKey(token) ? await findApiKey(ctx, token, client) : undefined;
    // A key works while the member who made it still belongs to the workspace, with their role at most.
    const workspace = key?.createdBy ? await apiKeyWorkspace(ctx.database.db, key) : undefined;
    if (!key || !workspace) throw credentialErrors.unknownKey();
    const viewer: Viewer = {
      userId: key.createdBy,
      workspace,
      client,
      credential: { kind: 'apiKey', keyId: key.id, role: key.role },
    };
    request.viewer = viewer;
    await perKey(request);
    return viewer;
  }

  /** Sets `request.viewer` for `workspace` and `account` routes; `public` ones pass untouched. */
  return async function authenticate(request: FastifyRequest, access: Access): Promise<void> {
    if (access === 'public') return;
    const authorization = request.headers.authorization;
    // Only the Bearer scheme is ours: a browser behind a proxy's Basic authentication sends that header with every
    // request, and its session must keep working.
    if (authorization !== undefined && /^\s*bearer\b/i.test(authorization)) {
      // A wrong key is a 401 everywhere; a good one is still refused where only a person may act.
      const viewer = await byApiKey(request, authorization);
      if (access === 'account') throw credentialErrors.sessionOnly();
      request.viewer = viewer;
      return;
    }
    request.viewer = await bySession(request);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: Viewer;
  }
}
