import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { up as hashStoredTokens } from '../../db/migrations/003-hashed-session-tokens.js';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { hashSessionToken } from './hashed-session-tokens.js';

const testServer = useTestServer();
const SESSION_COOKIE = 'scanlink.session_token';

// What better-auth puts in the cookie: the token and its HMAC-SHA256 under AUTH_SECRET, URL-encoded.
function signedCookie(token: string): string {
  const signature = createHmac('sha256', testServer().config.authSecret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

function tokenOf(client: TestClient): string {
  const value = client.cookieHeader().split(`${SESSION_COOKIE}=`)[1]!.split(';')[0]!;
  return decodeURIComponent(value).split('.')[0]!;
}

async function storedTokens(userId: string): Promise<string[]> {
  const rows = await testServer()
    .database.db.selectFrom('session')
    .select('token')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.token);
}

describe('session tokens in the database', () => {
  it('are stored only as their SHA-256, while the cookie carries the token', async () => {
    const { client, me } = await signUpUser(testServer());
    const token = tokenOf(client);
    // The test's cookie is built the way better-auth builds it: the same cookie opens the session.
    expect(signedCookie(token)).toBe(`${SESSION_COOKIE}=${client.cookieHeader().split(`${SESSION_COOKIE}=`)[1]}`);
    expect(await storedTokens(me.id)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(await storedTokens(me.id))).not.toContain(token);
  });

  it('do not sign anyone in when a cookie is made from the stored value', async () => {
    const { me } = await signUpUser(testServer());
    const [stored] = await storedTokens(me.id);
    const forged = await new TestClient(testServer().url).get('/api/me', { cookie: signedCookie(stored!) });
    expect(forged.status).toBe(401);
    const session = await new TestClient(testServer().url).get('/api/auth/get-session', {
      cookie: signedCookie(stored!),
    });
    expect(session.body).toBeNull();
  });

  it('still sign in, get extended and sign out as before', async () => {
    const { email, me } = await signUpUser(testServer());
    const client = new TestClient(testServer().url);
    expect((await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.get('/api/me')).body.id).toBe(me.id);
    expect(await storedTokens(me.id)).toContain(hashSessionToken(tokenOf(client)));
    const token = tokenOf(client);

    // A session close to its end is extended when read; the new cookie still carries the token, not the hash.
    const soon = testServer().database.dialect.authDate(new Date(Date.now() + 60 * 60 * 1000));
    await testServer()
      .database.db.updateTable('session')
      .set({ expires_at: soon })
      .where('user_id', '=', me.id)
      .execute();
    const refreshed = await client.get('/api/auth/get-session');
    expect(refreshed.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(tokenOf(client)).toBe(token);
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await storedTokens(me.id)).not.toContain(hashSessionToken(token));
    expect((await new TestClient(testServer().url).get('/api/me', { cookie: signedCookie(token) })).status).toBe(401);
  });
});

describe('migration 003', () => {
  it('hashes the tokens stored before it, so people stay signed in', async () => {
    const { client, me } = await signUpUser(testServer());
    const token = tokenOf(client);
    // As the row looked before the migration: the token itself.
    const { db } = testServer().database;
    await db.updateTable('session').set({ token }).where('user_id', '=', me.id).execute();
    expect((await client.get('/api/me')).status).toBe(401);

    await hashStoredTokens(db as never);
    expect(await storedTokens(me.id)).toEqual([hashSessionToken(token)]);
    expect((await client.get('/api/me')).status).toBe(200);
    // Run again, it leaves hashes alone.
    await hashStoredTokens(db as never);
    expect(await storedTokens(me.id)).toEqual([hashSessionToken(token)]);
  });
});
