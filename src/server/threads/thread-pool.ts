import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from './spawn-worker.js';

/**
 * A few worker threads that take jobs one at a time each: synchronous work of milliseconds or more (rendering,
 * compressing, decoding) done there rather than on the thread that answers the redirects. The render pools of the
 * QR codes (qr-render/render-pool.ts) and of the public pages (pages/page-render-pool.ts) are made of it; each
 * worker answers the messages below (threads/thread-pool.ts is the one side, the worker's own file the other).
 */
export interface ThreadPoolOptions {
  /** `import.meta.url` of the module beside which the worker `<worker>.ts` (or `.js` in the build) lies. */
  moduleUrl: string;
  worker: string;
  /** Handed to every thread as its workerData. */
  workerData: unknown;
  /** Threads; 1 keeps a core for the redirects on a small server. */
  threads: number;
  /** A job running longer is abandoned: its thread is ended and replaced. */
  timeoutMs: number;
  /** What the jobs are, for the errors' messages ("render", "page render"). */
  label: string;
  /** Turns an error sent back by a worker into the caller's class (a plain Error by default). */
  reviveError?: (error: SerializedError) => Error;
}

/** Why a job got no answer: the thread took too long, stopped, or the pool was closed. */
export class ThreadUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'stopped' | 'closed',
  ) {
    super(message);
    this.name = 'ThreadUnavailableError';
  }
}

export type WorkerRequest<Job> = { type: 'job'; id: number; job: Job } | { type: 'stop' };
/** An error's kind survives the boundary: the caller turns it back into its class, with its message and fields. */
export interface SerializedError {
  kind: string;
  name: string;
  message: string;
  /** Its own fields of plain values (a `code`, a `length`…). */
  fields: Record<string, string | number | boolean | null>;
}
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: SerializedError };

/** Starting a thread loads its modules (fonts, WebAssembly): seconds under tsx, on a busy host. */
const START_TIMEOUT_MS = 30_000;
/** A stopping thread ends between two jobs; one that does not is terminated after this. */
const STOP_WAIT_MS = 2_000;

interface Pending<Job> {
  id: number;
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** One thread: started on demand, one job at a time, so the time limit measures the job and not a queue. */
interface Slot<Job> {
  worker: Worker | null;
  ready: boolean;
  current: Pending<Job> | null;
  timer: NodeJS.Timeout | null;
}

export class ThreadPool<Job> {
  private readonly slots: Slot<Job>[];
  private readonly queue: Pending<Job>[] = [];
  private nextId = 1;
  private closing: Promise<void> | null = null;
  private whenIdle: (() => void) | null = null;

  constructor(private readonly options: ThreadPoolOptions) {
    const threads = Math.max(1, Math.floor(options.threads));
    this.slots = Array.from({ length: threads }, () => ({ worker: null, ready: false, current: null, timer: null }));
  }

  run(job: Job): Promise<unknown> {
    if (this.closing) {
      return Promise.reject(new ThreadUnavailableError(`the ${this.options.label} pool is closed`, 'closed'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Finishes the jobs already asked for, then ends the threads; later jobs are refused. */
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

  private send(slot: Slot<Job>, job: Pending<Job>): void {
    slot.current = job;
    slot.timer = setTimeout(() => this.timeOut(slot, job), this.options.timeoutMs);
    try {
      slot.worker?.postMessage({ type: 'job', id: job.id, job: job.job } satisfies WorkerRequest<Job>);
    } catch (error) {
      // Input that cannot be cloned (a caller's mistake): this job fails, the thread is fine.
      this.settle(slot);
      job.reject(error as Error);
    }
  }

  private start(slot: Slot<Job>): void {
    const { label } = this.options;
    let worker: Worker;
    try {
      worker = spawnWorker(this.options.moduleUrl, this.options.worker, this.options.workerData);
    } catch (error) {
      // No thread to be had (out of memory or threads): the waiting jobs fail rather than wait.
      for (const waiting of this.queue.splice(0)) waiting.reject(error as Error);
      return;
    }
    slot.worker = worker;
    slot.ready = false;
    slot.timer = setTimeout(() => {
      void worker.terminate();
      this.lose(slot, worker, new ThreadUnavailableError(`the ${label} thread did not start in time`, 'stopped'));
    }, START_TIMEOUT_MS);
    let crash: Error | null = null;
    worker.on('message', (reply: WorkerReply) => this.receive(slot, worker, reply));
    worker.on('error', (error) => (crash = error));
    worker.on('exit', (code) => {
      const reason = crash ? `: ${crash.message}` : ` (exit code ${code})`;
      this.lose(slot, worker, new ThreadUnavailableError(`the ${label} thread stopped${reason}`, 'stopped'));
    });
    // An idle pool must not keep the process alive; pending jobs are the callers' to wait for.
    worker.unref();
  }

  private receive(slot: Slot<Job>, worker: Worker, reply: WorkerReply): void {
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
    else job.reject((this.options.reviveError ?? reviveError)(reply.error));
    this.dispatch();
  }

  private timeOut(slot: Slot<Job>, job: Pending<Job>): void {
    if (slot.current !== job || !slot.worker) return;
    const worker = slot.worker;
    const { label, timeoutMs } = this.options;
    // The thread may be stuck in a loop it will never leave: end it; the next job gets a fresh one.
    this.lose(slot, worker, new ThreadUnavailableError(`the ${label} took longer than ${timeoutMs} ms`, 'timeout'));
    void worker.terminate();
  }

  /** A thread is gone (stopped, crashed, timed out): its job fails rather than waiting forever. */
  private lose(slot: Slot<Job>, worker: Worker, error: Error): void {
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

  private settle(slot: Slot<Job>): void {
    this.clearTimer(slot);
    slot.current = null;
  }

  private clearTimer(slot: Slot<Job>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private checkIdle(): void {
    if (!this.whenIdle || this.queue.length > 0 || this.slots.some((slot) => slot.current)) return;
    this.whenIdle();
    this.whenIdle = null;
  }

  private async stop(slot: Slot<Job>): Promise<void> {
    const worker = slot.worker;
    if (!worker) return;
    this.clearTimer(slot);
    slot.worker = null;
    slot.ready = false;
    // Asked to, the thread ends between two jobs; terminating it could cut into a native call (sharp, zxing).
    const exited = once(worker, 'exit').catch(() => undefined);
    worker.postMessage({ type: 'stop' } satisfies WorkerRequest<Job>);
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }
}

function reviveError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/** The worker's side of an error: its kind (`kindOf`), name, message and plain fields. */
export function serializeError(error: unknown, kindOf: (error: Error) => string = () => 'error'): SerializedError {
  if (!(error instanceof Error)) return { kind: 'error', name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as never;
  }
  return { kind: kindOf(error), name: error.name, message: error.message, fields };
}
