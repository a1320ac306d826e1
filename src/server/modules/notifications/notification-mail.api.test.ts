import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationSettings } from '../../../shared/notifications.js';
import type { SignedInPerson } from '../../test/builders.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { buildPersonSpeaking, queuedMails, waitForMails } from '../../test/mail.js';
import { TestClock, jobRow } from '../../test/schedule.js';
import { agedToken, field, postForm, ratingAndText } from '../../test/feedback.js';
import { createTestLink, visit, waitForClicks } from '../../test/links.js';
import { nextLocalTime } from '../../schedule/local-time.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';
import { NOTIFICATION_MAIL_TEXTS } from './notification-mail-texts.js';
import { INSTANT_MAIL_DELAY_MS, INSTANT_MAIL_KIND, notify } from './notify.js';
import { DIGEST_KIND } from './digest-timer.js';
import { SUMMARY_KIND } from './notification-summary.js';

// The app's scheduler looks for due jobs every second.
const SOON = { timeout: 10_000 };

describe('notifications by e-mail', () => {
  const clock = new TestClock(Date.now());
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url() }, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const milestone = async (
    person: SignedInPerson,
    value: number,
    name: string,
    now = Date.now(),
    linkName?: string,
  ) => {
    const [id] = await server.app.events.change((scope) =>
      notify(
        { config: server.config, database: server.database, schedule: server.app.schedule, mail: server.app.mail },
        scope,
        {
          workspaceId: person.workspaceId,
          kind: 'milestone',
          subjectType: 'link',
          subjectId: name,
          params: { subjectType: 'link', subjectId: name, milestone: value, name: linkName },
          dedupeKey: `milestone:link:${name}:${value}`,
        },
        now,
      ),
    );
    return id ?? '';
  };
  const mailsTo = (person: SignedInPerson) => smtp.received.filter((mail) => mail.to.includes(person.email));

  it('sends an instant mail a minute later, in the recipient’s language, with a one-click unsubscribe', async () => {
    const person = await buildPersonSpeaking(server, 'fi', { email: 'instant@example.com' });
    const now = Date.now();
    const linkName = '<b>Kevät</b> & "menu"';
    const id = await milestone(person, 1_000, 'link-instant', now, linkName);
    expect(await jobRow(server.database.db, `notify-mail:${id}`)).toMatchObject({
      dueAt: new Date(now + INSTANT_MAIL_DELAY_MS).toISOString(),
    });
    clock.set(now + INSTANT_MAIL_DELAY_MS);
    await waitForMails(smtp, 1);
    const [mail] = mailsTo(person);
    const line = NOTIFICATION_MAIL_TEXTS.fi.milestoneLink.replace('{value}', '1\u00a0000');
    // The link's name follows the line, as text: escaped in the HTML part, never markup.
    expect(mail?.subject).toBe(`${line}: ${linkName}`);
    expect(mail?.text).toContain(`${line}: ${linkName}`);
    expect(mail?.html).toContain('&#60;b&#62;Kevät&#60;/b&#62; &#38; &#34;menu&#34;');
    expect(mail?.html).not.toContain('<b>Kevät');
    expect(mail?.text).toContain(`${server.config.publicUrl}/link/link-instant`);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The run once more, as after a crash between its commit and the scheduler's record of it: no second mail.
    const key = `notify-mail:${id}`;
    const due = new Date(now + INSTANT_MAIL_DELAY_MS);
    await expect.poll(async () => (await jobRow(server.database.db, key))?.lastRunFor, SOON).toBe(due.toISOString());
    await expect.poll(async () => (await queuedMails(server)).length, SOON).toBe(0);
    await server.app.schedule.at(key, INSTANT_MAIL_KIND, due, { notificationId: id, again: true });
    await expect.poll(async () => (await jobRow(server.database.db, key))?.dueAt, SOON).toBeNull();
    expect(await queuedMails(server)).toEqual([]);
    expect(mailsTo(person)).toHaveLength(1);

    // The mail client's one click turns this kind's e-mail off, and only its e-mail.
    const address = /<([^>]+)>/.exec(mail?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    // PUBLIC_URL is not where the test server listens: the same path on it.
    const clicked = await fetch(`${server.url}${new URL(address).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const settings = await person.client.get<NotificationSettings>('/api/notifications/settings');
    expect(settings.body.kinds).toContainEqual({ kind: 'milestone', inApp: true, email: 'off' });
    expect(settings.body.kinds).toContainEqual({ kind: 'trial.ending', inApp: true, email: 'instant' });
  });

  it('sends no instant mail for a notification read in the app within the minute', async () => {
    const person = await buildPersonSpeaking(server, 'de', { email: 'reader@example.com' });
    const now = clock.now();
    const id = await milestone(person, 100, 'link-read', now);
    expect((await person.client.post(`/api/notifications/${id}/read`, {})).status).toBe(200);
    clock.set(now + INSTANT_MAIL_DELAY_MS);
    await expect
      .poll(() => jobRow(server.database.db, `notify-mail:${id}`), SOON)
      .toMatchObject({ lastRunFor: new Date(now + INSTANT_MAIL_DELAY_MS).toISOString(), dueAt: null });
    expect(await queuedMails(server)).toEqual([]);
    expect(mailsTo(person)).toEqual([]);
  });

  it('sends the weekly summary: the week’s figures against the week before, and the top links', async () => {
    const person = await buildPersonSpeaking(server, 'en', { email: 'summary@example.com' });
    expect((await person.client.patch('/api/me', { timeZone: 'Europe/Berlin' })).status).toBe(200);
    await person.client.request('PUT', '/api/notifications/settings', {
      kinds: [{ kind: 'weekly.summary', inApp: true, email: 'weekly' }],
    });
    const key = `notify-weekly-summary:${person.userId}`;
    const due = nextLocalTime({ weekday: 'monday', hour: 9, minute: 0, timeZone: 'Europe/Berlin' }, Date.now());
    expect(await jobRow(server.database.db, key)).toMatchObject({ dueAt: due.toISOString() });
    const link = await createTestLink(person.client, { name: 'Menu card' });
    await visit(server.url, `/r/${link.hash}`);
    await waitForClicks(person.client, link.id, 1);
    const { form, rating } = await ratingAndText(person);
    expect((await postForm(server, form.id, [['token', agedToken(server, form.id)], field(rating, 5)])).status).toBe(
      303,
    );

    clock.set(due);
    const texts = NOTIFICATION_MAIL_TEXTS.en;
    // The response's daily digest comes too (its default); the summary is a mail of its own.
    const summaries = () => mailsTo(person).filter((mail) => mail.subject === texts.weeklySubject);
    await expect.poll(() => summaries().length, SOON).toBe(1);
    const [mail] = summaries();
    expect(mail?.text).toContain(texts.weeklyClicks.replace('{now}', '1').replace('{before}', '0'));
    expect(mail?.text).toContain(texts.weeklyResponses.replace('{now}', '1').replace('{before}', '0'));
    expect(mail?.text).toContain(`${texts.topLinks}: Menu card (1)`);
    const inApp = await person.client.get<NotificationPage>('/api/notifications?kind=weekly.summary');
    expect(inApp.body.items[0]).toMatchObject({ kind: 'weekly.summary', params: { clicks: 1, responses: 1 } });

    // The same week's run once more, as after a crash between its commit and the scheduler's record of it: the
    // summary exists, so no second one is made and no second mail is queued. First the digest's mail (sent at the
    // same instant) must have gone too, so the queue is empty before the run.
    await expect.poll(async () => (await jobRow(server.database.db, key))?.lastRunFor, SOON).toBe(due.toISOString());
    await expect.poll(async () => (await queuedMails(server)).length, SOON).toBe(0);
    await server.app.schedule.at(key, SUMMARY_KIND, due, {
      userId: person.userId,
      workspaceId: person.workspaceId,
      again: true,
    });
    await expect.poll(async () => (await jobRow(server.database.db, key))?.dueAt, SOON).not.toBe(due.toISOString());
    expect(await queuedMails(server)).toEqual([]);
    expect(summaries()).toHaveLength(1);
    const again = await person.client.get<NotificationPage>('/api/notifications?kind=weekly.summary');
    expect(again.body.items).toHaveLength(1);
  });

  it('sends the weekly digest on Mondays at 09:00 in the person’s zone, across the change to summer time', async () => {
    const person = await buildPersonSpeaking(server, 'en', { email: 'weekly@example.com' });
    expect((await person.client.patch('/api/me', { timeZone: 'Europe/Berlin' })).status).toBe(200);
    await person.client.request('PUT', '/api/notifications/settings', {
      kinds: [{ kind: 'milestone', inApp: true, email: 'weekly' }],
    });
    // Friday before the clocks go forward (Sunday 29 March 2026 in Berlin).
    clock.set('2026-03-20T12:00:00Z');
    await milestone(person, 100, 'link-week-1', clock.now());
    const key = `notify-digest-weekly:${person.userId}`;
    // 09:00 CET is 08:00 UTC.
    expect(await jobRow(server.database.db, key)).toMatchObject({ dueAt: '2026-03-23T08:00:00.000Z' });
    clock.set('2026-03-23T08:00:00Z');
    await expect.poll(() => mailsTo(person).length, SOON).toBe(1);
    expect(mailsTo(person)[0]?.subject).toBe(NOTIFICATION_MAIL_TEXTS.en.weeklyDigestSubject);
    expect(mailsTo(person)[0]?.text).toContain(NOTIFICATION_MAIL_TEXTS.en.milestoneLink.replace('{value}', '100'));
    // The next is 09:00 CEST, 07:00 UTC: a week of 167 hours.
    await expect
      .poll(() => jobRow(server.database.db, key), SOON)
      .toMatchObject({
        dueAt: '2026-03-30T07:00:00.000Z',
      });
    // The same digest's run once more, as after a crash between its commit and the scheduler's record of it: what
    // it told of is mailed already, so nothing is queued.
    await expect.poll(async () => (await queuedMails(server)).length, SOON).toBe(0);
    await server.app.schedule.at(key, DIGEST_KIND, new Date('2026-03-23T08:00:00Z'), {
      userId: person.userId,
      mode: 'weekly',
      again: true,
    });
    await expect
      .poll(() => jobRow(server.database.db, key), SOON)
      .toMatchObject({ lastRunFor: '2026-03-23T08:00:00.000Z', dueAt: '2026-03-30T07:00:00.000Z' });
    expect(await queuedMails(server)).toEqual([]);
    expect(mailsTo(person)).toHaveLength(1);

    clock.set('2026-03-26T12:00:00Z');
    await milestone(person, 1_000, 'link-week-2', clock.now());
    clock.set('2026-03-30T07:00:00Z');
    await expect.poll(() => mailsTo(person).length, SOON).toBe(2);
    // Only the week's own: the first one, still unread, was in last week's digest.
    const second = mailsTo(person)[1]?.text ?? '';
    expect(second).toContain(NOTIFICATION_MAIL_TEXTS.en.milestoneLink.replace('{value}', '1,000'));
    expect(second).not.toContain(NOTIFICATION_MAIL_TEXTS.en.milestoneLink.replace('{value}', '100'));
    const inApp = await person.client.get<NotificationPage>('/api/notifications');
    expect(inApp.body.unread).toBe(2);
  });
});
