import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Bus } from '../cluster/bus.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { assertEventShape, type AnyDomainEvent, type DomainEvent, type EventType } from './catalogue.js';
import { OutboxDispatcher, type DurableHandler } from './outbox-dispatcher.js';
import { insertOutboxRows, outboxBacklog } from './outbox.repo.js';

const CHANNEL = 'domain-events';

/** What a change's work gets: its transaction, and `publish` for the facts it establishes. */
export interface ChangeScope {
  trx: Transaction<Database>;
  publish(event: DomainEvent): void;
  /** Runs `callback` once the transaction has committed (never when it rolls back): to wake a sender, say. */
  afterCommit(callback: () => void): void;
}

/** Writes what goes with a change's events in its own transaction (see `recordInTransaction`). */
export type TransactionRecorder = (trx: Transaction<Database>, events: readonly DomainEvent[]) => Promise<void>;

type EventOf<T extends EventType> = Extract<AnyDomainEvent, { type: T }>;

interface LiveSubscription {
  handler(event: AnyDomainEvent): void;
  /** Whether the subscriber wants events now at all (a live page open somewhere); absent: always. */
  interested?: () => boolean;
}

export interface EventFlowOptions {
  database: DatabaseHandle;
  bus: Bus;
  log: FastifyBaseLogger;
  /** OUTBOX_DISPATCH. */
  dispatch: boolean;
  /** Check every published event against the catalogue (tests). */
  validate: boolean;
}

/**
 * The one way facts leave a module (docs/adr/0012-domain-events-and-outbox.md). Services publish events inside
 * `change`; after the commit they reach:
 * - live subscribers (`onEvent`) on every node, at once, through the bus: caches and live pages. Best effort, like
 *   the bus: a node that missed messages hears of the gap and drops what it holds;
 * - durable subscribers (`subscribeDurable`) on one node, at least once, in order per subject, through the outbox
 *   rows written in the change's own transaction: nothing is lost to a crash between commit and delivery.
 */
export class EventFlow {
  private readonly live = new Map<EventType, LiveSubscription[]>();
  private readonly durable = new Map<string, { types: ReadonlySet<EventType>; handler: DurableHandler }>();
  private readonly recorders: TransactionRecorder[] = [];
  private readonly dispatcher: OutboxDispatcher;

  constructor(private readonly options: EventFlowOptions) {
    this.dispatcher = new OutboxDispatcher({
      db: options.database.db,
      bus: options.bus,
      log: options.log,
      enabled: options.dispatch,
      shared: options.database.dialect.kind === 'postgres',
      handlerOf: (name) => this.durable.get(name)?.handler,
    });
    options.bus.subscribe(CHANNEL, (message) => this.deliverLive(JSON.parse(message) as AnyDomainEvent[]));
  }

  /** Starts delivering the outbox; call once every durable subscriber is registered. */
  start(): void {
    this.dispatcher.start();
  }

  /** Runs `handler` on every node for each committed event of `types`. It must be quick and must not wait. */
  onEvent<T extends EventType>(
    types: readonly T[],
    handler: (event: EventOf<T>) => void,
    interested?: () => boolean,
  ): void {
    for (const type of types) {
      const subscription: LiveSubscription = { handler: handler as (event: AnyDomainEvent) => void, interested };
      this.live.set(type, [...(this.live.get(type) ?? []), subscription]);
    }
  }

  /**
   * Hands each event of `types` to `handler` at least once, on one node. `name` is stored with every outbox row: it
   * must stay the same across releases. A handler that throws is retried with back-off; it must tolerate repeats.
   */
  subscribeDurable<T extends EventType>(
    name: string,
    types: readonly T[],
    handler: (event: EventOf<T>) => Promise<void>,
  ): void {
    if (this.durable.has(name)) throw new Error(`durable subscriber ${name} registered twice`);
    this.durable.set(name, { types: new Set(types), handler: handler as DurableHandler });
  }

  /**
   * Runs `recorder` inside every change's transaction with the events it published, before the commit: what must
   * exist exactly when the change does (the audit log). It must be quick; when it throws, the change rolls back.
   */
  recordInTransaction(recorder: TransactionRecorder): void {
    this.recorders.push(recorder);
  }

  /** The durable subscribers that want `type`: a publisher writing outbox rows itself names them. */
  durableSubscribersOf(type: EventType): string[] {
    return [...this.durable].filter(([, { types }]) => types.has(type)).map(([name]) => name);
  }

  /** True when some subscriber would take an event of `type` now: a publisher may skip building it otherwise. */
  wants(type: EventType): boolean {
    if (this.durableSubscribersOf(type).length > 0 || this.options.bus.distributed) return true;
    return (this.live.get(type) ?? []).some((subscription) => subscription.interested?.() ?? true);
  }

  /**
   * Runs `work` in one transaction; the events it publishes are written to the outbox in that transaction and go
   * out once it has committed. When `work` throws, nothing is written and nothing goes out.
   */
  async change<T>(work: (scope: ChangeScope) => Promise<T>): Promise<T> {
    const events: DomainEvent[] = [];
    const callbacks: Array<() => void> = [];
    const result = await this.options.database.db.transaction().execute(async (trx) => {
      const value = await work({
        trx,
        publish: (event) => events.push(event),
        afterCommit: (callback) => callbacks.push(callback),
      });
      await this.writeOutbox(trx, events);
      return value;
    });
    this.committed(events);
    for (const callback of callbacks) {
      try {
        callback();
      } catch (error) {
        this.options.log.error({ err: error }, 'a callback after a commit failed');
      }
    }
    return result;
  }

  /** A change that is only its event (an export): the event's outbox and audit rows, in one transaction. */
  publishAlone(event: DomainEvent): Promise<void> {
    return this.change(async ({ publish }) => publish(event));
  }

  /** Writes the outbox rows of `events` in the caller's transaction (a publisher that runs its own). */
  async writeOutbox(trx: Transaction<Database>, events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) if (this.options.validate) assertEventShape(event);
    if (events.length > 0) for (const recorder of this.recorders) await recorder(trx, events);
    const rows = events.flatMap((event) =>
      this.durableSubscribersOf(event.type).map((subscriber) => ({ event, subscriber })),
    );
    await insertOutboxRows(trx, rows);
  }

  /**
   * Sends committed events on: to the live subscribers of every node, and (their rows being written) to the
   * dispatcher. For publishers whose transaction is their own (`writeOutbox`) or on another thread (the clicks).
   */
  committed(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    if (this.options.validate) for (const event of events) assertEventShape(event);
    if (events.some((event) => this.durableSubscribersOf(event.type).length > 0)) this.dispatcher.nudge();
    this.options.bus.publish(CHANNEL, JSON.stringify(events));
  }

  /** How many outbox rows wait, and since when the oldest (for /healthz). */
  backlog(): Promise<{ waiting: number; oldestAt: number | null }> {
    return outboxBacklog(this.options.database.db);
  }

  /** Resolves once events published here reach the other nodes and theirs reach this one (see Bus.connected). */
  connected(): Promise<void> {
    return this.options.bus.connected();
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }

  private deliverLive(events: readonly AnyDomainEvent[]): void {
    for (const event of events) {
      for (const { handler } of this.live.get(event.type) ?? []) {
        try {
          handler(event);
        } catch (error) {
          this.options.log.error({ err: error, eventId: event.id, type: event.type }, 'live event subscriber failed');
        }
      }
    }
  }
}
