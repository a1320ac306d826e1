import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { EventItem } from '../../../shared/events.js';
import { ApiError } from '../../api/client.js';
import { createEventFormSchema, eventChanges, saveWithRefusedForms } from './event-form-schema.js';

const event: EventItem = {
  id: 'e1',
  name: 'Spring fair',
  startsAt: '2026-04-18T09:00:30.000Z',
  endsAt: null,
  locationId: null,
  locationName: null,
  forms: [
    { id: 'f1', name: 'Stand' },
    { id: 'f2', name: 'Talk' },
  ],
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('the event form', () => {
  it('sends blank ends as null and refuses an end before the start on the end field', () => {
    const blank = safeParse(createEventFormSchema, {
      name: 'Fair',
      startsAt: '',
      endsAt: '',
      locationId: '',
      feedbackIds: [],
    });
    expect(blank.data).toMatchObject({ startsAt: null, endsAt: null, locationId: null });
    const backwards = safeParse(createEventFormSchema, {
      name: 'Fair',
      startsAt: '2026-12-31T10:00',
      endsAt: '2026-12-30T10:00',
      locationId: '',
      feedbackIds: [],
    });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endsAt', 'range_end_before_start'],
    ]);
  });

  it('changes only what differs in meaning: the same minute in another offset, the same forms in another order', () => {
    const same = eventChanges(
      { name: 'Spring fair', startsAt: '2026-04-18T11:00:00+02:00', endsAt: null, feedbackIds: ['f2', 'f1'] },
      event,
    );
    expect(same).toEqual({});
    const changed = eventChanges(
      {
        name: 'Summer fair',
        startsAt: '2026-04-18T11:01:00+02:00',
        endsAt: '2026-04-19T18:00:00Z',
        feedbackIds: ['f1'],
      },
      event,
    );
    expect(changed).toEqual({
      name: 'Summer fair',
      startsAt: '2026-04-18T11:01:00+02:00',
      endsAt: '2026-04-19T18:00:00Z',
      feedbackIds: ['f1'],
    });
  });

  it('sends a new location, or null when the picker is set back to none', () => {
    const placed = safeParse(createEventFormSchema, {
      name: 'Fair',
      startsAt: '',
      endsAt: '',
      locationId: 'l1',
      feedbackIds: [],
    });
    expect(placed.data?.locationId).toBe('l1');
    expect(eventChanges({ locationId: 'l1' }, event)).toEqual({ locationId: 'l1' });
    expect(eventChanges({ locationId: null }, event)).toEqual({});
    expect(eventChanges({ locationId: null }, { ...event, locationId: 'l1', locationName: 'Shop' })).toEqual({
      locationId: null,
    });
  });

  it('names the forms the server refused and puts the refusal on the picker', async () => {
    let refused: string[] = ['stale'];
    const refusal = new ApiError(422, 'validation_failed', 'Some fields are not valid.', [
      { path: 'feedbackIds.1', code: 'not_found', message: 'not_found' },
      { path: 'name', code: 'required', message: 'required' },
    ]);
    const saving = saveWithRefusedForms(
      ['f1', 'gone'],
      () => Promise.reject(refusal),
      (ids) => (refused = ids),
    );
    const error = await saving.catch((caught: unknown) => caught);
    expect(refused).toEqual(['gone']);
    expect((error as ApiError).fields.map((field) => field.path)).toEqual(['feedbackIds', 'name']);
  });
});
