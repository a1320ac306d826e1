import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../cluster/bus.js';
import type { Db } from '../db/database.js';
import { Rounds } from '../schedule/rounds.js';
import type { DomainEvent } from './catalogue.js';
import {
  deleteOutboxRow,
  dueChainHeads,
  postponeOutboxRow,
  releaseLease,
  takeLease,
  type OutboxEntry,
} from './outbox.repo.js';

const NUDGE_CHANNEL = 'outbox-nudge';
// The lease outlives a few missed renewals; a node that died is replaced within this time.
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
// The leader looks for due retries this often (new events nudge it at once); the others ask for the lease.
const LEADER_POLL_MS = 1_000;
const FOLLOWER_POLL_MS = RENEW_MS;
const BATCH = 100;
// Back-off after the n-th failure: 1 s, 2 s, 4 s … at most 15 minutes, with jitter so failures do not align.
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15 * 60_000;
// A subscriber that fails for a whole day gets no more tries: the row goes, with an error naming the event.
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const UNKNOWN_SUBSCRIBER_WAIT_MS = 60_000;

export type DurableHandler = (event: DomainEvent) => Promise<void>;

export interface DispatcherOptions {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** OUTBOX_DISPATCH: false on a node that must never deliver (it still writes rows). */
  enabled: boolean;
  /**
   * Whether other nodes may share the database (PostgreSQL), so that the lease must choose one. An SQLite file is one
   * node's: that node always leads, and no write every few seconds competes with its redirects for the file's lock.
   */
  shared: boolean;
  handlerOf(subscriber: string): DurableHandler | undefined;
}

/**
 * Hands the outbox's rows to their durable subscribers, at least once and in order per subscriber and subject, on
 * one node at a time: the holder of the lease in `outbox_lease`. A delivered row is deleted; a failed one waits its
 * back-off while the other chains go on.
 */
export class OutboxDispatcher {
  private readonly holder = randomBytes(8).toString('hex');
  private leaseUntil: number;
  private readonly rounds = new Rounds({
    round: () => this.lead(),
    onFailure: (error) => this.reportFailure(error),
    pollMs: () => (this.isLeader() ? LEADER_POLL_MS : FOLLOWER_POLL_MS),
  });
  private closed = false;
  private failing = false;

  constructor(private readonly options: DispatcherOptions) {
    this.leaseUntil = options.shared ? 0 : Number.POSITIVE_INFINITY;
    options.bus.subscribe(NUDGE_CHANNEL, () => this.runSoon());
  }

  start(): void {
    if (this.options.enabled) this.rounds.wake();
  }

  /** New rows were committed: the leader, wherever it runs, delivers them now rather than at its next poll. */
  nudge(): void {
    if (this.isLeader()) this.runSoon();
    else this.options.bus.publish(NUDGE_CHANNEL, '');
  }

  /** Resolves once no delivery round is running (a graceful stop waits for the one under way). */
  idle(): Promise<void> {
    return this.rounds.idle();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.rounds.stop();
    await this.idle();
    if (this.options.shared && this.leaseUntil > Date.now()) {
      await releaseLease(this.options.db, this.holder).catch(() => undefined);
    }
  }

  private isLeader(): boolean {
    return this.options.enabled && this.leaseUntil > Date.now();
  }

  private runSoon(): void {
    if (this.isLeader() && !this.closed) this.rounds.wake();
  }

  private async lead(): Promise<void> {
    const now = Date.now();
    if (this.options.shared && this.leaseUntil - now < LEASE_MS - RENEW_MS) {
      const granted = await takeLease(this.options.db, this.holder, now, now + LEASE_MS);
      this.leaseUntil = granted ? now + LEASE_MS : 0;
    }
    if (!this.isLeader()) return;
    for (;;) {
      const heads = await dueChainHeads(this.options.db, Date.now(), BATCH);
      for (const entry of heads) {
        if (this.closed || !this.isLeader()) return;
        await this.deliver(entry);
      }
      if (heads.length < BATCH) break;
    }
    if (this.failing) this.options.log.info('outbox: the database answers again');
    this.failing = false;
  }

  private async deliver(entry: OutboxEntry): Promise<void> {
    const { db, log } = this.options;
    const handler = this.options.handlerOf(entry.subscriber);
    const about = { eventId: entry.event.id, type: entry.event.type, subscriber: entry.subscriber };
    if (!handler) {
      // A subscriber this node does not have: a newer release's (during a rolling upgrade, whose nodes will lead in
      // turn) or one a release removed. The row waits; once it is a day old nobody is coming for it.
      if (Date.now() - entry.createdAt > GIVE_UP_AFTER_MS) {
        log.warn(about, 'outbox: no node has this subscriber, event dropped');
        await deleteOutboxRow(db, entry.seq);
      } else {
        await postponeOutboxRow(db, entry.seq, Date.now() + UNKNOWN_SUBSCRIBER_WAIT_MS, 'no such subscriber here');
      }
      return;
    }
    try {
      await handler(entry.event);
    } catch (error) {
      const attempts = entry.attempts + 1;
      if (Date.now() - entry.createdAt > GIVE_UP_AFTER_MS) {
        log.error({ ...about, attempts, err: error }, 'outbox: subscriber failed for a day, event given up');
        await deleteOutboxRow(db, entry.seq);
        return;
      }
      const retryAt = Date.now() + retryDelayMs(attempts);
      log.error(
        { ...about, attempts, retryAt: new Date(retryAt).toISOString(), err: error },
        'outbox: subscriber failed',
      );
      await postponeOutboxRow(db, entry.seq, retryAt, error instanceof Error ? error.message : String(error));
      return;
    }
    await deleteOutboxRow(db, entry.seq);
  }

  // The database is down or refused a query: the rows wait where they are, and the next poll tries again.
  private reportFailure(error: unknown): void {
    if (!this.failing) this.options.log.warn({ err: error }, 'outbox: dispatch failed, trying again');
    this.failing = true;
  }
}

function retryDelayMs(attempts: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}
