import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { httpErrors } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Defence in depth beside SameSite=Lax cookies: a state-changing /api request that carries cookies and comes
 * from a browser (it names an Origin) must come from the product's own origin or the host it was sent to.
 * Requests without cookies (API keys, scripts) are not a CSRF risk and pass.
 */
export function registerCsrfGuard(app: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || !request.headers.cookie) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
    throw httpErrors.forbidden();
  });
}
