// sharp runs inside the render threads. Loaded here too, the main thread holds libvips open for the life of the
// process, so a render thread that ends (or is replaced after a crash) never unloads it under the others.
import 'sharp';
import type { ImageFormat } from '../../../shared/qr-design.js';
import type { ScanCheck } from '../../../shared/qr-codes.js';
import { ThreadPool, ThreadUnavailableError, type SerializedError } from '../../threads/thread-pool.js';
import { QrTooLongError, type RenderedImage, type RenderInput, type renderImage } from './render.js';

/**
 * Renders and scan checks off the main thread. Building an SVG string, rasterising, and above all decoding with jsqr
 * and zxing are synchronous work of tens to hundreds of milliseconds: on the main thread each would hold every
 * redirect waiting behind it. The threads run at a lower CPU priority (BACKGROUND_THREAD_NICE), like the statistics
 * reader, so that under full load the redirects win.
 */
export interface RenderPool {
  svg(input: RenderInput, widthPx: number): Promise<string>;
  image(input: RenderInput, format: ImageFormat, size: RenderSize): Promise<RenderedImage>;
  check(input: RenderInput): Promise<ScanCheck>;
  /** Finishes the jobs already asked for, then ends the threads; later jobs are refused. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Render threads; 1 keeps a core for the redirects on a small server. */
  threads?: number;
  /** Linux nice increment of the threads (BACKGROUND_THREAD_NICE; 10 is its default). */
  nice?: number;
  /** A job running longer is abandoned: its thread is ended and replaced. */
  timeoutMs?: number;
}

export type RenderSize = Parameters<typeof renderImage>[2];

/** Why a job got no answer: the thread took too long, stopped, or the pool was closed. */
export { ThreadUnavailableError as RenderUnavailableError };

// What crosses the thread boundary (render-worker.ts is the other side).
export type RenderJob =
  | { kind: 'svg'; input: RenderInput; widthPx: number }
  | { kind: 'image'; input: RenderInput; format: ImageFormat; size: RenderSize }
  | { kind: 'check'; input: RenderInput }
  // For the tests only (renderPoolTesting): the thread ends as a crash would, or stays busy past the time limit.
  | { kind: 'test-exit' }
  | { kind: 'test-busy'; ms: number };
export interface RenderWorkerData {
  nice: number;
}
/** An image as it arrives: its bytes in an ArrayBuffer that was transferred, not copied. */
export type TransferredImage = Omit<RenderedImage, 'body'> & { body: Uint8Array };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_NICE = 10;

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  return new QrRenderPool(
    new ThreadPool<RenderJob>({
      moduleUrl: import.meta.url,
      worker: 'render-worker',
      workerData: { nice: options.nice ?? DEFAULT_NICE } satisfies RenderWorkerData,
      threads: options.threads ?? 1,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      label: 'render',
      reviveError,
    }),
  );
}

class QrRenderPool implements RenderPool {
  constructor(readonly threads: ThreadPool<RenderJob>) {}

  async svg(input: RenderInput, widthPx: number): Promise<string> {
    return (await this.threads.run({ kind: 'svg', input, widthPx })) as string;
  }

  async image(input: RenderInput, format: ImageFormat, size: RenderSize): Promise<RenderedImage> {
    const image = (await this.threads.run({ kind: 'image', input, format, size })) as TransferredImage;
    return { ...image, body: Buffer.from(image.body.buffer, image.body.byteOffset, image.body.byteLength) };
  }

  async check(input: RenderInput): Promise<ScanCheck> {
    return (await this.threads.run({ kind: 'check', input })) as ScanCheck;
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}

function reviveError(error: SerializedError): Error {
  const revived = error.kind === 'qr_too_long' ? new QrTooLongError(error.message) : new Error(error.message);
  return Object.assign(revived, error.fields, { name: error.name });
}

/** Hooks for render-pool.test.ts: make a thread crash or overrun its time limit, and see the live threads. */
export const renderPoolTesting = {
  crash: (pool: RenderPool) => threadsOf(pool).run({ kind: 'test-exit' }),
  busy: (pool: RenderPool, ms: number) => threadsOf(pool).run({ kind: 'test-busy', ms }),
  workers: (pool: RenderPool) => threadsOf(pool).workers(),
};

function threadsOf(pool: RenderPool): ThreadPool<RenderJob> {
  if (!(pool instanceof QrRenderPool)) throw new Error('not a pool made by createRenderPool');
  return pool.threads;
}
