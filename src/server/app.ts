import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { createBus } from './cluster/bus.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security.js';
import { createAuth } from './modules/auth/auth.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerCatalogueRoutes } from './modules/catalogues/catalogues.routes.js';
import { ClickRecorder } from './modules/clicks/click-recorder.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerLinkRoutes } from './modules/links/links.routes.js';
import { findRedirectTarget } from './modules/links/links.service.js';
import { LiveEvents } from './modules/live/live-events.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';
import { registerMeRoutes } from './modules/me/me.routes.js';
import { createFastPath } from './modules/redirect/fast-path.js';
import { LinkCache } from './modules/redirect/link-cache.js';
import { registerRedirectRoutes } from './modules/redirect/redirect.routes.js';
import { registerStatsRoutes } from './modules/stats/stats.routes.js';
import { registerWebApp } from './modules/web/web.routes.js';

export interface BuildOptions {
  /** Load the geolocation databases at start rather than at the first click (production does; tests need not). */
  preloadGeo?: boolean;
}

const KEEP_ALIVE_MS = 72_000;

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Builds the whole HTTP application on an open, migrated database; listening is the caller's business. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The redirect hot path answers before Fastify; it is set once the context below exists.
  let fastPath: ((request: IncomingMessage, response: ServerResponse, fallthrough: RequestHandler) => void) | null =
    null;
  const app = Fastify({
    serverFactory: (fastify: RequestHandler) => {
      const server = createServer((request, response) =>
        fastPath ? fastPath(request, response, fastify) : fastify(request, response),
      );
      // As Fastify does on a server it makes itself: a keep-alive longer than a load balancer's idle timeout, so no
      // balancer reuses a connection the node is closing (Node's own default is 5 s).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Our routes say `/api/me`, not `/api/me/`; both reach the same handler.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const bus = createBus(config.redisUrl, app.log);
  const liveEvents = new LiveEvents(bus);
  const ctx: AppContext = {
    config,
    database,
    auth: createAuth(config, database),
    bus,
    liveEvents,
    linkCache: new LinkCache((hash) => findRedirectTarget({ database }, hash), bus),
    clicks: new ClickRecorder({
      database: config.database,
      redisUrl: config.redisUrl,
      secret: config.authSecret,
      preloadGeo: options.preloadGeo ?? false,
      log: app.log,
      wantsRecorded: () => liveEvents.hasAudience(),
      onRecorded: (clicks) => liveEvents.publishClicks(clicks),
    }),
  };
  fastPath = createFastPath(ctx);
  // Every click handed over is written before the database closes (SPEC §6: no click lost on a graceful stop).
  app.addHook('onClose', async () => {
    await ctx.clicks.close();
    await bus.close();
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app);
  registerCsrfGuard(app, config);
  registerErrorHandler(app, await registerWebApp(app), database.ping);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerRedirectRoutes(app, ctx);
  return app;
}
