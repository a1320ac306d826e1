import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.js';
import { nextDue } from '../../schedule/rules.js';
import { buildSignedInUser } from '../../test/builders.js';
import { useTestServer, type TestServer } from '../../test/harness.js';
import { TestClock, jobRow } from '../../test/schedule.js';
import { AUTH_RETENTION_JOB, UNCONFIRMED_KEPT_MS } from './auth-retention.js';

const DAY = 86_400_000;
// The app's scheduler looks for due jobs every second.
const SOON = { timeout: 10_000 };
const clock = new TestClock(Date.now());

async function insertSession(server: TestServer, userId: string, expiresAt: number): Promise<string> {
  const { db, dialect } = server.database;
  const id = newId();
  const now = dialect.authDate(new Date());
  await db
    .insertInto('session')
    .values({
      id,
      user_id: userId,
      token: `token-${id}`,
      expires_at: dialect.authDate(new Date(expiresAt)),
      ip_address: null,
      user_agent: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function insertVerification(server: TestServer, expiresAt: number): Promise<string> {
  const { db, dialect } = server.database;
  const id = newId();
  const now = dialect.authDate(new Date());
  await db
    .insertInto('verification')
    .values({
      id,
      identifier: `reset-password:${id}`,
      value: 'x',
      expires_at: dialect.authDate(new Date(expiresAt)),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The row a sign-up that mailed its link leaves until the link is followed, made `ageMs` ago. */
async function insertSignUpWait(server: TestServer, userId: string, ageMs: number): Promise<void> {
  const madeAt = Date.now() - ageMs;
  await server.database.db
    .insertInto('account_token')
    .values({
      id: newId(),
      token_hash: `hash-${newId()}`,
      purpose: 'sign_up',
      user_id: userId,
      new_email: null,
      created_at: madeAt,
      expires_at: madeAt + DAY,
    })
    .execute();
}

describe('the daily deletion of expired sessions and verifications', () => {
  const server = useTestServer({}, { clock });

  it('deletes at 03:00 UTC what had expired by then, and keeps the sessions and verifications still valid', async () => {
    const { db } = server().database;
    const person = await buildSignedInUser(server());
    const now = Date.now();
    const expiredSessions = [
      await insertSession(server(), person.userId, now - DAY),
      await insertSession(server(), person.userId, now - 1),
    ];
    const expiredVerification = await insertVerification(server(), now - 60_000);
    const liveVerification = await insertVerification(server(), now + 2 * DAY);
    const sessionIds = async () =>
      (await db.selectFrom('session').select('id').where('user_id', '=', person.userId).execute()).map((row) => row.id);
    const verificationIds = async () =>
      (
        await db
          .selectFrom('verification')
          .select('id')
          .where('id', 'in', [expiredVerification, liveVerification])
          .execute()
      ).map((row) => row.id);
    const liveSessions = (await sessionIds()).filter((id) => !expiredSessions.includes(id));
    expect(liveSessions).toHaveLength(1);

    const runsAt = nextDue({ hour: 3, minute: 0, timeZone: 'UTC' }, clock.now());
    await expect
      .poll(() => jobRow(db, AUTH_RETENTION_JOB), SOON)
      .toMatchObject({ dueAt: new Date(runsAt).toISOString() });
    // Before its time nothing goes.
    expect(await sessionIds()).toHaveLength(3);
    expect(await verificationIds()).toHaveLength(2);

    clock.set(runsAt);
    // Sessions go first, then verifications, each in statements of their own: wait for both.
    await expect.poll(sessionIds, SOON).toEqual(liveSessions);
    await expect.poll(verificationIds, SOON).toEqual([liveVerification]);
    await expect
      .poll(() => jobRow(db, AUTH_RETENTION_JOB), SOON)
      .toMatchObject({
        lastRunFor: new Date(runsAt).toISOString(),
        dueAt: new Date(runsAt + DAY).toISOString(),
      });
    // The person is still signed in.
    expect((await person.client.get('/api/me')).status).toBe(200);
  });

  it('deletes the accounts whose sign-up was not confirmed within 30 days, with their workspace, and no other', async () => {
    const { db } = server().database;
    const forgotten = await buildSignedInUser(server());
    const waiting = await buildSignedInUser(server());
    const confirmed = await buildSignedInUser(server());
    await insertSignUpWait(server(), forgotten.userId, UNCONFIRMED_KEPT_MS + DAY);
    await insertSignUpWait(server(), waiting.userId, UNCONFIRMED_KEPT_MS - 2 * DAY);
    const ids = [forgotten, waiting, confirmed].map((person) => person.userId);
    const users = async () =>
      (await db.selectFrom('user').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();
    const workspaces = async () =>
      (await db.selectFrom('workspace').select('personal_user_id').where('personal_user_id', 'in', ids).execute())
        .map((row) => row.personal_user_id)
        .sort();
    const kept = [waiting.userId, confirmed.userId].sort();
    const deletedWorkspaces: string[] = [];
    server().app.events.onEvent(['workspace.deleted'], (event) => deletedWorkspaces.push(event.data.id));

    const runsAt = nextDue({ hour: 3, minute: 0, timeZone: 'UTC' }, clock.now());
    await expect
      .poll(() => jobRow(db, AUTH_RETENTION_JOB), SOON)
      .toMatchObject({ dueAt: new Date(runsAt).toISOString() });
    expect(await users()).toEqual([...ids].sort());
    clock.set(runsAt);
    await expect.poll(users, SOON).toEqual(kept);
    expect(await workspaces()).toEqual(kept);
    // The deletion was published like an account deleted by its owner (caches and subscribers hear of it).
    await expect.poll(() => deletedWorkspaces, SOON).toEqual([forgotten.workspaceId]);
  });
});
