import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../../../shared/constants.js';
import type { NotificationPage } from '../../../shared/notifications.js';
import { buildSignedInUser } from '../../test/builders.js';
import { signUpUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { TestClock, jobRow } from '../../test/schedule.js';
import { HOURLY, nextDue } from '../../schedule/rules.js';
import { NOTIFICATION_RETENTION_JOB } from './notification-retention.js';
import { MISSING_TIMERS_JOB } from './notifications-setup.js';
import { summaryTimerKey } from './notification-summary.js';
import { trialTimerKey } from './notification-sources.js';
import { notify } from './notify.js';

const DAY = 86_400_000;
// The app's scheduler looks for due jobs every second.
const SOON = { timeout: 10_000 };
const clock = new TestClock(Date.now());

describe('the scheduled work of notifications', () => {
  const server = useTestServer({}, { clock });

  it('deletes notifications after 12 months, read ones after 6, daily', async () => {
    const { app, database } = server();
    const person = await buildSignedInUser(server());
    const now = Date.now();
    const at = async (ageDays: number, name: string) => {
      const [id] = await app.events.change((scope) =>
        notify(
          { config: server().config, database, schedule: app.schedule, mail: app.mail },
          scope,
          {
            workspaceId: person.workspaceId,
            kind: 'milestone',
            subjectType: 'link',
            subjectId: name,
            params: { subjectType: 'link', subjectId: name, milestone: 100 },
            dedupeKey: `milestone:link:${name}:100`,
          },
          now - ageDays * DAY,
        ),
      );
      return id ?? '';
    };
    const yearOld = await at(370, 'year-old');
    const readHalfYearOld = await at(190, 'read-half-year-old');
    const unreadHalfYearOld = await at(190, 'unread-half-year-old');
    const readMonthOld = await at(30, 'read-month-old');
    for (const id of [readHalfYearOld, readMonthOld]) {
      expect((await person.client.post(`/api/notifications/${id}/read`, {})).status).toBe(200);
    }
    const ids = async () =>
      (await person.client.get<NotificationPage>('/api/notifications')).body.items.map((item) => item.id).sort();
    expect(await ids()).toEqual([yearOld, readHalfYearOld, unreadHalfYearOld, readMonthOld].sort());

    const runsAt = nextDue({ hour: 3, minute: 30, timeZone: 'UTC' }, clock.now());
    await expect
      .poll(() => jobRow(database.db, NOTIFICATION_RETENTION_JOB), SOON)
      .toMatchObject({ dueAt: new Date(runsAt).toISOString() });
    clock.set(runsAt);
    await expect.poll(ids, SOON).toEqual([unreadHalfYearOld, readMonthOld].sort());
  });

  it('gives accounts made before notifications existed their trial notice and weekly summary, within the hour', async () => {
    const { database } = server();
    // Builders make accounts as an older release did: without the timers a sign-up sets.
    const person = await buildSignedInUser(server());
    const late = await buildSignedInUser(server());
    const lateCreatedAt = clock.now() - (TRIAL_DAYS - 2) * DAY;
    await database.db
      .updateTable('workspace')
      .set({ created_at: lateCreatedAt })
      .where('id', '=', late.workspaceId)
      .execute();
    expect(await jobRow(database.db, trialTimerKey(person.workspaceId))).toBeUndefined();
    expect(await jobRow(database.db, summaryTimerKey(person.userId))).toBeUndefined();

    const runsAt = nextDue(HOURLY, clock.now());
    await expect
      .poll(() => jobRow(database.db, MISSING_TIMERS_JOB), SOON)
      .toMatchObject({ dueAt: new Date(runsAt).toISOString() });
    clock.set(runsAt);
    await expect.poll(() => jobRow(database.db, summaryTimerKey(late.userId)), SOON).toBeDefined();
    const createdAt = Number(
      (
        await database.db
          .selectFrom('workspace')
          .select('created_at')
          .where('id', '=', person.workspaceId)
          .executeTakeFirstOrThrow()
      ).created_at,
    );
    expect(await jobRow(database.db, trialTimerKey(person.workspaceId))).toMatchObject({
      dueAt: new Date(createdAt + (TRIAL_DAYS - 3) * DAY).toISOString(),
    });
    expect(await jobRow(database.db, summaryTimerKey(person.userId))).toBeDefined();
    // Its trial ends in two days: a notice saying three would be wrong, so it gets none.
    expect(await jobRow(database.db, trialTimerKey(late.workspaceId))).toBeUndefined();
  });

  it('tells a new account three days before its trial ends', async () => {
    const { database } = server();
    const person = await signUpUser(server());
    const workspace = await database.db
      .selectFrom('workspace')
      .select(['id', 'created_at'])
      .where('personal_user_id', '=', person.me.id)
      .executeTakeFirstOrThrow();
    const endsAt = Number(workspace.created_at) + TRIAL_DAYS * DAY;
    const key = trialTimerKey(workspace.id);
    expect(await jobRow(database.db, key)).toMatchObject({ dueAt: new Date(endsAt - 3 * DAY).toISOString() });
    const list = async () => (await person.client.get<NotificationPage>('/api/notifications')).body;
    expect((await list()).items).toEqual([]);

    clock.set(endsAt - 3 * DAY);
    await expect.poll(async () => (await list()).unread, SOON).toBe(1);
    expect((await list()).items[0]).toMatchObject({
      kind: 'trial.ending',
      params: { trialEndsAt: new Date(endsAt).toISOString() },
    });
  });
});
