import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
// Below this a page fits in one packet anyway (as http/compress-html.ts decides for the other pages).
const MIN_COMPRESS_BYTES = 1024;

/**
 * One finished answer of a public page: its bytes, its policy, and its compressed forms, made once when first asked
 * for and kept with it (a kept page is compressed once, not per visit, at a quality worth keeping).
 */
export class Representation {
  readonly body: Buffer;
  /** A strong validator of the uncompressed bytes; each encoding gets its own suffix (a different representation). */
  private readonly tag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    html: string,
    readonly headers: Readonly<Record<string, string>>,
    private readonly quality: number,
  ) {
    this.body = Buffer.from(html);
    this.tag = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
  }

  etag(encoding: Encoding | null): string {
    return `"${this.tag}${encoding ? `-${encoding}` : ''}"`;
  }

  bytes(encoding: Encoding | null): Buffer {
    if (!encoding) return this.body;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: this.quality } })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A page kept by the node: compressed as well as brotli does in a few milliseconds, once. */
export const keptRepresentation = (html: string, headers: Record<string, string>) =>
  new Representation(html, headers, 9);
/** A page made for one request (a form's fresh token, a preview, a message): compressed quickly. */
export const oneOffRepresentation = (html: string, headers: Record<string, string>) =>
  new Representation(html, headers, 5);

function acceptedEncoding(request: FastifyRequest, size: number): Encoding | null {
  if (size < MIN_COMPRESS_BYTES) return null;
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
  const encoding = acceptedEncoding(request, page.body.length);
  reply.code(status).headers(page.headers);
  if (validate) {
    const etag = page.etag(encoding);
    reply.header('etag', etag);
    if (status === 200 && notModified(request, etag)) return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(page.bytes(encoding));
}
