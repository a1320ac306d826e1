import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding, Finish, FinishedBytes } from './page-render-pool.js';

/** A page kept by the node: compressed once in both forms, as well as brotli does in a few milliseconds. */
export const KEPT: Finish = { encodings: ['br', 'gzip'], brotliQuality: 9 };

/** An answer made for one request (a form's fresh token, a preview, a file): only the form it accepts, quickly. */
export function oneOff(request: FastifyRequest): Finish {
  const encoding = acceptedEncoding(request);
  return { encodings: encoding ? [encoding] : [], brotliQuality: 5 };
}

/**
 * One finished answer of a public page: its bytes, its policy, and the compressed forms made with it (on the render
 * thread, page-render-worker.ts; none below 1 KB, which fits in a packet anyway). Nothing is added later, so its size is known when the cache takes it.
 */
export class Representation {
  readonly body: Buffer;
  /** The bytes it holds, all forms together: what the public page cache counts against its limit. */
  readonly size: number;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly tag: string;

  constructor(
    finished: Pick<FinishedBytes, 'body' | 'tag' | 'encoded'>,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    this.body = asBuffer(finished.body);
    this.tag = finished.tag;
    let size = this.body.length;
    for (const [encoding, bytes] of Object.entries(finished.encoded)) {
      this.encoded.set(encoding as Encoding, asBuffer(bytes));
      size += bytes.length;
    }
    this.size = size;
  }

  /** A strong validator of the uncompressed bytes; each encoding gets its own suffix (a different representation). */
  etag(encoding: Encoding | null): string {
    return `"${this.tag}${encoding ? `-${encoding}` : ''}"`;
  }

  /** The form to send: the accepted one when it was made, else the plain bytes. */
  formFor(accepted: Encoding | null): Encoding | null {
    return accepted && this.encoded.has(accepted) ? accepted : null;
  }

  bytes(encoding: Encoding | null): Buffer {
    return (encoding && this.encoded.get(encoding)) || this.body;
  }
}

/**
 * An answer made on this thread, uncompressed: only when the render thread cannot answer (the page saying so), where
 * a few KB of HTML cost less than leaving the visitor without an answer.
 */
export function plainRepresentation(html: string, headers: Record<string, string>): Representation {
  const body = Buffer.from(html);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return new Representation({ body, tag, encoded: {} }, headers);
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** If-None-Match names this representation (weak comparison, as RFC 9110 §13.1.2 wants for it), or `*`. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * Sends a representation: compressed as the browser accepts, with its ETag when it may be revalidated
 * (`validate`), and a bare 304 when the browser already holds these bytes.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: Representation,
  validate: boolean,
): FastifyReply {
  const encoding = page.formFor(acceptedEncoding(request));
  reply.code(status).headers(page.headers);
  if (validate) {
    const etag = page.etag(encoding);
    reply.header('etag', etag);
    if (status === 200 && notModified(request, etag)) return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(page.bytes(encoding));
}
