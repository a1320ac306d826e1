import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_LOG_DAYS } from '../../../shared/webhooks.js';
import type { AppContext } from '../../app-context.js';
import type { EventType } from '../../events/catalogue.js';
import { systemClock, type Clock } from '../../schedule/schedule.js';
import { WebhookNetworkGuard, type HostResolver } from './webhook-address.js';
import { queueMessages } from './webhook-fanout.js';
import { WebhookPoster } from './webhook-http.js';
import { deleteOldMessages } from './webhook-messages.repo.js';
import { payloadsOf, SOURCE_EVENTS, type SourceEvent } from './webhook-payloads.js';
import { WebhookSender } from './webhook-sender.js';
import type { WebhookRuntime } from './webhooks.service.js';
import { enabledEndpoints } from './webhooks.repo.js';

/** The name of the outbox's subscriber that makes the messages: stored with every outbox row, never to change. */
const FANOUT_SUBSCRIBER = 'webhooks.messages';
export const WEBHOOK_RETENTION_JOB = 'webhooks.retention';
const RETENTION_RUNS_AT = { hour: 4, minute: 0, timeZone: 'UTC' } as const;
/** The delivery log (messages and their attempts) is kept this long. */
export const WEBHOOK_LOG_KEPT_MS = WEBHOOK_LOG_DAYS * 86_400_000;
const RETENTION_BATCH = 1_000;

/** The webhook types a domain event can become (clicks: a link's click and a code's scan). */
const TYPES_OF: Partial<Record<EventType, readonly string[]>> = {
  'clicks.stored': ['link.clicked', 'qr.scanned'],
  'page_views.stored': ['page.viewed'],
};

export interface WebhookSetupOptions {
  /** Resolves receivers' host names (tests hand in one that answers what they want). */
  resolver?: HostResolver;
  /** When retries are due (tests move it). */
  clock?: Clock;
}

export interface Webhooks extends WebhookRuntime {
  start(): void;
  /** Resolves once nothing is being sent (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Webhooks in the app (docs/webhooks.md): the outbox's subscriber that turns each domain event into a message per
 * endpoint that wants it, the sender on this node, and the daily deletion of the 30-day delivery log.
 */
export function setUpWebhooks(
  ctx: Pick<AppContext, 'config' | 'database' | 'events' | 'schedule'>,
  log: FastifyBaseLogger,
  options: WebhookSetupOptions = {},
): Webhooks {
  const { db } = ctx.database;
  const clock = options.clock ?? systemClock;
  const guard = new WebhookNetworkGuard(ctx.config.webhookAllowedNetworks, options.resolver);
  const sender = new WebhookSender({
    db,
    events: ctx.events,
    poster: new WebhookPoster(guard),
    log,
    now: () => clock.now(),
    enabled: ctx.config.outboxDispatch,
  });

  ctx.events.subscribeDurable(FANOUT_SUBSCRIBER, SOURCE_EVENTS, async (event) => {
    const types = TYPES_OF[event.type] ?? [event.type];
    // An endpoint hears of what happened once it existed, not of what was still on its way through the outbox.
    const endpoints = (await enabledEndpoints(db, event.workspaceId)).filter(
      (endpoint) =>
        endpoint.created_at <= event.occurredAt && endpoint.event_types.some((type) => types.includes(type)),
    );
    if (endpoints.length === 0) return;
    const payloads = await payloadsOf(db, event as SourceEvent);
    if ((await queueMessages(db, endpoints, payloads, clock.now())) > 0) sender.nudge();
  });

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
    nudge: () => sender.nudge(),
    start: () => sender.start(),
    idle: () => sender.idle(),
    close: () => sender.close(),
  };
}
