import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailableError } from '../db/dialect.js';
import { repeatLimiterOn, type RepeatLimiter } from '../log/repeat-limit.js';
import { AppError, httpErrors } from './errors.js';

const RETRY_AFTER_SECONDS = 5;

/** Answers a page navigation no route took with the web app (modules/web). */
export type ServeWebApp = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The single error handler: every failure leaves the server as `{ error: { code, message, details? } }`.
 * Unknown errors are logged with their stack and answered with a bare 500 that leaks nothing — or with 503 when
 * the database does not answer, so clients know to retry rather than that something is broken.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  serveWebApp: ServeWebApp | null,
  databaseReachable: () => Promise<boolean>,
  repeats: RepeatLimiter = repeatLimiterOn(app.log),
): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    let appError = toAppError(error, request.routeOptions.config.fileBodyLimit);
    if (appError.status === 500 && (isUnavailableError(error) || !(await databaseReachable()))) {
      appError = httpErrors.unavailable();
    }
    // An outage fails every request alike: the first is logged, the rest counted (a line every 10 s at most).
    if (appError.status === 503) {
      repeats.warn('database unavailable', { reqId: request.id, code: appError.code, url: request.url });
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.code === 'rate_limited') {
      reply.header('retry-after', String(appError.details?.retryAfterSeconds ?? 60));
    }
    return reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  });

  // Unknown /api paths (and anything that is not a page navigation) answer JSON; pages go to the web app, which
  // answers 404 for paths it has no screen for, and whose router then shows the not-found screen.
  app.setNotFoundHandler((request, reply) => {
    if (serveWebApp && isPageNavigation(request)) return serveWebApp(request, reply);
    return reply.status(404).send(httpErrors.notFound('page').toBody());
  });
}

// `fileBodyLimit`: the limit of an upload route (kit `bodyLimit`), whose too large body is a file too large.
function toAppError(error: FastifyError | AppError, fileBodyLimit: number | undefined): AppError {
  if (error instanceof AppError) return error;
  // Fastify's own errors for malformed requests carry a 4xx status and a code we can name.
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpErrors.invalidJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fileBodyLimit === undefined ? httpErrors.payloadTooLarge() : httpErrors.fileTooLarge(fileBodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpErrors.unsupportedMediaType();
  }
  if (error.statusCode === 429) return httpErrors.rateLimited(60);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, 'validation_failed', 'The request is not valid.');
  }
  return httpErrors.internal();
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return false;
  return true;
}
