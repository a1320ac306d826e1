import * as z from 'zod/mini';
import {
  createWebhookSchema,
  rotateWebhookSecretSchema,
  updateWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookEventType,
} from '../../../../shared/webhooks.js';

/** What the endpoint form's inputs hold, for a new endpoint and an edited one alike. */
export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

export const WEBHOOK_FORM_FIELDS = ['url', 'description', 'eventTypes', 'enabled'] as const;

// The inputs as typed; the shared schemas then check them with the server's own rules and codes.
const formValues = z.object({
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
});

// The inputs are already the API's body; the transforms only say so to the type of the pipe.
export const createWebhookFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof createWebhookSchema> => values),
  ),
  createWebhookSchema,
);
export const updateWebhookFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof updateWebhookSchema> => values),
  ),
  updateWebhookSchema,
);

// A new endpoint receives what its maker ticks, and is on from the start.
export const NEW_WEBHOOK: WebhookFormValues = { url: '', description: '', eventTypes: [], enabled: true };

export function webhookToForm(webhook: Webhook): WebhookFormValues {
  return {
    url: webhook.url,
    description: webhook.description,
    eventTypes: [...webhook.eventTypes],
    enabled: webhook.enabled,
  };
}

/**
 * The PATCH body: only what differs from the endpoint as saved, so an untouched address is never checked again. The
 * event types count as changed when the set differs, whatever the order they were ticked in.
 */
export function webhookChanges(values: UpdateWebhookInput, saved: Webhook): UpdateWebhookInput {
  const changes: UpdateWebhookInput = {};
  if (values.url !== undefined && values.url !== saved.url) changes.url = values.url;
  if (values.description !== undefined && values.description !== saved.description) {
    changes.description = values.description;
  }
  if (values.eventTypes !== undefined && !sameTypes(values.eventTypes, saved.eventTypes)) {
    changes.eventTypes = values.eventTypes;
  }
  if (values.enabled !== undefined && values.enabled !== saved.enabled) changes.enabled = values.enabled;
  return changes;
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((type) => set.has(type));
}

/** The rotation dialog: blank for a generated secret, or the person's own (moving from another product). */
export interface RotateSecretFormValues {
  secret: string;
}

export const rotateSecretFormSchema = z.pipe(
  z.pipe(
    z.object({ secret: z.string() }),
    z.transform(({ secret }: RotateSecretFormValues) => (secret.trim() === '' ? {} : { secret })),
  ),
  rotateWebhookSecretSchema,
);
