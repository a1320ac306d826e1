import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { compressPage, MIN_COMPRESS_BYTES } from '../../http/compress-html.js';
import { renderPageMessage, renderPublicPage } from '../../public/page-render.js';
import { serializeError, type WorkerReply, type WorkerRequest } from '../../threads/thread-pool.js';
import { lowerOwnPriority } from '../../threads/thread-priority.js';
import type { FinishedBytes, PageRenderJob, PageRenderWorkerData } from './page-render-pool.js';

/**
 * The public pages' render thread (page-render-pool.ts): renders a page, compresses it and tags it, one job at a time,
 * at a lower CPU priority than the redirects. Synchronous zlib is right here: this thread has nothing else to do.
 */
const port = parentPort;
if (!port) throw new Error('page-render-worker must run as a worker thread');
lowerOwnPriority((workerData as PageRenderWorkerData).nice);

port.on('message', (request: WorkerRequest<PageRenderJob>) => {
  // The pool asks only when this thread is idle: nothing is cut short.
  if (request.type === 'stop') process.exit(0);
  else answer(request.id, request.job);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);

function answer(id: number, job: PageRenderJob): void {
  try {
    const finished = finish(job);
    const moved = [finished.body, ...Object.values(finished.encoded)].map((bytes) => bytes.buffer as ArrayBuffer);
    port?.postMessage({ type: 'done', id, value: finished } satisfies WorkerReply, moved);
  } catch (error) {
    port?.postMessage({ type: 'failed', id, error: serializeError(error) } satisfies WorkerReply);
  }
}

function finish(job: PageRenderJob): FinishedBytes {
  const { html, csp } =
    job.kind === 'page'
      ? renderPublicPage(job.view, job.locale, { preview: job.preview })
      : job.kind === 'message'
        ? renderPageMessage(job.locale, job.message)
        : { html: job.text, csp: '' };
  const body = Buffer.from(html);
  const encoded: FinishedBytes['encoded'] = {};
  if (body.length >= MIN_COMPRESS_BYTES) {
    for (const encoding of job.finish.encodings) {
      const bytes = compressPage(body, encoding, { brotliQuality: job.finish.brotliQuality, gzipLevel: 9 });
      encoded[encoding] = ownBytes(bytes);
    }
  }
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body: ownBytes(body), tag, encoded, csp };
}

/**
 * The bytes in an ArrayBuffer of their own, which can be moved to the main thread instead of copied: a small Buffer
 * lives in a slice of a shared pool, and moving it would take its neighbours along. A copy of a few KB.
 */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
