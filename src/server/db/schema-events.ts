import type { Generated } from 'kysely';

/** One event waiting for one durable subscriber (migration 014). */
export interface OutboxTable {
  seq: Generated<number>;
  event_id: string;
  subscriber: string;
  /** `kind:id`: the subscriber takes one subject's rows in `seq` order. */
  subject: string;
  type: string;
  /** The whole event as JSON text. */
  event: string;
  created_at: number;
  attempts: Generated<number>;
  /** Not before this (epoch ms): a failed delivery waits its back-off. */
  available_at: number;
  last_error: string | null;
}

/** Who dispatches the outbox until when (one row, `dispatcher`). */
export interface OutboxLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
}
