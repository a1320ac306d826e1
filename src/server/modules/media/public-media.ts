import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { contentDisposition, matchesNoneMatch, parseRange, rangeStillValid } from './byte-ranges.js';
import { mediaStream } from './media-stream.js';
import * as repo from './media.repo.js';
import { mediaErrors } from './media.service.js';

// Ids are ours (UUIDv7); anything else — a NUL byte above all, which PostgreSQL refuses — is a file that does not exist.
const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
// An id never gets other bytes (a new file is a new upload), so whatever a browser or a proxy keeps stays right.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * How an upload may be shown on our origin (ADR 0011). Opened on its own, a file is a document of this origin: the
 * CSP's `sandbox` makes it one of an origin of its own, with no script and no access to ours. Images, videos and
 * models lose nothing by it (pages show them through <img>, <video> and the model viewer, to which the file's own
 * CSP does not apply). A PDF does: Chromium's viewer refuses to open in a sandboxed document, and the PDF page
 * frames the file. So a PDF is shown as it is (the browsers' viewers run its script apart from the page, if at
 * all), unless it carries actions (pdf-actions.ts, read at upload): then it is only ever a download, and sandboxed
 * for any browser that would show it anyway.
 */
function presentation(row: { content_type: string; active_content: boolean | number }) {
  if (row.content_type !== 'application/pdf') return { disposition: 'inline', sandbox: true } as const;
  return row.active_content
    ? ({ disposition: 'attachment', sandbox: true } as const)
    : ({ disposition: 'inline', sandbox: false } as const);
}

/**
 * `GET /m/{id}`: an upload's bytes, read from the database on its own connections (`database.media`), so every node
 * serves what any node received and no download holds a redirect. Sent as the type read from its bytes, never
 * sniffed again by the browser, only to pages of our own origin; a strong ETag (the SHA-256) answers 304, and a
 * single range answers 206 (416 past the end) so that videos seek and PDFs load in parts. The bytes are streamed a
 * chunk at a time as the client takes them (media-stream.ts); an open-ended range gets at most 8 MB.
 */
export async function sendPublicMedia(
  deps: Pick<AppContext, 'database'>,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const media = deps.database.media;
  const row = MEDIA_ID.test(id) ? await repo.findPublic(media, id) : undefined;
  if (!row) throw mediaErrors.notFound();
  const size = Number(row.bytes);
  const etag = `"${row.sha256}"`;
  const shown = presentation(row);
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin');
  if (shown.sandbox) {
    const policy = reply.getHeader('content-security-policy');
    reply.header('content-security-policy', typeof policy === 'string' && policy ? `${policy}; sandbox` : 'sandbox');
  }
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const valid = rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, etag);
  const range = valid ? parseRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('');
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  const body = mediaStream(
    (from, length) => repo.readBytes(media, id, from, length),
    { start, end },
    () => mediaErrors.gone(id),
  );
  return reply
    .header('content-type', row.content_type)
    .header('content-disposition', contentDisposition(shown.disposition, row.file_name))
    .header('content-length', String(end - start + 1))
    .send(body);
}
