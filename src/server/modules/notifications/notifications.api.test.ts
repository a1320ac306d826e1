import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NOTIFICATION_KINDS, type NotificationPage } from '../../../shared/notifications.js';
import { buildSignedInUser, type SignedInPerson } from '../../test/builders.js';
import { agedToken, field, postForm, ratingAndText } from '../../test/feedback.js';
import { useTestServer, type TestServer } from '../../test/harness.js';
import { collectStream } from '../../test/links.js';
import { notify } from './notify.js';

const server = useTestServer();

/** Notifies `person` of a milestone of a made-up link, as the click writer's subscriber does. */
async function milestoneFor(target: TestServer, person: SignedInPerson, milestone: number, linkId = 'link-1') {
  const { app, database } = target;
  await app.events.change((scope) =>
    notify({ config: target.config, database, schedule: app.schedule, mail: app.mail }, scope, {
      workspaceId: person.workspaceId,
      kind: 'milestone',
      subjectType: 'link',
      subjectId: linkId,
      params: { subjectType: 'link', subjectId: linkId, milestone },
      dedupeKey: `milestone:link:${linkId}:${milestone}`,
    }),
  );
}

const list = (person: SignedInPerson, query = '') => person.client.get<NotificationPage>(`/api/notifications${query}`);

describe('the notifications API', () => {
  it('lists a person’s notifications newest first, pages them by cursor and counts the unread', async () => {
    const person = await buildSignedInUser(server());
    expect((await list(person)).body).toEqual({ items: [], nextCursor: null, unread: 0 });
    for (const milestone of [100, 1_000, 10_000]) await milestoneFor(server(), person, milestone);

    const first = await list(person, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.unread).toBe(3);
    expect(first.body.items.map((item) => item.kind === 'milestone' && item.params.milestone)).toEqual([10_000, 1_000]);
    const second = await list(person, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item) => item.kind === 'milestone' && item.params.milestone)).toEqual([100]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('notifies a fact once however often it is delivered, and nobody else', async () => {
    const person = await buildSignedInUser(server());
    const stranger = await buildSignedInUser(server(), { email: 'stranger@example.com' });
    await milestoneFor(server(), person, 100, 'link-twice');
    await milestoneFor(server(), person, 100, 'link-twice');
    expect((await list(person)).body.items).toHaveLength(1);
    expect((await list(stranger)).body.unread).toBe(0);
  });

  it('marks one read, then all, and the unread count follows', async () => {
    const person = await buildSignedInUser(server());
    await milestoneFor(server(), person, 100);
    await milestoneFor(server(), person, 1_000);
    const [newest] = (await list(person)).body.items;
    const read = await person.client.post(`/api/notifications/${newest?.id}/read`, {});
    expect([read.status, read.body]).toEqual([200, { unread: 1 }]);
    const after = await list(person);
    expect(after.body.items[0]?.readAt).toEqual(expect.any(String));
    expect(after.body.items[1]?.readAt).toBeNull();

    const all = await person.client.post('/api/notifications/read-all', {});
    expect([all.status, all.body]).toEqual([200, { unread: 0 }]);
    expect((await list(person)).body.items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('answers 404 for a notification of somebody else, and reads nothing of it', async () => {
    const person = await buildSignedInUser(server());
    const other = await buildSignedInUser(server(), { email: 'other@example.com' });
    await milestoneFor(server(), other, 100);
    const [theirs] = (await list(other)).body.items;
    const answer = await person.client.post(`/api/notifications/${theirs?.id}/read`, {});
    expect(answer.status).toBe(404);
    expect((await list(other)).body.unread).toBe(1);
  });

  it('turns a response to a form into a notification of the form’s owner', async () => {
    const owner = await buildSignedInUser(server());
    const { form, rating } = await ratingAndText(owner);
    const sent = await postForm(server(), form.id, [['token', agedToken(server(), form.id)], field(rating, 5)]);
    expect(sent.status).toBe(303);
    await expect.poll(async () => (await list(owner)).body.unread, { timeout: 10_000 }).toBe(1);
    const [item] = (await list(owner)).body.items;
    expect(item).toMatchObject({
      kind: 'feedback.response',
      params: { formId: form.id, name: form.name },
      readAt: null,
    });
  });

  it('tells the person’s open stream the new unread count', async () => {
    const person = await buildSignedInUser(server());
    const events = await collectStream(
      server().url,
      person.client,
      (received) => received.some((event) => event.event === 'notifications'),
      () => milestoneFor(server(), person, 100, 'link-live'),
    );
    expect(events.find((event) => event.event === 'notifications')?.data).toEqual({
      userId: person.userId,
      unread: 1,
    });
  });

  it('refuses an unknown kind in the list’s filter with 422 on the field', async () => {
    const person = await buildSignedInUser(server());
    const answer = await person.client.get('/api/notifications?kind=lottery');
    expect(answer.status).toBe(422);
    expect(answer.body.error.details?.fields).toContainEqual(expect.objectContaining({ path: 'kind' }));
  });
});

describe('the notification settings', () => {
  it('start at the defaults, save what is sent and keep the rest', async () => {
    const person = await buildSignedInUser(server());
    const initial = await person.client.get('/api/notifications/settings');
    expect(initial.body.kinds).toEqual(NOTIFICATION_KINDS.map((kind) => ({ kind, ...DEFAULT_SETTINGS[kind] })));

    const saved = await person.client.request('PUT', '/api/notifications/settings', {
      kinds: [{ kind: 'milestone', inApp: false, email: 'weekly' }],
    });
    expect(saved.status).toBe(200);
    const again = await person.client.get('/api/notifications/settings');
    expect(again.body.kinds).toContainEqual({ kind: 'milestone', inApp: false, email: 'weekly' });
    expect(again.body.kinds).toContainEqual({ kind: 'feedback.response', ...DEFAULT_SETTINGS['feedback.response'] });
  });

  it('keep a kind turned off in the app out of the bell', async () => {
    const person = await buildSignedInUser(server());
    await person.client.request('PUT', '/api/notifications/settings', {
      kinds: [{ kind: 'milestone', inApp: false, email: 'off' }],
    });
    await milestoneFor(server(), person, 100, 'link-quiet');
    expect((await list(person)).body).toMatchObject({ items: [], unread: 0 });
  });

  it.each([
    [{ kinds: [{ kind: 'lottery', inApp: true, email: 'off' }] }, 'kinds.0.kind'],
    [{ kinds: [{ kind: 'milestone', inApp: true, email: 'carrier-pigeon' }] }, 'kinds.0.email'],
    [{ kinds: [{ kind: 'milestone', inApp: true, email: 'off', sms: true }] }, 'kinds.0'],
    [{ kinds: [{ kind: 'milestone', inApp: 'yes', email: 'off' }] }, 'kinds.0.inApp'],
  ])('refuse %j with 422 on %s and save nothing', async (body, path) => {
    const person = await buildSignedInUser(server());
    const answer = await person.client.request('PUT', '/api/notifications/settings', body);
    expect(answer.status).toBe(422);
    expect(answer.body.error.details?.fields).toContainEqual(expect.objectContaining({ path }));
    const after = await person.client.get('/api/notifications/settings');
    expect(after.body.kinds).toContainEqual({ kind: 'milestone', ...DEFAULT_SETTINGS.milestone });
  });

  it('need a signed-in session', async () => {
    const anonymous = await fetch(`${server().url}/api/notifications`);
    expect(anonymous.status).toBe(401);
  });
});
