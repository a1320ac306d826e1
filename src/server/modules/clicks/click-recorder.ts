import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../../config.js';
import { ClickBatchBuilder } from './click-batch.js';
import type { RawClick, RecordedClick } from './click-types.js';
import type { ClickWorkerData } from './click-worker.js';
import type { FromWorker, ToWorker } from './worker-messages.js';

// Handing clicks over every 50 ms keeps the group commit well inside the 250 ms of SPEC §6.
const HAND_OVER_MS = 50;
const HAND_OVER_AT = 2_000;
const RESTART_DELAY_MS = 1_000;

export interface ClickRecorderOptions {
  database: DatabaseConfig;
  redisUrl: string | null;
  secret: string;
  preloadGeo: boolean;
  log: FastifyBaseLogger;
  /** False while nobody can be listening for live clicks: the writer then stores without reporting back. */
  wantsRecorded(): boolean;
  onRecorded(clicks: RecordedClick[]): void;
}

/**
 * The redirect's side of click recording: `record` only appends to an array; the array goes to the writer thread
 * in batches. `close` hands over the rest and waits until every click is written (graceful stop, SPEC §6).
 */
export class ClickRecorder {
  private readonly buffer = new ClickBatchBuilder();
  private timer: NodeJS.Timeout | null = null;
  private worker: Worker;
  private drainId = 0;
  private readonly drains = new Map<number, () => void>();
  private closing = false;

  constructor(private readonly options: ClickRecorderOptions) {
    this.worker = this.startWorker();
  }

  record(click: RawClick): void {
    this.buffer.add(click);
    if (this.buffer.size >= HAND_OVER_AT) this.handOver();
    else this.timer ??= setTimeout(() => this.handOver(), HAND_OVER_MS);
  }

  /** Resolves once every click recorded so far is in the database (or held there for retry if it is down). */
  drain(): Promise<void> {
    this.handOver();
    const id = ++this.drainId;
    return new Promise((resolve) => {
      this.drains.set(id, resolve);
      this.send({ type: 'drain', id });
    });
  }

  async close(): Promise<void> {
    await this.drain();
    this.closing = true;
    await this.worker.terminate();
  }

  private handOver(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.buffer.size === 0) return;
    this.send({ type: 'clicks', batch: this.buffer.take(), announce: this.options.wantsRecorded() });
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private startWorker(): Worker {
    const { database, redisUrl, secret, preloadGeo, log } = this.options;
    const data: ClickWorkerData = { database, redisUrl, secret, preloadGeo };
    const worker = spawnWorker(data);
    worker.on('message', (message: FromWorker) => this.onMessage(message));
    worker.on('error', (error) => log.error({ err: error }, 'click writer failed'));
    worker.on('exit', (code) => {
      if (this.closing) return;
      // A crashed writer is replaced (after a pause, so a writer that cannot start does not spin); the clicks it
      // held in memory are lost, which the log says.
      log.error({ code }, 'click writer stopped unexpectedly; starting a new one');
      setTimeout(() => {
        if (this.closing) return;
        this.worker = this.startWorker();
        for (const id of this.drains.keys()) this.send({ type: 'drain', id });
      }, RESTART_DELAY_MS).unref();
    });
    return worker;
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'recorded') this.options.onRecorded(message.clicks);
    else if (message.type === 'drained') {
      this.drains.get(message.id)?.();
      this.drains.delete(message.id);
    } else this.options.log[message.level]({ held: message.held }, message.message);
  }
}

// The build runs plain JavaScript. Under tsx or Vitest this file is TypeScript, and a worker thread does not inherit
// the loader, so a small bootstrap registers tsx in the thread before importing the worker.
function spawnWorker(workerData: ClickWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./click-worker.js', import.meta.url), { workerData });
  const source = new URL('./click-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
