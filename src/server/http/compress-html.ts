import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

// Below this an HTML page fits in one packet anyway; compressing it would cost more than it saves.
const MIN_BYTES = 1024;

/**
 * Compresses the HTML pages made per request — the app's index.html with its style nonce and preloads, the status
 * pages — with brotli or gzip as the browser accepts. Built files are compressed at build time instead
 * (scripts/precompress.ts); API answers are left alone here. Registered after the hooks that rewrite the page.
 */
export function registerHtmlCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || reply.hasHeader('content-encoding')) {
      return payload;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('vary', 'accept-encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // A middle brotli quality: a few KB take well under a millisecond, and the page is made anew for each request.
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(payload, { level: 6 });
  });
}
