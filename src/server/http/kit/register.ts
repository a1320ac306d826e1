import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { safeParse } from 'zod/v4/core';
import type { AppContext } from '../../app-context.js';
import { httpErrors } from '../errors.js';
import { parseWith, toFieldIssues } from '../validation.js';
import { createAuthenticator } from './authenticate.js';
import { assertSameWorkspace, authorize, permissionOf, WORKSPACE_HEADER } from './authorize.js';
import { JSON_TYPE, successContentTypes, type AnyRoute } from './route.js';

export interface RegisterOptions {
  /**
   * Check every answer against its declared schema and fail the request when it differs, so the OpenAPI document
   * cannot drift from what the server sends. On in tests (NODE_ENV=test); production skips the cost.
   */
  checkResponses: boolean;
}

/**
 * Registers declared routes: authentication by the route's `access` (a `workspace` route is never reachable
 * without a session or an API key — there is no guard to forget), the caller's role checked against the route's
 * `permission` (a route without one is not registered: the app does not start), the per-address limit, then the
 * params, query and body parsed with the route's shared schemas (422 with the field paths), the handler, and the
 * status.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: AnyRoute[], options: RegisterOptions) {
  const authenticate = createAuthenticator(app, ctx);
  app.decorate('apiRoutes', routes);
  // Uploads arrive as their raw bytes; the route's handler checks them by content, never by this declared type.
  const uploadTypes = [...new Set(routes.flatMap((declaration) => declaration.upload ?? []))];
  if (uploadTypes.length > 0) {
    app.addContentTypeParser(uploadTypes, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  }
  for (const declaration of routes) {
    const access = declaration.access ?? 'workspace';
    const permission = permissionOf(declaration);
    // A route that reads a large body knows its caller, and that the body is a file, before it reads a byte: nobody
    // unknown gets to send it 50 MB, and JSON (which only its parser's limit would stop) is refused unread.
    const large = declaration.bodyLimit !== undefined;
    const identify = async (request: FastifyRequest) => {
      await authenticate(request, access);
      if (permission && request.viewer) {
        assertSameWorkspace(request.viewer, permission, request.headers[WORKSPACE_HEADER]);
        authorize(request.viewer, permission);
      }
      if (large && declaration.upload && !isDeclaredUpload(request, declaration.upload)) {
        throw httpErrors.unsupportedMediaType();
      }
    };
    app.route({
      method: declaration.method,
      url: declaration.url,
      config: {
        ...(declaration.rateLimit ? { rateLimit: declaration.rateLimit } : {}),
        ...(large ? { fileBodyLimit: declaration.bodyLimit } : {}),
      },
      ...(large ? { bodyLimit: declaration.bodyLimit, onRequest: [identify] } : {}),
      ...(options.checkResponses ? { onSend: checkContentType(declaration) } : {}),
      preHandler: [...(large ? [] : [identify]), ...(declaration.preHandlers ?? [])],
      handler: async (request, reply) => {
        const result = await declaration.handler({
          viewer: request.viewer,
          params: declaration.params ? parseWith(declaration.params, request.params) : undefined,
          query: declaration.query ? parseWith(declaration.query, request.query) : undefined,
          body: declaration.body ? parseWith(declaration.body, request.body) : undefined,
          request,
          reply,
        });
        // Handlers that stream or pass another server's answer on (auth, CSV, events) have answered themselves and
        // return the reply. A reply is thenable, so the handler's promise waits for the answer's end and gives
        // undefined: the answer is sent, or begun and cut, or its client is gone. Then there is nothing left to send.
        if (reply.sent || reply.raw.headersSent || reply.raw.destroyed) return reply;
        const { status, schema } = declaration.response;
        if (options.checkResponses && schema) checkResponse(declaration, schema, result, request.log);
        return status === 204 ? reply.code(204).send() : reply.code(status).send(result);
      },
    });
  }
}

function isDeclaredUpload(request: FastifyRequest, types: readonly string[]): boolean {
  const essence = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return types.includes(essence);
}

function checkResponse(
  declaration: AnyRoute,
  schema: NonNullable<AnyRoute['response']['schema']>,
  body: unknown,
  log: { error(value: object, message: string): void },
): void {
  const result = safeParse(schema, body);
  if (result.success) return;
  log.error({ route: declaration.operationId, issues: toFieldIssues(result.error) }, 'answer differs from its schema');
  throw httpErrors.internal();
}

/**
 * In tests, an answer whose Content-Type its route does not declare for its status fails (500), as a wrong body
 * does: the success status has the declared types (JSON unless said otherwise), every error is JSON. Answers
 * without a body (204, 304, an empty redirect) have no type to check.
 */
function checkContentType(declaration: AnyRoute): onSendAsyncHookHandler {
  const success = successContentTypes(declaration.response);
  return async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status === 204 || status === 304 || payload === null || payload === undefined || payload === '') return payload;
    const declared = status === declaration.response.status ? success : status >= 400 ? [JSON_TYPE] : [];
    const header = reply.getHeader('content-type');
    const essence =
      String(header ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    if (declared.includes(essence)) return payload;
    request.log.error(
      { route: declaration.operationId, status, contentType: header ?? null, declared },
      'answer has a content type its route does not declare',
    );
    // The error answer is JSON and passes this check itself, so it cannot loop.
    throw httpErrors.internal();
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own body limit (`bodyLimit` of its declaration): a larger body is a file too large, not a request. */
    fileBodyLimit?: number;
  }
  interface FastifyInstance {
    /** Every declared route, as registered: what the OpenAPI document and the contract tests read. */
    apiRoutes: readonly AnyRoute[];
  }
}
