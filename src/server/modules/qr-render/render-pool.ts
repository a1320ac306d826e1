// sharp runs inside the render threads. Loaded here too, the main thread holds libvips open for the life of the
// process, so a render thread that ends (or is replaced after a crash) never unloads it under the others.
import 'sharp';
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { ImageFormat } from '../../../shared/qr-design.js';
import type { ScanCheck } from '../../../shared/qr-codes.js';
import { spawnWorker } from '../../threads/spawn-worker.js';
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
export class RenderUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'stopped' | 'closed',
  ) {
    super(message);
    this.name = 'RenderUnavailableError';
  }
}

// What crosses the thread boundary (render-worker.ts is the other side).
export type RenderJob =
  | { kind: 'svg'; input: RenderInput; widthPx: number }
  | { kind: 'image'; input: RenderInput; format: ImageFormat; size: RenderSize }
  | { kind: 'check'; input: RenderInput }
  // For the tests only (renderPoolTesting): the thread ends as a crash would, or stays busy past the time limit.
  | { kind: 'test-exit' }
  | { kind: 'test-busy'; ms: number };
export type WorkerRequest = { type: 'job'; id: number; job: RenderJob } | { type: 'stop' };
/** An error's kind survives the boundary: the caller turns it back into its class, with its message and fields. */
export interface SerializedError {
  kind: 'qr_too_long' | 'error';
  name: string;
  message: string;
  /** Its own fields of plain values (a `code`, a `length`…). */
  fields: Record<string, string | number | boolean | null>;
}
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: SerializedError };
export interface RenderWorkerData {
  nice: number;
}
/** An image as it arrives: its bytes in an ArrayBuffer that was transferred, not copied. */
export type TransferredImage = Omit<RenderedImage, 'body'> & { body: Uint8Array };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_NICE = 10;
/** Starting a thread loads the renderer, its fonts and the decoders' WebAssembly: seconds under tsx, on a busy host. */
const START_TIMEOUT_MS = 30_000;
/** A stopping thread ends between two jobs; one that does not is terminated after this. */
const STOP_WAIT_MS = 2_000;

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  return new ThreadPool(
    Math.max(1, Math.floor(options.threads ?? 1)),
    options.nice ?? DEFAULT_NICE,
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
}

interface Job {
  id: number;
  job: RenderJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One thread: started on demand, one job at a time, so the time limit measures the job and not a queue. */
interface Slot {
  worker: Worker | null;
  ready: boolean;
  current: Job | null;
  timer: NodeJS.Timeout | null;
}

class ThreadPool implements RenderPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing: Promise<void> | null = null;
  private whenIdle: (() => void) | null = null;

  constructor(
    threads: number,
    private readonly nice: number,
    private readonly timeoutMs: number,
  ) {
    this.slots = Array.from({ length: threads }, () => ({ worker: null, ready: false, current: null, timer: null }));
  }

  async svg(input: RenderInput, widthPx: number): Promise<string> {
    return (await this.run({ kind: 'svg', input, widthPx })) as string;
  }

  async image(input: RenderInput, format: ImageFormat, size: RenderSize): Promise<RenderedImage> {
    const image = (await this.run({ kind: 'image', input, format, size })) as TransferredImage;
    return { ...image, body: Buffer.from(image.body.buffer, image.body.byteOffset, image.body.byteLength) };
  }

  async check(input: RenderInput): Promise<ScanCheck> {
    return (await this.run({ kind: 'check', input })) as ScanCheck;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await new Promise<void>((resolve) => {
        this.whenIdle = resolve;
        this.checkIdle();
      });
      await Promise.all(this.slots.map((slot) => this.stop(slot)));
    })();
    return this.closing;
  }

  run(job: RenderJob): Promise<unknown> {
    if (this.closing) return Promise.reject(new RenderUnavailableError('the render pool is closed', 'closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** The live threads (for the tests: they check that close() ends them). */
  workers(): Worker[] {
    return this.slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      // A job whose input cannot be sent fails at once and leaves the thread free for the next.
      while (slot.ready && !slot.current && this.queue.length > 0) this.send(slot, this.queue.shift()!);
    }
    // Start only as many threads as the waiting jobs need, counting those already starting.
    let needed = this.queue.length - this.slots.filter((slot) => slot.worker && !slot.ready).length;
    for (const slot of this.slots) {
      if (needed <= 0) break;
      if (slot.worker) continue;
      this.start(slot);
      needed--;
    }
    this.checkIdle();
  }

  private send(slot: Slot, job: Job): void {
    slot.current = job;
    slot.timer = setTimeout(() => this.timeOut(slot, job), this.timeoutMs);
    try {
      slot.worker?.postMessage({ type: 'job', id: job.id, job: job.job } satisfies WorkerRequest);
    } catch (error) {
      // Input that cannot be cloned (a caller's mistake): this job fails, the thread is fine.
      this.settle(slot);
      job.reject(error as Error);
    }
  }

  private start(slot: Slot): void {
    let worker: Worker;
    try {
      worker = spawnWorker(import.meta.url, 'render-worker', { nice: this.nice } satisfies RenderWorkerData);
    } catch (error) {
      // No thread to be had (out of memory or threads): the waiting jobs fail rather than wait.
      for (const waiting of this.queue.splice(0)) waiting.reject(error as Error);
      return;
    }
    slot.worker = worker;
    slot.ready = false;
    slot.timer = setTimeout(() => {
      void worker.terminate();
      this.lose(slot, worker, new RenderUnavailableError('the render thread did not start in time', 'stopped'));
    }, START_TIMEOUT_MS);
    let crash: Error | null = null;
    worker.on('message', (reply: WorkerReply) => this.receive(slot, worker, reply));
    worker.on('error', (error) => (crash = error));
    worker.on('exit', (code) => {
      const reason = crash ? `: ${crash.message}` : ` (exit code ${code})`;
      this.lose(slot, worker, new RenderUnavailableError(`the render thread stopped${reason}`, 'stopped'));
    });
    // An idle pool must not keep the process alive; pending jobs are the callers' to wait for.
    worker.unref();
  }

  private receive(slot: Slot, worker: Worker, reply: WorkerReply): void {
    if (slot.worker !== worker) return;
    if (reply.type === 'ready') {
      this.clearTimer(slot);
      slot.ready = true;
      this.dispatch();
      return;
    }
    const job = slot.current;
    if (!job || job.id !== reply.id) return;
    this.settle(slot);
    if (reply.type === 'done') job.resolve(reply.value);
    else job.reject(reviveError(reply.error));
    this.dispatch();
  }

  private timeOut(slot: Slot, job: Job): void {
    if (slot.current !== job || !slot.worker) return;
    const worker = slot.worker;
    // The thread may be stuck in a loop it will never leave: end it; the next job gets a fresh one.
    this.lose(slot, worker, new RenderUnavailableError(`the render took longer than ${this.timeoutMs} ms`, 'timeout'));
    void worker.terminate();
  }

  /** A thread is gone (stopped, crashed, timed out): its job fails rather than waiting forever. */
  private lose(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    const wasReady = slot.ready;
    const job = slot.current;
    this.settle(slot);
    slot.worker = null;
    slot.ready = false;
    job?.reject(error);
    // A thread that cannot even start would be restarted for ever by the waiting jobs: they fail instead.
    if (!wasReady && !this.slots.some((other) => other.ready)) {
      for (const waiting of this.queue.splice(0)) waiting.reject(error);
    }
    this.dispatch();
  }

  private settle(slot: Slot): void {
    this.clearTimer(slot);
    slot.current = null;
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private checkIdle(): void {
    if (!this.whenIdle || this.queue.length > 0 || this.slots.some((slot) => slot.current)) return;
    this.whenIdle();
    this.whenIdle = null;
  }

  private async stop(slot: Slot): Promise<void> {
    const worker = slot.worker;
    if (!worker) return;
    this.clearTimer(slot);
    slot.worker = null;
    slot.ready = false;
    // Asked to, the thread ends between two jobs; terminating it could cut into a native call (sharp, zxing).
    const exited = once(worker, 'exit').catch(() => undefined);
    worker.postMessage({ type: 'stop' } satisfies WorkerRequest);
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }
}

function reviveError(error: SerializedError): Error {
  const revived = error.kind === 'qr_too_long' ? new QrTooLongError(error.message) : new Error(error.message);
  return Object.assign(revived, error.fields, { name: error.name });
}

/** Hooks for render-pool.test.ts: make a thread crash or overrun its time limit, and see the live threads. */
export const renderPoolTesting = {
  crash: (pool: RenderPool) => asThreadPool(pool).run({ kind: 'test-exit' }),
  busy: (pool: RenderPool, ms: number) => asThreadPool(pool).run({ kind: 'test-busy', ms }),
  workers: (pool: RenderPool) => asThreadPool(pool).workers(),
};

function asThreadPool(pool: RenderPool): ThreadPool {
  if (!(pool instanceof ThreadPool)) throw new Error('not a pool made by createRenderPool');
  return pool;
}
