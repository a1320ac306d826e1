import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { toProductError } from './auth.service.js';

// A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface ForwardOptions {
  /** Sees a successful JSON answer before it is sent, to add headers (a cookie) that depend on it. */
  onSuccess?: (answer: unknown) => void;
}

/**
 * Hands a request to better-auth and its answer back to the client: errors in the product's shape, session
 * tokens only in the cookie. `body` is what the route validated (never the raw body).
 */
export async function forwardToAuth(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body?: unknown,
  { onSuccess }: ForwardOptions = {},
) {
  const response = await ctx.auth.handler(toWebRequest(ctx, request, body));
  if (response.status >= 400) {
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw await toProductError(ctx.database, response.status, payload);
  }
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A redirect says all in its Location: no body, rather than the JSON text `null` under a route that declares HTML.
  if (!response.body) return response.status >= 300 && response.status < 400 ? reply.send() : reply.send(null);
  if (!response.headers.get('content-type')?.includes('application/json')) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  const answer = withoutTokens(await response.json());
  onSuccess?.(answer);
  return reply.send(JSON.stringify(answer));
}

/**
 * better-auth answers sign-in, sign-up and get-session with the session token in the body too (`token`,
 * `session.token`), for clients that keep it themselves. Ours keeps it in the HttpOnly cookie only, where no
 * script can read it.
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (key === 'token' ? [] : [[key, withoutTokens(item)]])),
  );
}

function toWebRequest(ctx: AppContext, request: FastifyRequest, body: unknown): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth reads the client address from this header only: the app's one rule (TRUST_PROXY) decides it.
  headers.set(CLIENT_IP_HEADER, ctx.clientAddress(request.raw));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, requestOrigin(request, ctx.config.publicUrl)), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/**
 * The origin the request was sent to (better-auth trusts it for CSRF, beside PUBLIC_URL). A Host, X-Forwarded-Host
 * or X-Forwarded-Proto that is no host or protocol at all makes no URL: PUBLIC_URL's origin stands in for it.
 */
function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const { protocol, host } = request;
  if ((protocol === 'http' || protocol === 'https') && HOST.test(host)) {
    // The pattern lets through what URL still refuses (a port above 65535): URL has the last word.
    if (URL.canParse(`${protocol}://${host}`)) return `${protocol}://${host}`;
  }
  return new URL(publicUrl).origin;
}
