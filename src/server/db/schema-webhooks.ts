import type { Bool, EpochMs, Json } from './schema.js';

/** A workspace's webhook receiver (docs/webhooks.md). */
export interface WebhookEndpointTable {
  id: string;
  workspace_id: string;
  url: string;
  description: string;
  /** The event types it wants (a JSON array). */
  event_types: Json;
  enabled: Bool;
  /** Why the product turned it off: `gone` (410), `failing`; null when on, or turned off by a person. */
  disabled_reason: string | null;
  /** `whsec_…`: kept as it is, since every message is signed with it. */
  secret: string;
  /** The secret before the last rotation, which signs beside the new one until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: EpochMs | null;
  failures_in_a_row: number;
  /** The first failure since the last success; null while deliveries succeed. */
  failing_since: EpochMs | null;
  last_delivery_at: EpochMs | null;
  last_success_at: EpochMs | null;
  created_by: string | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export type WebhookMessageState = 'pending' | 'delivered' | 'failed';

/** One message for one endpoint: its body as sent, and where its delivery stands. */
export interface WebhookMessageTable {
  /** `msg_…`, the `webhook-id` of every attempt. */
  id: string;
  endpoint_id: string;
  workspace_id: string;
  event_type: string;
  body: string;
  created_at: EpochMs;
  state: WebhookMessageState;
  attempts: number;
  /** When it is due; null once delivered or failed. */
  next_attempt_at: EpochMs | null;
  /** The node sending it now, until `lease_until`. */
  lease_holder: string | null;
  lease_until: EpochMs | null;
}

/** One attempt of a message: the delivery log. */
export interface WebhookAttemptTable {
  id: string;
  message_id: string;
  endpoint_id: string;
  event_type: string;
  attempted_at: EpochMs;
  succeeded: Bool;
  status: number | null;
  duration_ms: number;
  error: string | null;
  request_headers: Json;
  response_body: string;
  next_attempt_at: EpochMs | null;
}
