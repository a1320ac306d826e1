import {
  createEventSchema,
  eventPageSchema,
  eventSchema,
  eventStatisticsQuerySchema,
  eventStatisticsSchema,
  updateEventSchema,
  type EventItem,
  type EventStatistics,
} from '../../../shared/events.js';
import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import {
  createEvent,
  deleteEvent,
  eventStatistics,
  getEventOrThrow,
  listEvents,
  updateEvent,
} from './events.service.js';

const TAG = 'Events';
const EXAMPLE_ID = '0196f3d0-2a4b-7c1d-9e2f-3a4b5c6d7e8f';
const FORM_ID = '0196f3c8-1b2c-7d3e-8f4a-5b6c7d8e9f0a';
const EVENT_EXAMPLE: EventItem = {
  id: EXAMPLE_ID,
  name: 'Spring fair',
  startsAt: '2026-04-18T09:00:00.000Z',
  endsAt: '2026-04-19T18:00:00.000Z',
  locationId: null,
  locationName: null,
  forms: [{ id: FORM_ID, name: 'Stand visit' }],
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T17:05:00.000Z',
};
const STATISTICS_EXAMPLE: EventStatistics = {
  eventId: EXAMPLE_ID,
  startsAt: EVENT_EXAMPLE.startsAt,
  endsAt: EVENT_EXAMPLE.endsAt,
  responses: 3,
  forms: [
    {
      feedbackId: FORM_ID,
      name: 'Stand visit',
      responses: 3,
      from: '2026-04-18',
      to: '2026-04-19',
      series: [
        { day: '2026-04-18', responses: 2 },
        { day: '2026-04-19', responses: 1 },
      ],
      questions: [
        {
          id: '0196f3c9-4d5e-7f6a-8b7c-9d0e1f2a3b4c',
          text: 'How was our stand?',
          required: true,
          statistics: {
            type: 'rating',
            answered: 3,
            average: 4.33,
            distribution: [
              { value: 1, count: 0 },
              { value: 2, count: 0 },
              { value: 3, count: 0 },
              { value: 4, count: 2 },
              { value: 5, count: 1 },
            ],
          },
        },
      ],
    },
  ],
};

/**
 * The events of a workspace (docs/product.md, Events): a name, an optional window and place, the forms answered there.
 */
export function eventRoutes(ctx: AppContext) {
  return [
    // GET /api/events — the workspace's events
    route({
      method: 'GET',
      url: '/api/events',
      permission: 'view',
      operationId: 'listEvents',
      summary: "List the workspace's events, newest first",
      description: 'Searches the name with `q`. Each event carries its linked forms (id and name).',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of events.', schema: eventPageSchema },
      example: { query: { q: 'fair', limit: 24 }, response: { items: [EVENT_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listEvents(ctx, viewer, query),
    }),
    // POST /api/events — create an event
    route({
      method: 'POST',
      url: '/api/events',
      permission: 'edit',
      operationId: 'createEvent',
      summary: 'Create an event',
      description:
        'The start and end are optional; the end may not come before the start (422 `range_end_before_start` on ' +
        '`endsAt`). `locationId` and each of `feedbackIds` must be a location and a form of the workspace (422 ' +
        '`not_found` on the field, e.g. `feedbackIds.1`); a form named twice is linked once.',
      tag: TAG,
      body: createEventSchema,
      response: { status: 201, description: 'The new event.', schema: eventSchema },
      example: {
        body: {
          name: 'Spring fair',
          startsAt: '2026-04-18T11:00:00+02:00',
          endsAt: '2026-04-19T20:00:00+02:00',
          feedbackIds: [FORM_ID],
        },
        response: EVENT_EXAMPLE,
      },
      handler: ({ viewer, body }) => createEvent(ctx, viewer, body),
    }),
    // GET /api/events/:id — one event
    route({
      method: 'GET',
      url: '/api/events/:id',
      permission: 'view',
      operationId: 'getEvent',
      summary: 'Get one event',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The event.', schema: eventSchema },
      example: { params: { id: EXAMPLE_ID }, response: EVENT_EXAMPLE },
      handler: ({ viewer, params }) => getEventOrThrow(ctx, viewer, params.id),
    }),
    // PATCH /api/events/:id — change an event
    route({
      method: 'PATCH',
      url: '/api/events/:id',
      permission: 'edit',
      operationId: 'updateEvent',
      summary: 'Change an event',
      description:
        'Any field may change; `null` clears the start, the end or the location. A new start or end alone is ' +
        'checked against the stored other end. `feedbackIds` replaces the whole list of linked forms.',
      tag: TAG,
      params: idParamsSchema,
      body: updateEventSchema,
      response: { status: 200, description: 'The changed event.', schema: eventSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { endsAt: '2026-04-20T20:00:00+02:00' },
        response: { ...EVENT_EXAMPLE, endsAt: '2026-04-20T18:00:00.000Z' },
      },
      handler: ({ viewer, params, body }) => updateEvent(ctx, viewer, params.id, body),
    }),
    // DELETE /api/events/:id — delete an event
    route({
      method: 'DELETE',
      url: '/api/events/:id',
      permission: 'edit',
      operationId: 'deleteEvent',
      summary: 'Delete an event',
      description: 'Its forms and their responses stay; responses given for it no longer name it.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteEvent(ctx, viewer, params.id),
    }),
    // GET /api/events/:id/statistics — its forms' statistics over its window
    route({
      method: 'GET',
      url: '/api/events/:id/statistics',
      permission: 'view',
      operationId: 'getEventStatistics',
      summary: "An event's statistics: each linked form's over the event's window",
      description:
        "Each form's statistics (as `GET /api/feedback/{id}/statistics`) counting the responses from the start to " +
        'the end (an open end is open), and `responses`, the sum over the forms. `tz` sets the days of the series.',
      tag: TAG,
      params: idParamsSchema,
      query: eventStatisticsQuerySchema,
      response: { status: 200, description: "The event's statistics.", schema: eventStatisticsSchema },
      example: { params: { id: EXAMPLE_ID }, query: { tz: 'Europe/Berlin' }, response: STATISTICS_EXAMPLE },
      handler: ({ viewer, params, query }) => eventStatistics(ctx, viewer, params.id, query),
    }),
  ];
}
