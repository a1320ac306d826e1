import type { Webhook, WebhookAttemptError, WebhookMessageType } from '../../../../shared/webhooks.js';

/**
 * What an endpoint's badge says: receiving, switched off by a person, or switched off by the product because the
 * receiver answered 410 Gone or kept failing.
 */
export type WebhookStatus = 'active' | 'off' | 'gone' | 'failing';

export function webhookStatus(webhook: Pick<Webhook, 'enabled' | 'disabledReason'>): WebhookStatus {
  if (webhook.disabledReason) return webhook.disabledReason;
  return webhook.enabled ? 'active' : 'off';
}

/** The locale key of an event type's name: i18next reads a dot as nesting, so `link.clicked` is `link_clicked`. */
export function eventTypeKey(type: WebhookMessageType | (string & {})): string {
  return `webhooks.events.${type.replace('.', '_')}`;
}

/** The locale key of why an attempt failed (a code of the shared WEBHOOK_ATTEMPT_ERRORS). */
export function attemptErrorKey(error: WebhookAttemptError): string {
  return `webhooks.attempt_errors.${error}`;
}

/** A body as people read it: JSON indented, anything else as it came. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Whether a rotation's previous secret still signs beside the new one at `now`. */
export function previousSecretSigns(webhook: Pick<Webhook, 'previousSecretUntil'>, now = Date.now()): boolean {
  return webhook.previousSecretUntil !== null && new Date(webhook.previousSecretUntil).getTime() > now;
}

/** How a secret is recognised: its first characters, then an ellipsis for the rest nobody sees again. */
export function maskedSecret(prefix: string): string {
  return `${prefix}…`;
}
