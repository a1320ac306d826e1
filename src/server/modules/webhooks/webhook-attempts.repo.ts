import type { WebhookAttemptError } from '../../../shared/webhooks.js';
import type { Db } from '../../db/database.js';
import type { WebhookAttemptTable } from '../../db/schema.js';
import { storedColumns } from '../../db/stored-columns.js';
import { olderThan, type ListPosition } from '../../db/workspace-repo.js';

const stored = storedColumns({ bool: ['succeeded'], json: ['request_headers'] });

export interface AttemptRow extends Omit<WebhookAttemptTable, 'succeeded' | 'request_headers' | 'error'> {
  succeeded: boolean;
  request_headers: Record<string, string>;
  error: WebhookAttemptError | null;
}

/** An attempt in the log, with the body it sent (the message's, the same at every attempt). */
export type LoggedAttempt = AttemptRow & { body: string };

export async function insertAttempt(db: Db, row: AttemptRow): Promise<void> {
  await db.insertInto('webhook_attempt').values(stored.write(db, row)).execute();
}

/**
 * The log shows a retry as planned only until it happens, or until it never will: the planned time of a message's
 * earlier attempts goes when the next is made, and of an endpoint's attempts when it is turned off.
 */
export async function clearPlannedRetries(db: Db, of: { messageId: string } | { endpointId: string }): Promise<void> {
  await db
    .updateTable('webhook_attempt')
    .set({ next_attempt_at: null })
    .where('messageId' in of ? 'message_id' : 'endpoint_id', '=', 'messageId' in of ? of.messageId : of.endpointId)
    .where('next_attempt_at', 'is not', null)
    .execute();
}

export interface AttemptFilter {
  endpointId: string;
  eventType?: string;
  succeeded?: boolean;
  before?: ListPosition;
  limit: number;
}

/** An endpoint's attempts, newest first, by the filters. */
export async function findAttempts(db: Db, filter: AttemptFilter): Promise<LoggedAttempt[]> {
  let query = db
    .selectFrom('webhook_attempt')
    .innerJoin('webhook_message', 'webhook_message.id', 'webhook_attempt.message_id')
    .selectAll('webhook_attempt')
    .select('webhook_message.body')
    .where('webhook_attempt.endpoint_id', '=', filter.endpointId);
  if (filter.eventType) query = query.where('webhook_attempt.event_type', '=', filter.eventType);
  if (filter.succeeded !== undefined) {
    query = query.where('webhook_attempt.succeeded', '=', stored.write(db, { succeeded: filter.succeeded }).succeeded);
  }
  if (filter.before)
    query = query.where(olderThan(filter.before, 'webhook_attempt.attempted_at', 'webhook_attempt.id'));
  const rows = await query
    .orderBy('webhook_attempt.attempted_at', 'desc')
    .orderBy('webhook_attempt.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => {
    const plain = stored.read(row) as unknown as LoggedAttempt;
    return {
      ...plain,
      attempted_at: Number(plain.attempted_at),
      next_attempt_at: plain.next_attempt_at === null ? null : Number(plain.next_attempt_at),
      duration_ms: Number(plain.duration_ms),
      status: plain.status === null ? null : Number(plain.status),
    };
  });
}
