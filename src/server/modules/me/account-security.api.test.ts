import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail, type SignedInUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

const testServer = useTestServer();
const NEW_PASSWORD = 'lantern-orbit-1987';

// An account that signs in only with Google has no email-and-password account row.
async function withoutPassword(user: SignedInUser): Promise<void> {
  await testServer().database.db.deleteFrom('account').where('user_id', '=', user.me.id).execute();
}

async function signIn(email: string, password: string) {
  const client = new TestClient(testServer().url);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, status: response.status };
}

describe('changing the email needs the current password', () => {
  it('refuses a new email without the current password, on that field', async () => {
    const { client, me } = await signUpUser(testServer());
    const response = await client.patch('/api/me', { email: uniqueEmail('new') });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'currentPassword', code: 'required' }),
    ]);
    expect((await client.get('/api/me')).body.email).toBe(me.email);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const { client, me } = await signUpUser(testServer());
    const response = await client.patch('/api/me', {
      email: uniqueEmail('new'),
      fullName: 'Changed',
      currentPassword: 'not-my-password',
    });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('wrong_password');
    expect(response.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' }),
    ]);
    expect((await client.get('/api/me')).body).toMatchObject({ email: me.email, fullName: me.fullName });
  });

  it('changes the email with the right password; the new address signs in', async () => {
    const { client } = await signUpUser(testServer());
    const email = uniqueEmail('moved');
    const response = await client.patch('/api/me', { email, currentPassword: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(email);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('needs no password when the email sent is the one the account has, in any case', async () => {
    const { client, me } = await signUpUser(testServer());
    const response = await client.patch('/api/me', { email: me.email.toUpperCase(), fullName: 'Same Address' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: me.email, fullName: 'Same Address' });
  });

  it('tells an account without a password (Google only) that its email cannot be changed here', async () => {
    const user = await signUpUser(testServer());
    await withoutPassword(user);
    expect((await user.client.get('/api/me')).body.hasPassword).toBe(false);
    const response = await user.client.patch('/api/me', { email: uniqueEmail('new'), currentPassword: 'anything' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('password_not_set');
    // Everything else stays editable.
    expect((await user.client.patch('/api/me', { fullName: 'Still Editable' })).status).toBe(200);
  });

  it('refuses a current password that is no string', async () => {
    const { client } = await signUpUser(testServer());
    const response = await client.patch('/api/me', { email: uniqueEmail('new'), currentPassword: 12345678 });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path: 'currentPassword' }));
  });
});

describe('POST /api/me/password', () => {
  it('changes the password, keeps this session and signs every other one out', async () => {
    const user = await signUpUser(testServer());
    expect(user.me.hasPassword).toBe(true);
    const elsewhere = await signIn(user.email, TEST_PASSWORD);
    expect((await elsewhere.client.get('/api/me')).status).toBe(200);

    const response = await user.client.post('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(204);
    expect((await user.client.get('/api/me')).status).toBe(200);
    expect((await elsewhere.client.get('/api/me')).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password on its field and keeps the old one', async () => {
    const user = await signUpUser(testServer());
    const response = await user.client.post('/api/me/password', {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'currentPassword', code: 'wrong_password' }),
    ]);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a common password', 'password123', 'password_too_common'],
    ['a common password in capitals', 'QWERTYUIOP', 'password_too_common'],
    ['a short password', 'seven77', 'password_too_short'],
    ['an overlong password', 'x'.repeat(129), 'password_too_long'],
  ])('refuses %s as the new one, on its field', async (_label, newPassword, code) => {
    const user = await signUpUser(testServer());
    const response = await user.client.post('/api/me/password', { currentPassword: TEST_PASSWORD, newPassword });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([expect.objectContaining({ path: 'newPassword', code })]);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses fields that are no strings, and unknown fields', async () => {
    const user = await signUpUser(testServer());
    for (const body of [
      { currentPassword: null, newPassword: NEW_PASSWORD },
      { currentPassword: TEST_PASSWORD, newPassword: ['x'] },
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
    ]) {
      expect((await user.client.post('/api/me/password', body)).status, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers an account without a password with password_not_set', async () => {
    const user = await signUpUser(testServer());
    await withoutPassword(user);
    const response = await user.client.post('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('password_not_set');
  });

  it('is 401 without a session', async () => {
    const response = await new TestClient(testServer().url).post('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});

describe('common passwords at sign-up', () => {
  it.each(['password1', 'Password1', '12345678', 'iloveyou123'])(
    'refuses %s on the password field',
    async (password) => {
      const response = await new TestClient(testServer().url).post('/api/auth/sign-up/email', {
        fullName: 'Common',
        email: uniqueEmail('common'),
        password,
      });
      expect(response.status).toBe(422);
      expect(response.body.error.details.fields).toEqual([
        expect.objectContaining({ path: 'password', code: 'password_too_common' }),
      ]);
    },
  );

  it("accepts a password that is not among them, such as the suite's own", async () => {
    const { me } = await signUpUser(testServer(), { password: TEST_PASSWORD });
    expect(me.hasPassword).toBe(true);
  });
});
