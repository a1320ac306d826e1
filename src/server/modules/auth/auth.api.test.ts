import { describe, expect, it } from 'vitest';
import { stableHeaders } from '../../test/password-reset.js';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { startTestServer, useTestServer } from '../../test/harness.js';

const testServer = useTestServer();

describe('sign-up', () => {
  it('creates the account, signs the person in with an HttpOnly SameSite=Lax cookie and makes a personal workspace', async () => {
    const client = new TestClient(testServer().url);
    const email = uniqueEmail('ada');
    const response = await client.post('/api/auth/sign-up/email', {
      fullName: 'Ada Lovelace',
      email,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('scanlink.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ fullName: 'Ada Lovelace', email, avatarUrl: null, workspace: { role: 'owner' } });
    expect(me.body.workspace.id).toEqual(expect.any(String));
  });

  it('stores the address in lower case and refuses the same address in any case with 409 email_taken', async () => {
    const email = uniqueEmail('case');
    await signUpUser(testServer(), { email });
    const again = await new TestClient(testServer().url).post('/api/auth/sign-up/email', {
      fullName: 'Someone Else',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('email_taken');
    expect(again.body.error.details.fields[0].path).toBe('email');
  });

  it.each([
    [
      'a short password',
      { fullName: 'A', email: 'short@example.com', password: 'seven77' },
      'password',
      'password_too_short',
    ],
    ['an invalid email', { fullName: 'A', email: 'not-an-email', password: TEST_PASSWORD }, 'email', 'invalid_email'],
    ['a blank name', { fullName: '   ', email: 'blank@example.com', password: TEST_PASSWORD }, 'fullName', 'required'],
    [
      'an overlong password',
      { fullName: 'A', email: 'long@example.com', password: 'x'.repeat(129) },
      'password',
      'password_too_long',
    ],
  ])('refuses %s with 422 naming the field', async (_label, body, field, code) => {
    const response = await new TestClient(testServer().url).post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: field, code }));
  });

  it('answers malformed JSON with 400 invalid_json and creates nothing', async () => {
    const response = await new TestClient(testServer().url).request('POST', '/api/auth/sign-up/email', '{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_json', message: expect.any(String) } });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again; the old cookie then opens nothing', async () => {
    const { email } = await signUpUser(testServer(), { fullName: 'Linus' });
    const client = new TestClient(testServer().url);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await client.get('/api/me')).body.fullName).toBe('Linus');

    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    const after = await client.get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });

  it('answers a wrong password and an unknown address alike: status, body, headers, cookies', async () => {
    const { email } = await signUpUser(testServer());
    const attempt = async (address: string) => {
      const response = await new TestClient(testServer().url).post('/api/auth/sign-in/email', {
        email: address,
        password: 'not-the-password',
      });
      return {
        status: response.status,
        body: response.body,
        headers: stableHeaders(response),
        cookies: response.headers.getSetCookie(),
      };
    };
    const wrong = await attempt(email);
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'invalid_credentials' } }, cookies: [] });
    expect(wrong.body.error.details).toBeUndefined();
    expect(await attempt(uniqueEmail('ghost'))).toEqual(wrong);
  });

  it('answers Google sign-in with a clear error when Google is not configured', async () => {
    const response = await new TestClient(testServer().url).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('social_sign_in_unavailable');
  });

  it('reports whether Google sign-in is available in the public config', async () => {
    const config = await new TestClient(testServer().url).get('/api/config');
    expect(config.body).toEqual({
      defaultLocale: 'tr',
      googleSignIn: false,
      trialDays: 15,
      shortUrlBase: expect.stringMatching(/^http:\/\/localhost:\d+\/r$/),
      mapTiles: null,
      mail: false,
    });
  });
});

describe('rate limits', () => {
  it('answers the 11th sign-in attempt within a minute with 429 and a retry-after', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '10' });
    try {
      const client = new TestClient(limited.url);
      const attempts = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        attempts.push(
          await client.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever1' }),
        );
      }
      expect(attempts.slice(0, 10).every((response) => response.status === 401)).toBe(true);
      const last = attempts[10]!;
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('rate_limited');
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups from one address', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '10' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await new TestClient(limited.url).post('/api/auth/sign-up/email', {
          fullName: 'x',
          email: 'bad',
          password: 'x',
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
