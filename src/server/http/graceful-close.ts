import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// How long a keep-alive connection may stay open after the stop began without a request: a client in the middle of
// a stream sends its next request well within it and gets its answer with `Connection: close`; one silent this long
// is closed while idle. A twentieth of the stop's time limit, between these bounds: the click writer needs the rest.
const LINGER_MIN_MS = 100;
const LINGER_MAX_MS = 500;
// No request at all for this long: nobody is streaming, and the idle connections are closed without waiting more.
const QUIET_MS = 50;
const POLL_MS = 10;

/**
 * The HTTP side of a graceful stop (docs/operations.md). Node's and Fastify's own close destroy every idle keep-alive
 * connection at once, while clients keep sending on them: a request already on its way to a connection being closed
 * is reset, and the fast path in front of Fastify keeps busy connections open for ever. Instead:
 *
 * 1. no new connection is accepted (refused: a load balancer tries another node);
 * 2. every answer from now on carries `Connection: close`, so a connection ends right after its next whole answer;
 * 3. after a moment (500 ms with the default STOP_TIMEOUT; sooner when none is left, or when no request came for
 *    50 ms) the connections still idle are closed;
 * 4. the stop waits until every connection has ended, its answers complete; the stop's time limit bounds it.
 *
 * Fastify's close then finds nothing left to close.
 */
export class GracefulClose {
  private closing = false;
  /** Requests seen: a counter rather than a clock, the cheapest thing a redirect can do. */
  private requests = 0;
  private readonly lingerMs: number;

  constructor(stopTimeoutMs: number) {
    this.lingerMs = Math.min(LINGER_MAX_MS, Math.max(LINGER_MIN_MS, stopTimeoutMs / 20));
  }

  /** Every request passes here before anything answers it. */
  answering(response: ServerResponse): void {
    this.requests += 1;
    if (this.closing) response.setHeader('connection', 'close');
  }

  async close(server: Server): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (server.listening) {
      // net's close, not http's: http's would also destroy the idle connections now (step 3 comes later).
      NetServer.prototype.close.call(server);
    }
    const lingerUntil = Date.now() + this.lingerMs;
    let seen = this.requests;
    let quietSince = Date.now();
    while (Date.now() < lingerUntil && Date.now() - quietSince < QUIET_MS && (await openConnections(server)) > 0) {
      await sleep(POLL_MS);
      if (this.requests !== seen) [seen, quietSince] = [this.requests, Date.now()];
    }
    server.closeIdleConnections();
    while ((await openConnections(server)) > 0) {
      // A connection that turned idle after its last answer went out before the stop (no `Connection: close` on it).
      server.closeIdleConnections();
      await sleep(POLL_MS);
    }
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
