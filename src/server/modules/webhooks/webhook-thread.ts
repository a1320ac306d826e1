import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { EventFlow } from '../../events/event-flow.js';
import type { Clock } from '../../schedule/schedule.js';
import { spawnWorker } from '../../threads/spawn-worker.js';
import type { HostResolver } from './webhook-address.js';
import type { SourceEvent } from './webhook-payloads.js';
import type { FromWebhookWorker, ToWebhookWorker, WebhookWorkerData } from './webhook-worker-messages.js';

// A crashed thread is replaced after this pause, so one that cannot start does not spin.
const RESTART_DELAY_MS = 1_000;
// How long the outbox waits for the thread to store an event's messages before it tries the event again.
const MAKE_TIMEOUT_MS = 60_000;
// A graceful stop waits this long for the thread to finish the attempts under way.
const CLOSE_WAIT_MS = 5_000;
// A test's clock is told to the thread this often (the system's clock the thread reads itself).
const CLOCK_TICK_MS = 100;
// Until the installation has an endpoint, whether one was made on another node is asked this often.
const ENDPOINT_CHECK_MS = 30_000;
/**
 * The thread's CPU priority when background threads are lowered at all (BACKGROUND_THREAD_NICE above 0): the lowest,
 * below the click writer's. Under full load messages wait for the load to ease; clicks must not.
 */
const LOWEST_PRIORITY_NICE = 19;
/** The events an attempt may publish, whose durable subscribers the thread writes outbox rows for. */
const ATTEMPT_EVENTS = ['webhook.failing', 'webhook.disabled'] as const;

export interface WebhookThreadOptions {
  config: Pick<Config, 'database' | 'webhookAllowedNetworks' | 'outboxDispatch' | 'backgroundThreadNice'>;
  db: Db;
  events: EventFlow;
  log: FastifyBaseLogger;
  /** A test's clock, told to the thread as it moves; absent: the system's. */
  clock?: Clock;
  /** A test's resolver, which the thread's look-ups come back to the main thread for; absent: the system's. */
  resolver?: HostResolver;
}

/**
 * The main thread's side of the webhook thread (webhook-worker.ts): hands it the domain events to make messages of and
 * waits for each to be stored, wakes its sender, tells it of changed endpoints, passes on the events its attempts
 * commit, writes its log lines, and replaces it when it crashes. The thread starts once the installation has a
 * webhook endpoint: until then there is nothing to make or send, and a node without webhooks spends nothing on them.
 */
export class WebhookThread {
  private worker: Worker | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private closing = false;
  private started = false;
  private clockTimer: NodeJS.Timeout | null = null;
  private closed: (() => void) | null = null;

  constructor(private readonly options: WebhookThreadOptions) {}

  /** Every durable subscriber is registered: the thread starts if there are endpoints, or once there are. */
  start(): void {
    this.started = true;
    if (this.worker) this.sendSubscribers();
    else {
      this.checkTimer = setInterval(() => void this.startIfEndpoints().catch(() => false), ENDPOINT_CHECK_MS);
      this.checkTimer.unref();
      void this.startIfEndpoints().catch(() => false);
    }
    const { clock } = this.options;
    if (clock) {
      let told = clock.now();
      this.clockTimer = setInterval(() => {
        if (clock.now() === told) return;
        told = clock.now();
        this.send({ type: 'clock', now: told });
      }, CLOCK_TICK_MS);
      this.clockTimer.unref();
    }
  }

  /** An endpoint was made (on any node): the thread is needed from now on. */
  endpointMade(): void {
    this.ensureWorker();
  }

  /** Makes the messages of `event`; resolves once they are stored (the outbox lets go of the event then). */
  async make(event: SourceEvent): Promise<void> {
    if (!this.worker && !(await this.startIfEndpoints())) return;
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      // A thread that never answers (stuck on a database that does not) must not hold the outbox's chain for ever:
      // the event is handed over again later, and makes the same messages.
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('the webhook thread did not answer in time'));
      }, MAKE_TIMEOUT_MS);
      timer.unref();
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        outcome();
      };
      this.waiting.set(id, {
        resolve: () => settle(resolve),
        reject: (error) => settle(() => reject(error)),
      });
      this.send({ type: 'make', id, event });
    });
  }

  /** Messages are due (a test event, a resend): the thread sends them now. */
  nudge(): void {
    this.ensureWorker();
    this.send({ type: 'nudge' });
  }

  endpointChanged(id: string): void {
    if (this.worker) this.send({ type: 'endpoint-changed', id });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.clockTimer) clearInterval(this.clockTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    const worker = this.worker;
    if (!worker) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => {
        this.closed = resolve;
        this.send({ type: 'close' });
      }),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    await worker.terminate();
    this.failWaiting('the webhook thread stopped');
  }

  /** Starts the thread when the installation has an endpoint; answers whether it runs. */
  private async startIfEndpoints(): Promise<boolean> {
    if (this.worker) return true;
    const any = await this.options.db.selectFrom('webhook_endpoint').select('id').limit(1).executeTakeFirst();
    if (any) this.ensureWorker();
    return this.worker !== null;
  }

  private ensureWorker(): void {
    if (this.worker || this.closing) return;
    this.worker = this.startWorker();
    if (this.started) this.sendSubscribers();
    if (this.checkTimer) clearInterval(this.checkTimer);
  }

  private send(message: ToWebhookWorker): void {
    this.worker?.postMessage(message);
  }

  private sendSubscribers(): void {
    const durable = Object.fromEntries(
      ATTEMPT_EVENTS.map((type) => [type, this.options.events.durableSubscribersOf(type)]),
    );
    this.send({ type: 'subscribers', durable });
  }

  private startWorker(): Worker {
    const { config, clock, resolver, log } = this.options;
    const data: WebhookWorkerData = {
      database: config.database,
      allowedNetworks: config.webhookAllowedNetworks,
      send: config.outboxDispatch,
      nice: config.backgroundThreadNice > 0 ? LOWEST_PRIORITY_NICE : 0,
      resolveOnMain: resolver !== undefined,
      clock: clock ? clock.now() : null,
    };
    const worker = spawnWorker(import.meta.url, 'webhook-worker', data);
    worker.on('message', (message: FromWebhookWorker) => this.onMessage(message));
    worker.on('error', (error) => log.error({ err: error }, 'webhook thread failed'));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      // What it was making is made again: the outbox hands the events over once more.
      this.failWaiting('the webhook thread stopped');
      if (this.closing) return;
      log.error({ code }, 'webhook thread stopped unexpectedly; starting a new one');
      // The next event starts one at once; without one, this does (a pause, so a thread that cannot start does not
      // spin), and the retries it owes go on.
      setTimeout(() => void this.startIfEndpoints().catch(() => false), RESTART_DELAY_MS).unref();
    });
    return worker;
  }

  private onMessage(message: FromWebhookWorker): void {
    switch (message.type) {
      case 'made': {
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.error === null) waiting?.resolve();
        else waiting?.reject(new Error(message.error));
        return;
      }
      case 'committed':
        this.options.events.committed(message.events);
        return;
      case 'resolve':
        void this.resolve(message.id, message.hostname);
        return;
      case 'log':
        this.options.log[message.level](message.fields, message.message);
        return;
      case 'closed':
        this.closed?.();
    }
  }

  private async resolve(id: number, hostname: string): Promise<void> {
    try {
      const addresses = await this.options.resolver!(hostname);
      this.send({ type: 'resolved', id, addresses, code: null });
    } catch (error) {
      this.send({ type: 'resolved', id, addresses: null, code: (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND' });
    }
  }

  private failWaiting(reason: string): void {
    for (const { reject } of this.waiting.values()) reject(new Error(reason));
    this.waiting.clear();
  }
}
