import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { WebhookAttemptError } from '../../../shared/webhooks.js';
import { AddressNotAllowedError, type WebhookNetworkGuard } from './webhook-address.js';

/** No answer within this time is a failure; the connection is cut, whatever the receiver was doing. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** How much of an answer is kept for the log; the rest is never read. */
export const RESPONSE_KEPT_BYTES = 4_096;

export interface PostResult {
  /** The receiver's status, or null when none came. */
  status: number | null;
  error: WebhookAttemptError | null;
  responseBody: string;
  durationMs: number;
}

/**
 * Posts messages to receivers, each connection on an address the network guard passed. Keep-alive agents spare a busy
 * receiver a handshake per message; a redirect is a failure and never followed; an answer is read up to 4 KB and the
 * connection cut after that, so a receiver answering 50 MB or never ending its answer costs the timeout at most.
 */
export class WebhookPoster {
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets: 8 }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: 8 }),
  };

  constructor(
    private readonly guard: WebhookNetworkGuard,
    private readonly timeoutMs: number = DELIVERY_TIMEOUT_MS,
  ) {}

  post(url: string, headers: Record<string, string>, body: string): Promise<PostResult> {
    const started = performance.now();
    const finish = (result: Omit<PostResult, 'durationMs'>): PostResult => ({
      ...result,
      durationMs: Math.round(performance.now() - started),
    });
    const target = new URL(url);
    const connection = this.guard.connectionTo(target);
    if (!connection) return Promise.resolve(finish({ status: null, error: 'address_not_allowed', responseBody: '' }));
    const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
    const send = protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: Omit<PostResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(finish(result));
      };
      const request = send(
        target,
        {
          method: 'POST',
          agent: this.agents[protocol],
          lookup: connection.lookup,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) =>
          readAnswer(response, (responseBody, cut) => {
            const status = response.statusCode ?? null;
            if (cut) request.destroy();
            settle({ status, error: errorOfStatus(status), responseBody });
          }),
      );
      const timer = setTimeout(() => {
        settle({ status: null, error: 'timeout', responseBody: '' });
        request.destroy();
      }, this.timeoutMs);
      request.on('error', (error) => settle({ status: null, error: errorOf(error), responseBody: '' }));
      request.end(body);
    });
  }

  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}

/** Reads up to 4 KB of the answer; `cut` says more was coming, so the connection cannot be used again. */
function readAnswer(response: IncomingMessage, done: (body: string, cut: boolean) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const end = (cut: boolean) => {
    if (finished) return;
    finished = true;
    done(Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8'), cut);
  };
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size > RESPONSE_KEPT_BYTES) {
      end(true);
      response.destroy();
    }
  });
  response.on('end', () => end(false));
  response.on('error', () => end(true));
  response.on('aborted', () => end(true));
}

function errorOfStatus(status: number | null): WebhookAttemptError | null {
  if (status !== null && status >= 200 && status < 300) return null;
  if (status !== null && status >= 300 && status < 400) return 'redirect';
  return 'http_status';
}

function errorOf(error: NodeJS.ErrnoException): WebhookAttemptError {
  if (error instanceof AddressNotAllowedError) return 'address_not_allowed';
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection_refused';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
      return 'connection_reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ENODATA':
      return 'dns_failed';
    case 'ETIMEDOUT':
      return 'timeout';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT') || /SSL|TLS/i.test(error.message)
        ? 'tls_failed'
        : 'network_error';
  }
}
