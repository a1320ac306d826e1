import { parentPort, workerData } from 'node:worker_threads';
import { lowerOwnPriority } from '../../threads/thread-priority.js';
import { prepareDecoders } from './decoders.js';
import { QrTooLongError, renderImage, renderSvg, type RenderedImage, type RenderInput } from './render.js';
import { serializeError, type WorkerReply, type WorkerRequest } from '../../threads/thread-pool.js';
import type { RenderJob, RenderWorkerData, TransferredImage } from './render-pool.js';
import { scanCheck } from './scan-check.js';

/**
 * A render thread of the pool (render-pool.ts): renders SVG and images and runs scan checks, one job at a time, at a
 * lower CPU priority than the redirects.
 */
const port = parentPort;
if (!port) throw new Error('render-worker must run as a worker thread');
lowerOwnPriority((workerData as RenderWorkerData).nice);
// The WebAssembly decoder is compiled before the first job, so that job's time limit measures the job.
await prepareDecoders();

port.on('message', (request: WorkerRequest<RenderJob>) => {
  // The pool asks only when this thread is idle: nothing is cut short.
  if (request.type === 'stop') process.exit(0);
  else void answer(request.id, request.job);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);

async function answer(id: number, job: RenderJob): Promise<void> {
  try {
    const value = await run(job);
    if (isImage(value)) {
      const body = ownBytes(value.body);
      const image: TransferredImage = { ...value, body };
      port?.postMessage({ type: 'done', id, value: image } satisfies WorkerReply, [body.buffer]);
    } else port?.postMessage({ type: 'done', id, value } satisfies WorkerReply);
  } catch (error) {
    port?.postMessage({ type: 'failed', id, error: serializeError(error, kindOf) } satisfies WorkerReply);
  }
}

function run(job: RenderJob): Promise<unknown> {
  switch (job.kind) {
    case 'svg':
      return Promise.resolve(renderSvg(reviveInput(job.input), job.widthPx));
    case 'image':
      return renderImage(reviveInput(job.input), job.format, job.size);
    case 'check':
      return scanCheck(reviveInput(job.input));
    case 'test-exit':
      return process.exit(70);
    case 'test-busy': {
      const end = Date.now() + job.ms;
      while (Date.now() < end) {
        // spin: a job stuck in synchronous work
      }
      return Promise.resolve(null);
    }
  }
}

/** A Buffer arrives as a plain Uint8Array (structured clone keeps the bytes, not the class). */
function reviveInput(input: RenderInput): RenderInput {
  if (!input.logo) return input;
  const png = input.logo.png as Uint8Array;
  return { ...input, logo: { ...input.logo, png: Buffer.from(png.buffer, png.byteOffset, png.byteLength) } };
}

function isImage(value: unknown): value is RenderedImage {
  return typeof value === 'object' && value !== null && 'body' in value && value.body instanceof Uint8Array;
}

/**
 * The bytes in an ArrayBuffer of their own, which can be transferred instead of copied again. A Buffer often lives
 * in a slice of a shared pool (moving it would take its neighbours along), and sharp's own buffers are allocated
 * outside V8 where Node 22 refuses to transfer them: one copy here (~0.1 ms for 100 KB) works for every case.
 */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function kindOf(error: Error): string {
  return error instanceof QrTooLongError ? 'qr_too_long' : 'error';
}
