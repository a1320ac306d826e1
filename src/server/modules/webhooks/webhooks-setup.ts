import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_LOG_DAYS } from '../../../shared/webhooks.js';
import type { AppContext } from '../../app-context.js';
import { systemClock, type Clock } from '../../schedule/schedule.js';
import { WebhookNetworkGuard, type HostResolver } from './webhook-address.js';
import { deleteOldMessages } from './webhook-messages.repo.js';
import { SOURCE_EVENTS } from './webhook-payloads.js';
import { WebhookThread } from './webhook-thread.js';
import type { WebhookRuntime } from './webhooks.service.js';

/** The name of the outbox's subscriber that makes the messages: stored with every outbox row, never to change. */
const FANOUT_SUBSCRIBER = 'webhooks.messages';
export const WEBHOOK_RETENTION_JOB = 'webhooks.retention';
const RETENTION_RUNS_AT = { hour: 4, minute: 0, timeZone: 'UTC' } as const;
/** The delivery log (messages and their attempts) is kept this long. */
export const WEBHOOK_LOG_KEPT_MS = WEBHOOK_LOG_DAYS * 86_400_000;
const RETENTION_BATCH = 1_000;

export interface WebhookSetupOptions {
  /** Resolves receivers' host names (tests hand in one that answers what they want). */
  resolver?: HostResolver;
  /** When retries are due (tests move it). */
  clock?: Clock;
}

export interface Webhooks extends WebhookRuntime {
  start(): void;
  close(): Promise<void>;
}

/**
 * Webhooks in the app (docs/webhooks.md): the outbox's subscriber that hands each domain event to the webhook thread,
 * which makes a message per endpoint that wants it and sends them (webhook-thread.ts), and the daily deletion of the
 * 30-day delivery log.
 */
export function setUpWebhooks(
  ctx: Pick<AppContext, 'config' | 'database' | 'events' | 'schedule'>,
  log: FastifyBaseLogger,
  options: WebhookSetupOptions = {},
): Webhooks {
  const { db } = ctx.database;
  const clock = options.clock ?? systemClock;
  const guard = new WebhookNetworkGuard(ctx.config.webhookAllowedNetworks, options.resolver);
  const thread = new WebhookThread({
    config: ctx.config,
    db,
    events: ctx.events,
    log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.resolver ? { resolver: options.resolver } : {}),
  });

  ctx.events.subscribeDurable(FANOUT_SUBSCRIBER, SOURCE_EVENTS, (event) => thread.make(event));
  ctx.events.onEvent(['webhook.created'], () => thread.endpointMade());
  ctx.events.onEvent(['webhook.updated', 'webhook.deleted', 'webhook.disabled'], (event) =>
    thread.endpointChanged(event.data.id),
  );

  ctx.schedule.every(WEBHOOK_RETENTION_JOB, RETENTION_RUNS_AT, async ({ scheduledFor, signal, runKey }) => {
    const before = scheduledFor.getTime() - WEBHOOK_LOG_KEPT_MS;
    let deleted = 0;
    for (;;) {
      signal.throwIfAborted();
      const count = await deleteOldMessages(db, before, RETENTION_BATCH);
      deleted += count;
      if (count < RETENTION_BATCH) break;
      // The event loop turns between batches: on SQLite the deletes run on the thread that answers redirects.
      await new Promise((resolve) => setImmediate(resolve));
    }
    log.info({ runKey, deleted }, 'webhooks: messages older than 30 days deleted, with their attempts');
  });

  return {
    guard,
    now: () => clock.now(),
    nudge: () => thread.nudge(),
    start: () => thread.start(),
    close: () => thread.close(),
  };
}
