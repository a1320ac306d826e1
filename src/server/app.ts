import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security.js';
import { createAuth } from './modules/auth/auth.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerCatalogueRoutes } from './modules/catalogues/catalogues.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerMeRoutes } from './modules/me/me.routes.js';
import { registerWebApp } from './modules/web/web.routes.js';

/** Builds the whole HTTP application on an open, migrated database; listening is the caller's business. */
export async function buildApp(config: Config, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Our routes say `/api/me`, not `/api/me/`; both reach the same handler.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx: AppContext = { config, database, auth: createAuth(config, database) };

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app);
  registerCsrfGuard(app, config);
  registerErrorHandler(app, await registerWebApp(app), database.ping);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  return app;
}
