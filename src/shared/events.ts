// Events (docs/product.md, Events): a name, an optional time window and place, and the feedback forms answered there.
import * as z from 'zod/mini';
import { formStatisticsSchema } from './feedback-statistics.js';
import { pageSchema, type Page } from './list.js';

export const EVENT_NAME_MAX = 200;
export const EVENT_FORMS_MAX = 50;

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(EVENT_NAME_MAX, { error: 'too_long' }));

// An instant as the forms send it (ISO 8601 with an offset); a cleared field sends null.
const instantInput = z.nullable(z.iso.datetime({ offset: true, error: 'invalid_date' }));
// A cleared select sends "" for "none".
const optionalRef = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(64, { error: 'too_long' }))),
  z.transform((value) => (value ? value : null)),
);
const formIdsSchema = z
  .array(z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' })))
  .check(z.maxLength(EVENT_FORMS_MAX, { error: 'too_long' }));

// The end may not come before the start; the refusal is on the end, where the form shows it.
function checkWindow(value: { startsAt?: string | null; endsAt?: string | null }, ctx: z.core.$RefinementCtx) {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) < Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'range_end_before_start' });
  }
}

const eventFields = {
  name: nameSchema,
  startsAt: instantInput,
  endsAt: instantInput,
  locationId: optionalRef,
  /** The forms answered at the event, replacing the whole list. */
  feedbackIds: formIdsSchema,
};

export const createEventSchema = z
  .strictObject({
    name: eventFields.name,
    startsAt: z.optional(eventFields.startsAt),
    endsAt: z.optional(eventFields.endsAt),
    locationId: z.optional(eventFields.locationId),
    feedbackIds: z.optional(eventFields.feedbackIds),
  })
  .check(z.superRefine(checkWindow));
export type CreateEventInput = z.infer<typeof createEventSchema>;

/** Any field may change; a change of only one end of the window is checked against the stored other end too. */
export const updateEventSchema = z.partial(z.strictObject(eventFields)).check(
  z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }),
  z.superRefine(checkWindow),
);
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  locationId: z.nullable(z.string()),
  locationName: z.nullable(z.string()),
  forms: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventItem = z.infer<typeof eventSchema>;
export const eventPageSchema = pageSchema(eventSchema);
export type EventList = Page<EventItem>;

/** `GET /api/events/{id}/statistics?tz=`: the time zone the forms' series count their days in. */
export const eventStatisticsQuerySchema = z.object({
  tz: z.optional(
    z.string().check(z.maxLength(64, { error: 'too_long' }), z.describe('IANA time zone of the days (default UTC).')),
  ),
});
export type EventStatisticsQuery = z.infer<typeof eventStatisticsQuerySchema>;

/** `GET /api/events/{id}/statistics`: each linked form's statistics over the event's window, and their total. */
export const eventStatisticsSchema = z.object({
  eventId: z.string(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  responses: z.number(),
  forms: z.array(formStatisticsSchema),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;
