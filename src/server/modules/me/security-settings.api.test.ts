import { describe, expect, it } from 'vitest';
import type { ActiveSessionList } from '../../../shared/account-security.js';
import { addApiKey } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, type SignedInUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, IPHONE_UA, WINDOWS_CHROME_UA } from '../../test/links.js';

const testServer = useTestServer();

/** The same person signed in once more, from another browser. */
async function signInAgain(user: SignedInUser, userAgent: string): Promise<TestClient> {
  const client = new TestClient(testServer().url, { 'user-agent': userAgent });
  expect((await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(
    200,
  );
  return client;
}

describe('active sessions', () => {
  it('lists every browser of the account, this one first and marked, with what its user agent says', async () => {
    const user = await signUpUser(testServer());
    await signInAgain(user, IPHONE_UA);
    const response = await user.client.get<ActiveSessionList>('/api/me/sessions');
    expect(response.status).toBe(200);
    const [current, phone, ...rest] = response.body.items;
    expect(rest).toEqual([]);
    expect(current).toMatchObject({ current: true });
    expect(phone).toMatchObject({ current: false, browser: 'Mobile Safari', deviceType: 'mobile' });
    expect(phone?.os).toMatch(/^iOS/);
    expect(Date.parse(phone!.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("signs one other browser out: its next request is 401, this one's goes on", async () => {
    const user = await signUpUser(testServer());
    const phone = await signInAgain(user, IPHONE_UA);
    const laptop = await signInAgain(user, WINDOWS_CHROME_UA);
    const { items } = (await user.client.get<ActiveSessionList>('/api/me/sessions')).body;
    const phoneSession = items.find((item) => item.browser === 'Mobile Safari')!;

    expect((await user.client.delete(`/api/me/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await user.client.get<ActiveSessionList>('/api/me/sessions')).body.items).toHaveLength(2);
  });

  it('refuses to end the session making the request, and another account’s session is 404', async () => {
    const user = await signUpUser(testServer());
    const other = await signUpUser(testServer());
    const [mine] = (await user.client.get<ActiveSessionList>('/api/me/sessions')).body.items;
    const [theirs] = (await other.client.get<ActiveSessionList>('/api/me/sessions')).body.items;

    const current = await user.client.delete(`/api/me/sessions/${mine!.id}`);
    expect(current.status).toBe(409);
    expect(current.body.error.code).toBe('current_session');
    expect((await user.client.delete(`/api/me/sessions/${theirs!.id}`)).status).toBe(404);
    expect((await other.client.get('/api/me')).status).toBe(200);
    expect((await user.client.delete('/api/me/sessions/no-such-session')).status).toBe(404);
  });

  it('signs every other browser out at once and says how many', async () => {
    const user = await signUpUser(testServer());
    const phone = await signInAgain(user, IPHONE_UA);
    const laptop = await signInAgain(user, WINDOWS_CHROME_UA);
    const response = await user.client.delete('/api/me/sessions');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signedOut: 2 });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });

  it('are for a signed-in person only: no session is 401, an API key is 403', async () => {
    const user = await signUpUser(testServer());
    expect((await new TestClient(testServer().url).get('/api/me/sessions')).status).toBe(401);
    const { client } = await addApiKey(
      testServer(),
      { workspaceId: user.me.workspace.id, userId: user.me.id },
      'write',
    );
    expect((await client.delete('/api/me/sessions')).status).toBe(403);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('refuses without the password or with a wrong one, on that field, and keeps everything', async () => {
    const user = await signUpUser(testServer());
    const link = await createTestLink(user.client);
    const missing = await user.client.request('DELETE', '/api/me', {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'currentPassword', code: 'required' }),
    ]);
    const wrong = await user.client.request('DELETE', '/api/me', { currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect((await user.client.get(`/api/links/${link.id}`)).status).toBe(200);
    expect((await fetch(`${testServer().url}/r/${link.hash}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('deletes the account with its workspace, links, keys and sessions; its short links stop at once', async () => {
    const user = await signUpUser(testServer());
    const phone = await signInAgain(user, IPHONE_UA);
    const link = await createTestLink(user.client);
    const renamed = await user.client.patch(`/api/links/${link.id}`, { hash: `gone${Date.now() % 1e6}` });
    expect(renamed.status).toBe(200);
    const { client: apiClient } = await addApiKey(
      testServer(),
      { workspaceId: user.me.workspace.id, userId: user.me.id },
      'write',
    );
    // The redirect knows both codes before the deletion (they are in its cache).
    for (const hash of [link.hash, renamed.body.hash]) {
      expect((await fetch(`${testServer().url}/r/${hash}`, { redirect: 'manual' })).status).toBe(302);
    }

    const response = await user.client.request('DELETE', '/api/me', { currentPassword: TEST_PASSWORD });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;/);

    for (const hash of [link.hash, renamed.body.hash]) {
      expect((await fetch(`${testServer().url}/r/${hash}`, { redirect: 'manual' })).status).toBe(404);
    }
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await apiClient.get('/api/links')).status).toBe(401);
    const signIn = await new TestClient(testServer().url).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(401);
    const { db } = testServer().database;
    const left = await db
      .selectFrom('workspace')
      .select('id')
      .where('id', '=', user.me.workspace.id)
      .unionAll(db.selectFrom('link').select('id').where('workspace_id', '=', user.me.workspace.id))
      .unionAll(db.selectFrom('api_key').select('id').where('workspace_id', '=', user.me.workspace.id))
      .execute();
    expect(left).toEqual([]);
  });

  it('asks an account without a password (Google only) for its email address instead', async () => {
    const user = await signUpUser(testServer());
    await testServer().database.db.deleteFrom('account').where('user_id', '=', user.me.id).execute();
    const wrong = await user.client.request('DELETE', '/api/me', { email: 'someone-else@example.com' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'email', code: 'email_mismatch' }),
    ]);
    expect((await user.client.get('/api/me')).status).toBe(200);
    const right = await user.client.request('DELETE', '/api/me', { email: user.email.toUpperCase() });
    expect(right.status).toBe(204);
    expect((await user.client.get('/api/me')).status).toBe(401);
  });

  it('leaves other accounts alone', async () => {
    const user = await signUpUser(testServer());
    const other = await signUpUser(testServer());
    const theirs = await createTestLink(other.client);
    expect((await user.client.request('DELETE', '/api/me', { currentPassword: TEST_PASSWORD })).status).toBe(204);
    expect((await other.client.get(`/api/links/${theirs.id}`)).status).toBe(200);
  });
});
