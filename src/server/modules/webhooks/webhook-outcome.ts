import { newId } from '../../db/ids.js';
import type { ChangeScope } from '../../events/event-flow.js';
import { newEvent } from '../../events/new-event.js';
import { clearPlannedRetries, insertAttempt } from './webhook-attempts.repo.js';
import type { PostResult } from './webhook-http.js';
import { failPendingMessages, settleMessage, type MessageRow } from './webhook-messages.repo.js';
import {
  DISABLE_AFTER_FAILING_MS,
  DISABLE_AFTER_FAILURES,
  NOTIFY_AFTER_FAILURES,
  nextAttemptAt,
} from './webhook-retries.js';
import { disableEndpoint, recordFailure, recordSuccess, type EndpointRow } from './webhooks.repo.js';

/** A transaction whose published events go out with it (written to the outbox, then sent on once committed). */
export interface ChangeRunner {
  change(work: (scope: OutcomeScope) => Promise<void>): Promise<void>;
}
type OutcomeScope = Pick<ChangeScope, 'trx' | 'publish'>;

export interface Attempted {
  message: MessageRow;
  endpoint: EndpointRow;
  headers: Record<string, string>;
  result: PostResult;
  /** On the sender's clock, like the retry it sets. */
  attemptedAt: number;
}

/**
 * What an attempt leaves, in one transaction: its line in the delivery log, the message delivered, due again on the
 * retry schedule or failed, and the endpoint's health. A 410 turns the endpoint off at once; 20 failures in a row or
 * 5 days without a success too; the owners hear of it at the 5th failure in a row and when it goes off
 * (`webhook.failing`, `webhook.disabled`: the notifications module tells them).
 */
export async function settleAttempt(deps: { changes: ChangeRunner; holder: string }, attempted: Attempted) {
  const { message, endpoint, headers, result, attemptedAt: now } = attempted;
  const attempts = message.attempts + 1;
  const succeeded = result.error === null;
  const gone = result.status === 410;
  const retryAt = succeeded || gone ? null : nextAttemptAt(attempts, now);
  await deps.changes.change(async (scope) => {
    const { trx } = scope;
    if (message.attempts > 0) await clearPlannedRetries(trx, { messageId: message.id });
    await insertAttempt(trx, {
      id: newId(),
      message_id: message.id,
      endpoint_id: endpoint.id,
      event_type: message.event_type,
      attempted_at: now,
      succeeded,
      status: result.status,
      duration_ms: result.durationMs,
      error: result.error,
      request_headers: headers,
      response_body: result.responseBody,
      next_attempt_at: retryAt,
    });
    await settleMessage(trx, message.id, deps.holder, {
      state: succeeded ? 'delivered' : retryAt === null ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: retryAt,
    });
    if (succeeded) {
      await recordSuccess(trx, endpoint.id, now);
      return;
    }
    const health = await recordFailure(trx, endpoint.id, now);
    if (!health) return;
    if (gone) await turnOff(scope, endpoint, 'gone', now);
    else if (health.failures >= DISABLE_AFTER_FAILURES || now - health.failingSince >= DISABLE_AFTER_FAILING_MS) {
      await turnOff(scope, endpoint, 'failing', now);
    } else if (health.failures === NOTIFY_AFTER_FAILURES) {
      scope.publish(
        newEvent(
          'webhook.failing',
          { workspaceId: endpoint.workspace_id },
          { id: endpoint.id, url: endpoint.url, failures: health.failures, createdBy: endpoint.created_by },
        ),
      );
    }
  });
}

async function turnOff(scope: OutcomeScope, endpoint: EndpointRow, reason: 'gone' | 'failing', now: number) {
  // Another node may have turned it off a moment ago: then it told, and this one stays quiet.
  if (!(await disableEndpoint(scope.trx, endpoint.id, reason, now))) return;
  await failPendingMessages(scope.trx, endpoint.id);
  await clearPlannedRetries(scope.trx, { endpointId: endpoint.id });
  scope.publish(
    newEvent(
      'webhook.disabled',
      { workspaceId: endpoint.workspace_id },
      { id: endpoint.id, url: endpoint.url, reason, createdBy: endpoint.created_by },
    ),
  );
}
