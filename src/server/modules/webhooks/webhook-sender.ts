import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { Rounds } from '../../schedule/rounds.js';
import { settleAttempt, type ChangeRunner } from './webhook-outcome.js';
import { DELIVERY_TIMEOUT_MS, type WebhookPoster } from './webhook-http.js';
import { claimMessages, endpointsWithDueMessages, settleMessage, type MessageRow } from './webhook-messages.repo.js';
import { signatureHeader, signingSecrets } from './webhook-signing.js';
import { endpointById, type EndpointRow } from './webhooks.repo.js';

// New messages made on this node wake the sender at once; this finds the rest (other nodes', retries that came due).
const POLL_MS = 1_000;
// Longer than an attempt may take: a node that died with messages claimed loses them after this, and they go again
// with the same webhook-id.
const LEASE_MS = DELIVERY_TIMEOUT_MS + 45_000;
// At most this many attempts at once per endpoint on a node, and in all: a slow or dead receiver holds its own few
// connections, never the others' turn.
const PER_ENDPOINT = 4;
const TOTAL = 64;
const ENDPOINTS_PER_ROUND = 100;
// A graceful stop waits this long for attempts under way; one cut off is sent again after its lease (same id).
const CLOSE_WAIT_MS = 3_000;
const USER_AGENT = 'Scanlink-Webhooks/1.0';
// A change of an endpoint (its address, its secret, turned off) reaches the attempts after this at most.
const ENDPOINT_FRESH_MS = 1_000;
const ENDPOINTS_CACHED = 1_000;

/** Where the sender's lines go (the webhook thread hands them to the app's log). */
export interface SenderLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface WebhookSenderOptions {
  db: Db;
  /** Runs an attempt's outcome in a transaction, with the events it publishes. */
  changes: ChangeRunner;
  poster: WebhookPoster;
  log: SenderLog;
  /** When retries are due (the scheduler's clock; tests move it). */
  now: () => number;
  /** Whether this node sends (OUTBOX_DISPATCH): a node that only answers redirects does not. */
  enabled: boolean;
}

/**
 * Sends the webhook messages (docs/webhooks.md) on every node, on the webhook thread (webhook-worker.ts): each message
 * claimed by one node under a lease, sent signed as the Standard Webhooks specification says, its attempt logged and
 * its next try set in one transaction (webhook-outcome.ts). Nothing here runs on a request or on the redirects' thread.
 */
export class WebhookSender {
  private readonly holder = randomBytes(8).toString('hex');
  private readonly perEndpoint = new Map<string, number>();
  private readonly underWay = new Set<Promise<void>>();
  private readonly rounds = new Rounds({
    round: () => this.round(),
    onFailure: (error) => {
      // The database is down or refused a query: the messages wait where they are; the next poll tries again.
      if (!this.failing) this.options.log.warn({ err: error }, 'webhooks: sending round failed, trying again');
      this.failing = true;
    },
    pollMs: () => POLL_MS,
  });
  private failing = false;
  // Endpoints as read at most a second ago: a backlog's messages do not read their endpoint's row one by one.
  private readonly endpoints = new Map<string, { row: EndpointRow | null; readAt: number }>();

  constructor(private readonly options: WebhookSenderOptions) {}

  /** An endpoint changed (on any node): its next attempt reads it again. */
  forgetEndpoint(id: string): void {
    this.endpoints.delete(id);
  }

  start(): void {
    if (this.options.enabled) this.rounds.wake();
  }

  /** Messages were made or queued again: send them now rather than at the next poll. */
  nudge(): void {
    if (this.options.enabled) this.rounds.wake();
  }

  async close(): Promise<void> {
    this.rounds.stop();
    await this.rounds.idle();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.underWay),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    this.options.poster.close();
  }

  private async round(): Promise<void> {
    const { db } = this.options;
    const times = { dueBy: this.options.now(), now: Date.now() };
    for (const endpointId of await endpointsWithDueMessages(db, times, ENDPOINTS_PER_ROUND)) {
      const free = Math.min(PER_ENDPOINT - (this.perEndpoint.get(endpointId) ?? 0), TOTAL - this.underWay.size);
      if (free <= 0) continue;
      const messages = await claimMessages(db, endpointId, this.holder, times, times.now + LEASE_MS, free);
      for (const message of messages) this.launch(message);
      if (this.underWay.size >= TOTAL) break;
    }
    if (this.failing) this.options.log.info({}, 'webhooks: the database answers again');
    this.failing = false;
  }

  private async endpointOf(id: string): Promise<EndpointRow | null> {
    const cached = this.endpoints.get(id);
    if (cached && Date.now() - cached.readAt < ENDPOINT_FRESH_MS) return cached.row;
    const row = await endpointById(this.options.db, id);
    if (this.endpoints.size > ENDPOINTS_CACHED) this.endpoints.clear();
    this.endpoints.set(id, { row, readAt: Date.now() });
    return row;
  }

  private launch(message: MessageRow): void {
    const endpointId = message.endpoint_id;
    this.perEndpoint.set(endpointId, (this.perEndpoint.get(endpointId) ?? 0) + 1);
    const attempt: Promise<void> = this.attempt(message)
      .catch((error: unknown) => {
        // The outcome could not be stored (the database is away): the lease runs out and the message goes again.
        this.options.log.warn({ err: error, messageId: message.id }, 'webhooks: an attempt could not be recorded');
      })
      .finally(() => {
        this.underWay.delete(attempt);
        const left = (this.perEndpoint.get(endpointId) ?? 1) - 1;
        if (left > 0) this.perEndpoint.set(endpointId, left);
        else this.perEndpoint.delete(endpointId);
        this.rounds.wake();
      });
    this.underWay.add(attempt);
  }

  private async attempt(message: MessageRow): Promise<void> {
    const { db, poster } = this.options;
    const endpoint = await this.endpointOf(message.endpoint_id);
    if (!endpoint?.enabled) {
      // Turned off since the message was made: it is never sent.
      await settleMessage(db, message.id, this.holder, {
        state: 'failed',
        attempts: message.attempts,
        nextAttemptAt: null,
      });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(signingSecrets(endpoint, Date.now()), message.id, timestamp, message.body),
    };
    const attemptedAt = this.options.now();
    const result = await poster.post(endpoint.url, headers, message.body);
    await settleAttempt(
      { changes: this.options.changes, holder: this.holder },
      { message, endpoint, headers, result, attemptedAt },
    );
  }
}
