import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { createBus } from './cluster/bus.js';
import { EventFlow } from './events/event-flow.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { repeatLimiterOn } from './log/repeat-limit.js';
import { createClientAddress, trustFunction } from './http/client-address.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerErrorHandler } from './http/error-handler.js';
import { GracefulClose } from './http/graceful-close.js';
import { normalizeRequestUrl } from './http/normalize-path.js';
import { registerApiCacheHeaders } from './http/cache-headers.js';
import { registerHtmlCompression } from './http/compress-html.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { malformedRequestOptions } from './http/malformed-requests.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security.js';
import type { AnyRoute } from './http/kit/route.js';
import { registerRoutes } from './http/kit/register.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { createAuth } from './modules/auth/auth.js';
import { scheduleAuthRetention } from './modules/auth/auth-retention.js';
import { recordSignIn } from './modules/auth/sign-in-record.js';
import { auditRoutes, registerAudit } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { catalogueRoutes } from './modules/catalogues/catalogues.routes.js';
import { ClickRecorder } from './modules/analytics/recording/click-recorder.js';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { registerPublicFormRoutes } from './modules/feedback/public-form.routes.js';
import { questionRoutes } from './modules/feedback/questions.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { linkRoutes } from './modules/links/links.routes.js';
import { findLinkRedirectTarget } from './modules/links/index.js';
import { locationRoutes } from './modules/locations/locations.routes.js';
import { mediaRoutes, registerPublicMediaRoutes } from './modules/media/media.routes.js';
import { pageRoutes } from './modules/pages/pages.routes.js';
import { registerPublicPageRoutes } from './modules/pages/public-page.routes.js';
import { qrBulkRoutes } from './modules/qr-codes/qr-bulk.routes.js';
import { qrCodeRoutes } from './modules/qr-codes/qr-codes.routes.js';
import { findQrRedirectTarget } from './modules/qr-codes/qr-redirect.js';
import { qrStudioRoutes } from './modules/qr-codes/qr-studio.routes.js';
import { qrTemplateRoutes } from './modules/qr-codes/qr-templates.routes.js';
import { createRenderPool } from './modules/qr-render/render-pool.js';
import { qrCodeOfKey, withRouteMarks } from './modules/redirect/redirect-target.js';
import { withRouteMark } from './public/addresses.js';
import { LiveEvents } from './modules/live/live-events.js';
import { Mailer, registerUnsubscribeRoutes } from './modules/mail/index.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { meRoutes } from './modules/me/me.routes.js';
import { memberRoutes, workspaceRoutes } from './modules/workspaces/index.js';
import { notificationRoutes, scheduleNewAccount, setUpNotifications } from './modules/notifications/index.js';
import { createFastPath } from './modules/redirect/fast-path.js';
import { linkSettingsRoutes } from './modules/smart/index.js';
import { tagRoutes } from './modules/tags/index.js';
import { utmTemplateRoutes } from './modules/utm-templates/index.js';
import { RedirectCache } from './modules/redirect/redirect-cache.js';
import { invalidateRedirectsOnChange } from './modules/redirect/redirect-invalidation.js';
import { registerRedirectRoutes } from './modules/redirect/redirect.routes.js';
import { forgetStatisticsOfDeleted } from './modules/analytics/statistics/forget-deleted.js';
import { statsRoutes } from './modules/analytics/statistics/stats.routes.js';
import { registerWebApp } from './modules/web/web.routes.js';
import { setUpWebhooks, webhookRoutes, type HostResolver, type Webhooks } from './modules/webhooks/index.js';
import type { Clock, Schedule } from './schedule/schedule.js';
import { Scheduler } from './schedule/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's event flow: for the tests' builders, which write through the services as routes do. */
    events: EventFlow;
    /** The app's schedule: for tests that register a job or set a timer on a node. */
    schedule: Schedule;
    /** The app's outgoing mail: for tests, which register unsubscribe handlers and queue mail as services do. */
    mail: Mailer;
    /** The app's webhooks: for tests, which wait until nothing is being sent. */
    webhooks: Webhooks;
  }
}

export interface BuildOptions {
  /** Load the geolocation databases at start rather than at the first click (production does; tests need not). */
  preloadGeo?: boolean;
  /** The scheduler's clock (tests move it by hand to reach a job's instant); the system's by default. */
  clock?: Clock;
  /** Where the log lines go instead of standard output (tests that read what the server logs). */
  logStream?: { write(line: string): void };
  /** How webhook receivers' names resolve (tests answer what they want); the system's resolver by default. */
  resolveHost?: HostResolver;
}

const KEEP_ALIVE_MS = 72_000;
// Of the graceful stop's time limit, what the click writer may not use: the rest of the close needs it.
const CLOSE_MARGIN_MS = 2_000;

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
  // One answer to "who is the client?" for Fastify (request.ip), the rate limits, better-auth and the redirect.
  const trust = trustFunction(config.trustProxy);
  const clientAddress = createClientAddress(trust);
  const graceful = new GracefulClose(config.stopTimeoutMs);
  const app = Fastify({
    serverFactory: (fastify: RequestHandler) => {
      const server = createServer((request, response) => {
        graceful.answering(response);
        if (fastPath) fastPath(request, response, fastify);
        else fastify(request, response);
      });
      // As Fastify does on a server it makes itself: a keep-alive longer than a load balancer's idle timeout, so no
      // balancer reuses a connection the node is closing (Node's own default is 5 s).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
    trustProxy: trust ?? false,
    // Every spelling of a path (dot segments, %2e, %2f, backslashes, doubled slashes) reaches the same route.
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    bodyLimit: 1024 * 1024,
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Our routes say `/api/me`, not `/api/me/`; both reach the same handler.
    routerOptions: { ignoreTrailingSlash: true },
    // Undecodable URLs and requests Node cannot parse are answered in the one error shape, not Fastify's own.
    ...malformedRequestOptions,
  });
  // Errors that an outage repeats for every request or batch are logged once, then counted (log/repeat-limit.ts).
  const repeats = repeatLimiterOn(app.log);
  const bus = createBus(config.redisUrl, app.log);
  const events = new EventFlow({
    database,
    bus,
    log: app.log,
    dispatch: config.outboxDispatch,
    validate: config.env === 'test',
  });
  const liveEvents = new LiveEvents(bus, events);
  const scheduler = new Scheduler({
    db: database.db,
    log: app.log,
    enabled: config.scheduler,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const ctx: AppContext = {
    config,
    database,
    clientAddress,
    auth: createAuth(config, database, repeats, {
      afterSignUp: (userId, workspaceId) =>
        scheduleNewAccount({ config, database, schedule: scheduler }, userId, workspaceId),
      afterSignIn: (session) => recordSignIn({ database, events }, session),
    }),
    bus,
    events,
    schedule: scheduler,
    liveEvents,
    repeats,
    redirectCache: new RedirectCache(async (key) => {
      const qrCode = qrCodeOfKey(key);
      const target = qrCode
        ? await findQrRedirectTarget({ database, config }, qrCode)
        : await findLinkRedirectTarget({ database }, { hash: key });
      return target && withRouteMarks(target, (url, routeId) => withRouteMark(config, url, routeId));
    }, bus),
    qrRender: createRenderPool({ nice: config.backgroundThreadNice }),
    mail: new Mailer({ config, db: database.db, log: app.log, send: config.outboxDispatch }),
    clicks: new ClickRecorder({
      database: config.database,
      dataDir: config.dataDir,
      redisUrl: config.redisUrl,
      secret: config.authSecret,
      preloadGeo: options.preloadGeo ?? false,
      nice: config.backgroundThreadNice,
      log: app.log,
      publishing: () => ({
        publish: events.wants('clicks.stored'),
        durable: events.durableSubscribersOf('clicks.stored'),
      }),
      onStored: (stored) => events.committed(stored),
    }),
  };
  // What modules do with the others' events (public pages and forms subscribe where their routes are registered).
  invalidateRedirectsOnChange(events, ctx.redirectCache);
  forgetStatisticsOfDeleted(events, database);
  // Scheduled work of the modules.
  scheduleAuthRetention(ctx, app.log);
  registerAudit(ctx, app.log);
  setUpNotifications(ctx, app.log);
  const webhooks = setUpWebhooks(ctx, app.log, {
    ...(options.resolveHost ? { resolver: options.resolveHost } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  fastPath = createFastPath(ctx);
  app.decorate('events', events);
  app.decorate('schedule', scheduler);
  app.decorate('mail', ctx.mail);
  app.decorate('webhooks', webhooks);
  // A dropped connection is logged and replaced; it never ends the process.
  database.onConnectionError((error) => repeats.warn('database connection failed', { err: error }));
  // Every click handed over is written before the database closes (no click lost on a graceful stop), or,
  // when the database does not answer in time, left in the journal for the next start. The scheduled jobs under way
  // finish (or stop between steps and are given back) meanwhile.
  app.addHook('onClose', async () => {
    await Promise.all([ctx.clicks.close(Math.max(1_000, config.stopTimeoutMs - CLOSE_MARGIN_MS)), scheduler.close()]);
    await ctx.qrRender.close();
    await ctx.mail.close();
    await webhooks.close();
    await events.close();
    await bus.close();
    // What the limiter still counts is told before the log goes.
    repeats.flush();
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  registerHtmlCompression(app);
  await registerRateLimits(app, config, clientAddress);
  registerCsrfGuard(app, config);
  registerInputHygiene(app);
  registerApiCacheHeaders(app);
  registerErrorHandler(app, await registerWebApp(app, { defaultLocale: config.defaultLocale }), database.ping, repeats);

  // Every route of the API is declared through the kit (http/kit): one list, which is also the OpenAPI document.
  const routes: AnyRoute[] = [];
  routes.push(
    // In the order the documentation shows them: the resources first, accounts and operations last.
    ...linkRoutes(ctx),
    ...qrCodeRoutes(ctx),
    ...qrBulkRoutes(ctx),
    ...qrStudioRoutes(ctx),
    ...qrTemplateRoutes(ctx),
    ...feedbackRoutes(ctx),
    ...questionRoutes(ctx),
    ...eventRoutes(ctx),
    ...campaignRoutes(ctx),
    ...locationRoutes(ctx),
    ...pageRoutes(ctx),
    ...mediaRoutes(ctx),
    ...statsRoutes(ctx),
    ...liveRoutes(app, ctx),
    ...catalogueRoutes(ctx),
    ...meRoutes(app, ctx),
    ...workspaceRoutes(ctx),
    ...memberRoutes(ctx),
    ...auditRoutes(ctx),
    ...notificationRoutes(ctx),
    ...billingRoutes(ctx),
    ...apiKeyRoutes(ctx),
    ...tagRoutes(ctx),
    ...utmTemplateRoutes(ctx),
    ...linkSettingsRoutes(ctx),
    ...webhookRoutes(ctx, webhooks),
    ...authRoutes(app, ctx),
    ...passwordResetRoutes(app, ctx),
    ...healthRoutes(ctx),
    ...apiDocsRoutes(app, ctx, () => routes),
  );
  registerRoutes(app, ctx, routes, { checkResponses: config.env === 'test' });
  registerRedirectRoutes(app, ctx);
  registerPublicFormRoutes(app, ctx);
  registerPublicMediaRoutes(app, ctx);
  registerPublicPageRoutes(app, ctx);
  registerUnsubscribeRoutes(app, ctx);
  // Last of the preClose hooks (the live streams end first): the connections are let go without resetting a request.
  app.addHook('preClose', async () => graceful.close(app.server));
  // Every durable subscriber is registered by now: rows written before this start are delivered from here on.
  events.start();
  ctx.clicks.start();
  // Every job is registered by now: runs that are due (also ones a crash interrupted) start from here on.
  scheduler.start();
  ctx.mail.start();
  webhooks.start();
  return app;
}
