import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { rawRequest } from '../../test/raw-request.js';

// TRUST_PROXY=true: the test client on loopback counts as a proxy, so X-Forwarded-Host and -Proto are believed.
const testServer = useTestServer({ TRUST_PROXY: 'true' });

const SESSION_COOKIE = 'scanlink.session_token';

describe('the auth endpoints the product uses, and no others', () => {
  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/change-password'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/delete-user'],
    ['GET', '/api/auth/ok'],
    ['GET', '/api/auth/error'],
    ['POST', '/api/auth/callback/github'],
    ['GET', '/api/auth/./list-sessions'],
    ['GET', '/api/auth/%2e/list-sessions'],
    ['GET', '/api/auth//list-sessions'],
    ['GET', '/api/auth\\list-sessions'],
    ['GET', '/api/auth/x/..%2flist-sessions'],
  ])('%s %s is 404 in the error shape, signed in or not', async (method, path) => {
    const { client } = await signUpUser(testServer());
    const response = await rawRequest(testServer().url, method, path, {
      headers: { cookie: client.cookieHeader() },
      ...(method === 'POST' ? { body: { name: 'Mallory', image: 'javascript:alert(1)' } } : {}),
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it.each([
    '/api/auth/./sign-up/email',
    '/api/auth/%2e/sign-up/email',
    '/api/auth/%2E/sign-up/email',
    '/api/auth/x/../sign-up/email',
    '/api/auth%2fsign-up%2femail',
    '/api/auth%5csign-up/email',
    '/api/auth\\sign-up\\email',
    '//api//auth///sign-up/email',
  ])('%s is sign-up itself, with its schema: nothing invalid is stored', async (path) => {
    const email = uniqueEmail('dot');
    const response = await rawRequest(testServer().url, 'POST', path, {
      body: { fullName: 'n'.repeat(5600), email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: 'fullName' }));
    const stored = await testServer()
      .database.db.selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('normalises paths for the whole app, the CSRF guard included', async () => {
    const { client, me } = await signUpUser(testServer());
    const read = await rawRequest(testServer().url, 'GET', '/api/./me', { headers: { cookie: client.cookieHeader() } });
    expect(read.status).toBe(200);
    expect(read.body.email).toBe(me.email);
    const forged = await rawRequest(testServer().url, 'PATCH', '//api/%2e/me', {
      headers: { cookie: client.cookieHeader(), origin: 'https://evil.example' },
      body: { fullName: 'Mallory' },
    });
    expect(forged.status).toBe(403);
    expect((await client.get('/api/me')).body.fullName).toBe(me.fullName);
  });
});

describe('session tokens leave the server only in the cookie', () => {
  it('sign-up, sign-in and get-session answer without the token', async () => {
    const client = new TestClient(testServer().url);
    const email = uniqueEmail('token');
    const signUp = await client.post('/api/auth/sign-up/email', { fullName: 'Ada', email, password: TEST_PASSWORD });
    expect(signUp.status).toBe(200);
    expect(signUp.body).not.toHaveProperty('token');
    expect(signUp.body.user.email).toBe(email);

    const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body).not.toHaveProperty('token');
    const rawToken = decodeURIComponent(client.cookieHeader().split(`${SESSION_COOKIE}=`)[1]!).split('.')[0]!;
    expect(rawToken.length).toBeGreaterThan(20);

    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(session.body.session).not.toHaveProperty('token');
    for (const body of [signUp.body, signIn.body, session.body]) expect(JSON.stringify(body)).not.toContain(rawToken);
  });

  it('get-session without a cookie answers null', async () => {
    const response = await new TestClient(testServer().url).get('/api/auth/get-session');
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });
});

describe('malformed input never breaks auth', () => {
  it.each([
    ['a Host with a space', { host: 'bad host' }],
    ['an unclosed IPv6 Host', { host: '[::1' }],
    ['a Host with a port out of range', { host: 'scanlink.example:99999' }],
    ['a forwarded host with a path', { 'x-forwarded-host': 'a b/c?d' }],
    ['a forwarded protocol that is none', { 'x-forwarded-proto': 'ht tp' }],
    ['a forwarded protocol of javascript', { 'x-forwarded-proto': 'javascript' }],
  ])('answers get-session, sign-in and sign-out despite %s', async (_label, headers) => {
    const { client, email } = await signUpUser(testServer());
    const session = await rawRequest(testServer().url, 'GET', '/api/auth/get-session', {
      headers: { ...headers, cookie: client.cookieHeader() },
    });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    const signIn = await rawRequest(testServer().url, 'POST', '/api/auth/sign-in/email', {
      headers,
      body: { email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const signOut = await rawRequest(testServer().url, 'POST', '/api/auth/sign-out', {
      headers: { ...headers, cookie: client.cookieHeader() },
      body: {},
    });
    expect(signOut.status).toBe(200);
  });

  it.each([
    ['/api/auth/sign-up/email', { fullName: 1, email: { a: 1 }, password: ['x'] }, 'fullName'],
    ['/api/auth/sign-up/email', { fullName: 'A', email: 'ok@example.com', password: 12345678 }, 'password'],
    ['/api/auth/sign-in/email', { email: ['a@example.com'], password: 'x' }, 'email'],
    ['/api/auth/sign-in/email', { email: 'a@example.com', password: { $ne: null } }, 'password'],
    ['/api/auth/sign-in/social', { provider: { id: 'google' } }, 'provider'],
    ['/api/auth/sign-in/social', { provider: 'google', callbackURL: 5 }, 'callbackURL'],
    ['/api/auth/sign-in/social', { provider: 'google', callbackURL: 'https://evil.example/' }, 'callbackURL'],
    ['/api/auth/sign-in/social', { provider: 'google', callbackURL: '//evil.example/' }, 'callbackURL'],
    ['/api/auth/sign-in/social', { provider: 'google', idToken: { token: 'x' } }, ''],
  ])('POST %s with %j is 422 naming the field', async (path, body, field) => {
    const response = await new TestClient(testServer().url).post(path, body);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: field }));
  });

  it('answers a body that is no object with 422, not 500', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await new TestClient(testServer().url).request('POST', '/api/auth/sign-in/email', body);
      expect(response.status, body).toBe(422);
    }
  });
});
