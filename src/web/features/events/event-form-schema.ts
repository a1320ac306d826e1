import * as z from 'zod/mini';
import { createEventSchema, updateEventSchema, type EventItem, type UpdateEventInput } from '../../../shared/events.js';
import { ApiError } from '../../api/client.js';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../../lib/local-time.js';

/**
 * What the event form's inputs hold: the name as typed, each end as a datetime-local value in the viewer's zone ('' for
 * none, or 'invalid' while its text is not a date, which the shared schema refuses as invalid_date), the location's
 * id ('' for none) and the ids of the ticked forms.
 */
export interface EventFormValues {
  name: string;
  startsAt: string;
  endsAt: string;
  locationId: string;
  feedbackIds: string[];
}

export const EVENT_FORM_FIELDS = ['name', 'startsAt', 'endsAt', 'locationId', 'feedbackIds'] as const;

// The inputs become the API's body (ends as ISO instants with the viewer's offset, blanks as null); the shared schema
// then checks it with the server's own rules, so both sides refuse the same input with the same codes.
const asApiBody = z.pipe(
  z.object({
    name: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    locationId: z.string(),
    feedbackIds: z.array(z.string()),
  }),
  z.transform((values): z.input<typeof updateEventSchema> => ({
    ...values,
    startsAt: values.startsAt ? dateTimeLocalToIso(values.startsAt) : null,
    endsAt: values.endsAt ? dateTimeLocalToIso(values.endsAt) : null,
  })),
);

export const createEventFormSchema = z.pipe(asApiBody, createEventSchema);
export const updateEventFormSchema = z.pipe(asApiBody, updateEventSchema);

export const emptyEventForm = (): EventFormValues => ({
  name: '',
  startsAt: '',
  endsAt: '',
  locationId: '',
  feedbackIds: [],
});

export function eventToForm(event: EventItem): EventFormValues {
  return {
    name: event.name,
    startsAt: isoToDateTimeLocal(event.startsAt),
    endsAt: isoToDateTimeLocal(event.endsAt),
    locationId: event.locationId ?? '',
    feedbackIds: event.forms.map((form) => form.id),
  };
}

// The inputs hold minutes: a saved end with seconds (set through the API) is unchanged when its minute is.
const minuteOf = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 60_000) : null);
const sameInstant = (a: string | null | undefined, b: string | null) => minuteOf(a) === minuteOf(b);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

/**
 * What differs from the saved event, compared by meaning rather than by input (the same instant written in another
 * offset, the same forms ticked in another order are no change): only that goes into the PATCH.
 */
export function eventChanges(values: UpdateEventInput, event: EventItem): UpdateEventInput {
  const changes: UpdateEventInput = {};
  if (values.name !== undefined && values.name !== event.name) changes.name = values.name;
  if (values.startsAt !== undefined && !sameInstant(values.startsAt, event.startsAt))
    changes.startsAt = values.startsAt;
  if (values.endsAt !== undefined && !sameInstant(values.endsAt, event.endsAt)) changes.endsAt = values.endsAt;
  if (values.locationId !== undefined && values.locationId !== event.locationId) changes.locationId = values.locationId;
  const linked = event.forms.map((form) => form.id);
  if (values.feedbackIds !== undefined && !sameSet(values.feedbackIds, linked))
    changes.feedbackIds = values.feedbackIds;
  return changes;
}

/**
 * Sends a save. A form the server refuses (deleted meanwhile) is named by its place in the list (`feedbackIds.2`):
 * the issue goes to the picker as a whole, and `onRefused` learns which forms it was, so the picker can mark them.
 */
export async function saveWithRefusedForms<T>(
  feedbackIds: readonly string[],
  save: () => Promise<T>,
  onRefused: (ids: string[]) => void,
): Promise<T> {
  onRefused([]);
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = error.fields.flatMap((field) => {
      const index = /^feedbackIds\.(\d+)$/.exec(field.path)?.[1];
      const id = index === undefined ? undefined : feedbackIds[Number(index)];
      return id === undefined ? [] : [id];
    });
    onRefused(refused);
    const fields = error.fields.map((field) => ({
      ...field,
      path: field.path.replace(/^feedbackIds\.\d+$/, 'feedbackIds'),
    }));
    throw new ApiError(error.status, error.code, error.message, fields, error.details);
  }
}
