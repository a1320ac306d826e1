import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { $ZodType, input, output } from 'zod/v4/core';
import type { Permission } from '../../../shared/workspaces.js';
import type { Limit } from '../rate-limits.js';
import type { SessionViewer, Viewer } from './viewer.js';

/**
 * Who may call a route:
 * - `workspace` (the default): a session cookie or an API key (`Authorization: Bearer`); the handler gets the
 *   workspace every query is scoped to; a read-only key may only read;
 * - `account`: a signed-in browser session only (the profile, the password, the API keys themselves);
 * - `public`: anybody (sign-in, the public configuration, the API's own documentation).
 */
export type Access = 'workspace' | 'account' | 'public';

/**
 * What the caller's role in the workspace must allow (the permission table, shared/workspaces.ts), or `account` for
 * a route about the person rather than the workspace (their profile, their workspaces). Every route that is not
 * public declares one: the kit refuses to register a route without it, and answers 403 to a role without it.
 */
export type RoutePermission = Permission | 'account';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type ViewerOf<A extends Access> = A extends 'public' ? undefined : A extends 'account' ? SessionViewer : Viewer;
type Parsed<S> = S extends $ZodType ? output<S> : undefined;
type Given<S> = S extends $ZodType ? input<S> : never;

export interface HandlerInput<A extends Access, P, Q, B> {
  viewer: ViewerOf<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What an operation answers on success: a status, the shared schema of its JSON body, or another media type. */
export interface SuccessResponse<R extends $ZodType | undefined> {
  status: 200 | 201 | 202 | 204 | 302;
  description: string;
  /** The body's schema (JSON); none for 204 and for `contentType` answers. */
  schema?: R;
  /**
   * A body that is not JSON: `text/csv`, `text/event-stream`, `text/html`… Several when the request chooses (an
   * image's format); in tests every answer's Content-Type must be one of them.
   */
  contentType?: string | readonly string[];
}

export const JSON_TYPE = 'application/json';

/** The media types a route's success answer may have: those it declares, else JSON. */
export function successContentTypes(response: Pick<SuccessResponse<undefined>, 'contentType'>): readonly string[] {
  const { contentType } = response;
  if (contentType === undefined) return [JSON_TYPE];
  return typeof contentType === 'string' ? [contentType] : contentType;
}

/**
 * One route, declared once: the kit registers it (authentication, request validation, status) and the OpenAPI
 * document is generated from the same declaration (kit/openapi.ts).
 */
export interface RouteDeclaration<
  A extends Access = Access,
  P extends $ZodType | undefined = $ZodType | undefined,
  Q extends $ZodType | undefined = $ZodType | undefined,
  B extends $ZodType | undefined = $ZodType | undefined,
  R extends $ZodType | undefined = $ZodType | undefined,
> {
  method: Method;
  /** Fastify's syntax: `/api/links/:id`. */
  url: string;
  access?: A;
  /** Required unless `access` is `public`. */
  permission?: RoutePermission;
  /** The OpenAPI operation: a unique camelCase id, a one-line summary, its group. */
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A body that is a file rather than JSON (an upload): the media types it may be sent as. The handler reads the
   * bytes from `request.body` (a Buffer, at most the app's body limit) and checks them by content.
   */
  upload?: readonly string[];
  /**
   * The largest body the route reads, in bytes, instead of the app's 1 MB (an upload of video or a PDF). Such a route
   * authenticates before it reads the body, and a larger body is refused unread: 413 `file_too_large` with
   * `details.maxBytes`.
   */
  bodyLimit?: number;
  response: SuccessResponse<R>;
  /** Error statuses this operation may answer beyond those the kit adds (401, 403, 404 on ids, 422, 429). */
  errors?: readonly number[];
  /** An example request and answer, shown in the documentation. */
  example: {
    params?: Given<P>;
    query?: Given<Q>;
    body?: Given<B>;
    response?: R extends $ZodType ? output<R> : unknown;
  };
  /** A per-client-address limit on top of the API key's own. */
  rateLimit?: Limit;
  /** Checks that run after authentication and before validation (per-account limits and the like). */
  preHandlers?: preHandlerHookHandler[];
  /** Answers the body, or the reply itself once it has sent one (a stream, another server's answer). */
  handler: (input: HandlerInput<A, P, Q, B>) => Promise<(R extends $ZodType ? output<R> : unknown) | FastifyReply>;
}

// The registry stores declarations of every shape side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDeclaration<any, any, any, any, any>;

/** Declares a route; the identity at run time, it exists to infer the handler's types from the schemas. */
export function route<
  A extends Access = 'workspace',
  P extends $ZodType | undefined = undefined,
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
  R extends $ZodType | undefined = undefined,
>(declaration: RouteDeclaration<A, P, Q, B, R>): AnyRoute {
  return declaration;
}
