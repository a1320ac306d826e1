import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

const testServer = useTestServer();

describe('GET /api/me', () => {
  it('is 401 in the error shape without a session', async () => {
    const response = await new TestClient(testServer().url).get('/api/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('gives each person a workspace of their own', async () => {
    const first = await signUpUser(testServer());
    const second = await signUpUser(testServer());
    expect(first.me.workspace.id).not.toBe(second.me.workspace.id);
  });
});

describe('PATCH /api/me', () => {
  it('saves full name, avatar URL, email and language, and sets the locale cookie on path /', async () => {
    const { client } = await signUpUser(testServer());
    const email = uniqueEmail('renamed');
    const response = await client.patch('/api/me', {
      fullName: '  Katherine Johnson ',
      avatarUrl: 'https://example.com/k.png',
      email: email.toUpperCase(),
      locale: 'fi',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      fullName: 'Katherine Johnson',
      avatarUrl: 'https://example.com/k.png',
      email,
      locale: 'fi',
    });
    expect(response.headers.getSetCookie().find((line) => line.startsWith('locale=fi'))).toMatch(/Path=\//);
    expect((await client.get('/api/me')).body).toMatchObject({ fullName: 'Katherine Johnson', email, locale: 'fi' });
  });

  it('clears the avatar with an empty string', async () => {
    const { client } = await signUpUser(testServer());
    await client.patch('/api/me', { avatarUrl: 'https://example.com/a.png' });
    const cleared = await client.patch('/api/me', { avatarUrl: '' });
    expect(cleared.body.avatarUrl).toBeNull();
  });

  it('refuses an email another account uses with 409 and changes nothing', async () => {
    const taken = await signUpUser(testServer());
    const { client, me } = await signUpUser(testServer(), { fullName: 'Unchanged' });
    const response = await client.patch('/api/me', {
      email: taken.email,
      fullName: 'Changed',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('email_taken');
    expect((await client.get('/api/me')).body).toMatchObject({ email: me.email, fullName: 'Unchanged' });
  });

  it.each([
    ['an unknown language', { locale: 'xx' }, 'locale', 'invalid_locale'],
    ['an invalid email', { email: 'nope' }, 'email', 'invalid_email'],
    ['a blank name', { fullName: ' ' }, 'fullName', 'required'],
    ['a javascript: avatar', { avatarUrl: 'javascript:alert(1)' }, 'avatarUrl', 'invalid_url'],
    ['an overlong name', { fullName: 'n'.repeat(121) }, 'fullName', 'too_long'],
  ])('refuses %s with 422 on that field', async (_label, body, field, code) => {
    const { client } = await signUpUser(testServer());
    const response = await client.patch('/api/me', body);
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: field, code }));
  });

  it('refuses fields it does not know and an empty update', async () => {
    const { client } = await signUpUser(testServer());
    const unknown = await client.patch('/api/me', { role: 'admin' });
    expect(unknown.status).toBe(422);
    const empty = await client.patch('/api/me', {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.details.fields[0].code).toBe('empty_update');
  });

  it('is 401 without a session', async () => {
    const response = await new TestClient(testServer().url).patch('/api/me', { fullName: 'Mallory' });
    expect(response.status).toBe(401);
  });
});
