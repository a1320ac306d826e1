import http from 'node:http';

/** A request exactly as written: the path is sent unnormalised (`..`, `%00`), any method, any Host header. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  contentType: string;
  /** At most the first 64 KB, as text. */
  text: string;
  /** The body was longer than what `text` holds. */
  truncated: boolean;
}

const BODY_CAP = 64 * 1024;

/**
 * Sends one request with plain node:http (fetch would normalise the path and refuse some headers) and resolves
 * with the answer, or rejects after `timeoutMs` without one. An event stream resolves as soon as its headers
 * arrive, since it never ends by itself.
 */
export function sendRaw(
  baseUrl: string,
  request: RawRequest,
  options: { agent?: http.Agent; timeoutMs: number },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: hostname,
      port,
      method: request.method,
      path: request.path,
      // node:http would send a GET's or HEAD's body without a length, which the server reads as the next request.
      headers:
        request.body === undefined || 'content-length' in request.headers
          ? request.headers
          : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      agent: options.agent,
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.on('response', (response) => {
      const contentType = String(response.headers['content-type'] ?? '');
      const done = (text: string, truncated = false) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, contentType, text, truncated });
      };
      if (contentType.startsWith('text/event-stream')) {
        response.destroy();
        return done('');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < BODY_CAP) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => done(Buffer.concat(chunks).subarray(0, BODY_CAP).toString('utf8'), size > BODY_CAP));
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    outgoing.end(request.body);
  });
}

/** `sendRaw` for a test that speaks JSON: `body` goes as JSON, and the answer's body comes parsed (or as text). */
export async function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
  const answer = await sendRaw(baseUrl, { method, path, headers, body }, { timeoutMs: 10_000 });
  let parsed: unknown = answer.text;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    // not JSON: the test sees the text
  }
  return { status: answer.status, headers: answer.headers, body: parsed };
}
