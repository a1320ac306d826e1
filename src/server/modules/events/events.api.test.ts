import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../shared/errors.js';
import type { EventItem, EventList, EventStatistics } from '../../../shared/events.js';
import type { FormStatistics } from '../../../shared/feedback-statistics.js';
import { newId } from '../../db/ids.js';
import { buildLocation, buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';

// The public form refuses answers sent faster than a person fills it in; these tests answer at once.
const server = useTestServer({ FORM_MIN_FILL_SECONDS: '0' });

async function createForm(owner: BuiltWorkspace, name: string): Promise<{ id: string; name: string }> {
  const response = await owner.client.post<{ id: string; name: string }>('/api/feedback', { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function createEvent(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<EventItem> {
  const response = await owner.client.post<EventItem>('/api/events', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function createQuestion(owner: BuiltWorkspace, feedbackId: string, type: string): Promise<string> {
  const response = await owner.client.post<{ id: string }>('/api/questions', {
    feedbackId,
    text: `A ${type} question`,
    type,
    required: true,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Answers a form as a respondent does: loads the public page for its token, then posts the answers. */
async function answerPublicForm(feedbackId: string, answers: Record<string, string>): Promise<void> {
  const page = await fetch(`${server().url}/f/${feedbackId}`);
  const token = /name="token" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(token).toBeDefined();
  const body = new URLSearchParams({ token: token ?? '' });
  for (const [questionId, value] of Object.entries(answers)) body.set(`q_${questionId}`, value);
  const posted = await fetch(`${server().url}/f/${feedbackId}`, { method: 'POST', body, redirect: 'manual' });
  expect(posted.status).toBe(303);
}

/**
 * A response stored at an earlier time. The public form stamps a response with the moment it is posted, so an answer
 * given before the event's window can only be written straight into the database, as the public form writes it.
 */
async function insertPastResponse(
  owner: BuiltWorkspace,
  feedbackId: string,
  questionId: string,
  value: number,
  createdAt: number,
): Promise<void> {
  const { db, dialect } = server().database;
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('response')
      .values({
        id,
        workspace_id: owner.workspaceId,
        feedback_id: feedbackId,
        qr_id: null,
        event_id: null,
        location_id: null,
        form_nonce: null,
        visitor_day: null,
        created_at: createdAt,
      })
      .execute();
    await trx
      .insertInto('participant_answer')
      .values({
        id: newId(),
        response_id: id,
        question_id: questionId,
        answer: dialect.json({ value }),
        created_at: createdAt,
      })
      .execute();
  });
}

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map(({ path, code }) => ({ path, code }));

describe('events', () => {
  it('are created, read, listed, searched, changed and deleted', async () => {
    const owner = await buildWorkspace(server());
    const location = await buildLocation(server(), owner);
    const created = await createEvent(owner, {
      name: '  Spring fair  ',
      startsAt: '2026-04-18T11:00:00+02:00',
      endsAt: '2026-04-19T20:00:00+02:00',
      locationId: location.id,
    });
    expect(created).toMatchObject({
      name: 'Spring fair',
      startsAt: '2026-04-18T09:00:00.000Z',
      endsAt: '2026-04-19T18:00:00.000Z',
      locationId: location.id,
      locationName: 'Main street shop',
      forms: [],
    });
    expect((await owner.client.get(`/api/events/${created.id}`)).body).toEqual(created);

    const bare = await createEvent(owner, { name: 'Open day' });
    expect(bare).toMatchObject({ startsAt: null, endsAt: null, locationId: null, locationName: null, forms: [] });

    const all = await owner.client.get<EventList>('/api/events');
    expect(all.body.items.map((event) => event.name)).toEqual(['Open day', 'Spring fair']);
    const found = await owner.client.get<EventList>('/api/events?q=SPRING');
    expect(found.body.items.map((event) => event.id)).toEqual([created.id]);

    const changed = await owner.client.patch<EventItem>(`/api/events/${created.id}`, {
      name: 'Summer fair',
      startsAt: null,
      locationId: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Summer fair',
      startsAt: null,
      endsAt: '2026-04-19T18:00:00.000Z',
      locationId: null,
      locationName: null,
    });
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    expect((await owner.client.delete(`/api/events/${created.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/events/${created.id}`)).status).toBe(404);
    expect((await owner.client.get<EventList>('/api/events')).body.items.map((event) => event.id)).toEqual([bare.id]);
  });

  it('refuses an end before the start, on create and when a change moves one end past the stored other', async () => {
    const owner = await buildWorkspace(server());
    const refused = await owner.client.post<ErrorBody>('/api/events', {
      name: 'Backwards',
      startsAt: '2026-05-02T10:00:00Z',
      endsAt: '2026-05-01T10:00:00Z',
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);

    // An end equal to the start is a moment, not an error.
    const event = await createEvent(owner, {
      name: 'Talk',
      startsAt: '2026-05-01T10:00:00Z',
      endsAt: '2026-05-01T10:00:00Z',
    });

    const earlyEnd = await owner.client.patch<ErrorBody>(`/api/events/${event.id}`, { endsAt: '2026-05-01T09:59:00Z' });
    expect(earlyEnd.status).toBe(422);
    expect(fieldsOf(earlyEnd.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);
    const lateStart = await owner.client.patch<ErrorBody>(`/api/events/${event.id}`, {
      startsAt: '2026-05-01T12:00:00+01:00',
    });
    expect(lateStart.status).toBe(422);
    expect(fieldsOf(lateStart.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);
    expect((await owner.client.get<EventItem>(`/api/events/${event.id}`)).body).toEqual(event);

    // With the end cleared, any start will do; with the start cleared, any end.
    const open = await owner.client.patch<EventItem>(`/api/events/${event.id}`, { endsAt: null });
    expect(open.body.endsAt).toBeNull();
    const later = await owner.client.patch<EventItem>(`/api/events/${event.id}`, { startsAt: '2027-01-01T00:00:00Z' });
    expect(later.body.startsAt).toBe('2027-01-01T00:00:00.000Z');
  });

  it('link forms of the workspace, replace them as a whole and collapse duplicates', async () => {
    const owner = await buildWorkspace(server());
    const [visit, stand, talk] = [
      await createForm(owner, 'Visit'),
      await createForm(owner, 'Stand'),
      await createForm(owner, 'Talk'),
    ];
    const event = await createEvent(owner, { name: 'Fair', feedbackIds: [visit.id, stand.id, visit.id] });
    expect(event.forms).toEqual([
      { id: visit.id, name: 'Visit' },
      { id: stand.id, name: 'Stand' },
    ]);

    const replaced = await owner.client.patch<EventItem>(`/api/events/${event.id}`, { feedbackIds: [talk.id] });
    expect(replaced.body.forms).toEqual([{ id: talk.id, name: 'Talk' }]);
    const listed = await owner.client.get<EventList>('/api/events');
    expect(listed.body.items[0]?.forms).toEqual([{ id: talk.id, name: 'Talk' }]);

    // A form's new name shows in the event; a deleted form leaves it.
    await owner.client.patch(`/api/feedback/${talk.id}`, { name: 'Keynote' });
    expect((await owner.client.get<EventItem>(`/api/events/${event.id}`)).body.forms).toEqual([
      { id: talk.id, name: 'Keynote' },
    ]);
    expect((await owner.client.delete(`/api/feedback/${talk.id}`)).status).toBe(204);
    expect((await owner.client.get<EventItem>(`/api/events/${event.id}`)).body.forms).toEqual([]);

    // A change that leaves the forms out leaves them alone; an empty list unlinks them all.
    await owner.client.patch(`/api/events/${event.id}`, { feedbackIds: [visit.id] });
    const renamed = await owner.client.patch<EventItem>(`/api/events/${event.id}`, { name: 'Autumn fair' });
    expect(renamed.body.forms).toEqual([{ id: visit.id, name: 'Visit' }]);
    const cleared = await owner.client.patch<EventItem>(`/api/events/${event.id}`, { feedbackIds: [] });
    expect(cleared.body.forms).toEqual([]);
  });

  it("refuse another workspace's forms and location, naming each, and store nothing", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const mine = await createForm(owner, 'Mine');
    const theirs = await createForm(stranger, 'Theirs');
    const theirLocation = await buildLocation(server(), stranger);

    const refused = await owner.client.post<ErrorBody>('/api/events', {
      name: 'Fair',
      locationId: theirLocation.id,
      feedbackIds: [mine.id, theirs.id, 'no-such-form'],
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([
      { path: 'locationId', code: 'not_found' },
      { path: 'feedbackIds.1', code: 'not_found' },
      { path: 'feedbackIds.2', code: 'not_found' },
    ]);
    expect((await owner.client.get<EventList>('/api/events')).body.items).toEqual([]);

    const event = await createEvent(owner, { name: 'Fair', feedbackIds: [mine.id] });
    const change = await owner.client.patch<ErrorBody>(`/api/events/${event.id}`, {
      name: 'Other fair',
      feedbackIds: [theirs.id],
    });
    expect(change.status).toBe(422);
    expect(fieldsOf(change.body)).toEqual([{ path: 'feedbackIds.0', code: 'not_found' }]);
    const moved = await owner.client.patch<ErrorBody>(`/api/events/${event.id}`, { locationId: theirLocation.id });
    expect(fieldsOf(moved.body)).toEqual([{ path: 'locationId', code: 'not_found' }]);
    // Nothing of the refused changes was written: neither the name nor the links.
    expect((await owner.client.get<EventItem>(`/api/events/${event.id}`)).body).toEqual(event);
  });

  it("answer 404 for another workspace's event and never show it", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const form = await createForm(owner, 'Visit');
    const event = await createEvent(owner, { name: 'Private fair', feedbackIds: [form.id] });
    for (const response of [
      await stranger.client.get(`/api/events/${event.id}`),
      await stranger.client.get(`/api/events/${event.id}/statistics`),
      await stranger.client.patch(`/api/events/${event.id}`, { name: 'Mine now' }),
      await stranger.client.delete(`/api/events/${event.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect((response.body as ErrorBody).error.code).toBe('not_found');
    }
    expect((await stranger.client.get<EventList>('/api/events?q=Private')).body.items).toEqual([]);
    expect((await owner.client.get<EventItem>(`/api/events/${event.id}`)).body).toEqual(event);
  });
});

describe('event statistics', () => {
  it("combine the linked forms' statistics over the event's window", async () => {
    const owner = await buildWorkspace(server());
    const stand = await createForm(owner, 'Stand');
    const talk = await createForm(owner, 'Talk');
    const elsewhere = await createForm(owner, 'Elsewhere');
    const rating = await createQuestion(owner, stand.id, 'rating');
    const nps = await createQuestion(owner, talk.id, 'nps');
    const other = await createQuestion(owner, elsewhere.id, 'rating');

    const now = Date.now();
    const hour = 3_600_000;
    const event = await createEvent(owner, {
      name: 'Fair',
      startsAt: new Date(now - hour).toISOString(),
      endsAt: new Date(now + hour).toISOString(),
      feedbackIds: [stand.id, talk.id],
    });

    // In the window: two ratings (4, 5) and one NPS of 9, answered on the public form.
    await answerPublicForm(stand.id, { [rating]: '4' });
    await answerPublicForm(stand.id, { [rating]: '5' });
    await answerPublicForm(talk.id, { [nps]: '9' });
    await answerPublicForm(elsewhere.id, { [other]: '1' });
    // Two days before it: a rating of 1 and an NPS of 0, which the event must not count.
    await insertPastResponse(owner, stand.id, rating, 1, now - 48 * hour);
    await insertPastResponse(owner, talk.id, nps, 0, now - 48 * hour);

    const response = await owner.client.get<EventStatistics>(`/api/events/${event.id}/statistics?tz=Europe/Berlin`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const statistics = response.body;
    expect(statistics).toMatchObject({
      eventId: event.id,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      responses: 3,
    });
    expect(statistics.forms.map((form) => [form.feedbackId, form.name, form.responses])).toEqual([
      [stand.id, 'Stand', 2],
      [talk.id, 'Talk', 1],
    ]);
    expect(statistics.forms[0]?.questions[0]?.statistics).toMatchObject({ type: 'rating', answered: 2, average: 4.5 });
    expect(statistics.forms[1]?.questions[0]?.statistics).toMatchObject({
      type: 'nps',
      answered: 1,
      score: 100,
      promoters: 1,
      detractors: 0,
    });
    // Each form's part is that form's own statistics over the same window.
    const own = await owner.client.get<FormStatistics>(
      `/api/feedback/${stand.id}/statistics?from=${encodeURIComponent(event.startsAt ?? '')}&to=${encodeURIComponent(
        event.endsAt ?? '',
      )}&tz=Europe/Berlin`,
    );
    expect(statistics.forms[0]).toEqual(own.body);

    // With the start open, the earlier answers count too.
    await owner.client.patch(`/api/events/${event.id}`, { startsAt: null });
    const open = await owner.client.get<EventStatistics>(`/api/events/${event.id}/statistics`);
    expect(open.body.responses).toBe(5);
    expect(open.body.forms[0]?.questions[0]?.statistics).toMatchObject({ answered: 3, average: 3.33 });
    expect(open.body.forms[1]?.questions[0]?.statistics).toMatchObject({ score: 0, promoters: 1, detractors: 1 });
  });

  it('are empty for an event without forms, and refuse an unknown time zone', async () => {
    const owner = await buildWorkspace(server());
    const event = await createEvent(owner, { name: 'Quiet day' });
    const statistics = await owner.client.get<EventStatistics>(`/api/events/${event.id}/statistics`);
    expect(statistics.body).toEqual({ eventId: event.id, startsAt: null, endsAt: null, responses: 0, forms: [] });
    const wrongZone = await owner.client.get<ErrorBody>(`/api/events/${event.id}/statistics?tz=Mars/Olympus`);
    expect(wrongZone.status).toBe(422);
    expect(fieldsOf(wrongZone.body)).toEqual([{ path: 'tz', code: 'invalid_time_zone' }]);
  });
});
