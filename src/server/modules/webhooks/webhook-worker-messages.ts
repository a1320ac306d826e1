import type { DatabaseConfig } from '../../config.js';
import type { DomainEvent } from '../../events/catalogue.js';
import type { SourceEvent } from './webhook-payloads.js';

/** What the main thread hands the webhook thread when it starts it. */
export interface WebhookWorkerData {
  database: DatabaseConfig;
  allowedNetworks: string[];
  /** Whether this node sends (OUTBOX_DISPATCH); it still makes messages when asked. */
  send: boolean;
  /** How much lower than the redirects' the thread's CPU priority is (the lowest, unless background threads are not lowered). */
  nice: number;
  /** True when the main thread resolves host names (a test's resolver); else the thread asks the system. */
  resolveOnMain: boolean;
  /** The sender's clock as the main thread has it (a test's), or null for the system's. */
  clock: number | null;
}

export type ToWebhookWorker =
  /** Make the messages of a domain event; answered by `made` with the same id. */
  | { type: 'make'; id: number; event: SourceEvent }
  /** Messages are due now (made or queued again on the main thread). */
  | { type: 'nudge' }
  /** An endpoint changed: its next attempt reads it again. */
  | { type: 'endpoint-changed'; id: string }
  /** The durable subscribers of the events an attempt may publish (known once the app has registered them). */
  | { type: 'subscribers'; durable: Record<string, string[]> }
  /** A test's clock moved. */
  | { type: 'clock'; now: number }
  /** The answer to `resolve`. */
  | { type: 'resolved'; id: number; addresses: Array<{ address: string; family: number }> | null; code: string | null }
  | { type: 'close' };

export type FromWebhookWorker =
  | { type: 'made'; id: number; error: string | null }
  /** Events an attempt's transaction committed with their outbox rows: the main thread sends them on. */
  | { type: 'committed'; events: DomainEvent[] }
  /** Resolve a host name with the main thread's resolver. */
  | { type: 'resolve'; id: number; hostname: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; message: string; fields: Record<string, unknown> }
  | { type: 'closed' };
