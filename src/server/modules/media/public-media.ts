import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { inlineDisposition, matchesNoneMatch, parseRange, rangeStillValid } from './byte-ranges.js';
import * as repo from './media.repo.js';
import { mediaErrors } from './media.service.js';

// Ids are ours (UUIDv7); anything else — a NUL byte above all, which PostgreSQL refuses — is a file that does not exist.
const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;
// An id never gets other bytes (a new file is a new upload), so whatever a browser or a proxy keeps stays right.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /m/{id}`: an upload's bytes, read from the database, so every node serves what any node received. Sent as the
 * type read from its bytes, never sniffed again by the browser, only to pages of our own origin; a strong ETag (the
 * SHA-256) answers 304, and a single range answers 206 (416 past the end) so that videos seek and PDFs load in parts.
 */
export async function sendPublicMedia(
  deps: Pick<AppContext, 'database'>,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { id } = request.params;
  const row = MEDIA_ID.test(id) ? await repo.findPublic(deps.database.db, id) : undefined;
  if (!row) throw mediaErrors.notFound();
  const size = Number(row.bytes);
  const etag = `"${row.sha256}"`;
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'same-origin');
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const valid = rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, etag);
  const range = valid ? parseRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('');
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const bytes = await repo.readBytes(deps.database.db, id, start, end - start + 1);
  if (!bytes) throw mediaErrors.notFound();
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply
    .header('content-type', row.content_type)
    .header('content-disposition', inlineDisposition(row.file_name))
    .send(bytes);
}
