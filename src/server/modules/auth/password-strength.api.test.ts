import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';

// Passwords the zxcvbn estimator scores below 2 are refused wherever a password is set, beside the field, with why.
const testServer = useTestServer();

const WEAK: Array<[password: string, reason: string]> = [
  ['aaaaaaaa', 'repeat'],
  ['Password1!', 'common'],
  ['Qwerty123!', 'common'],
  ['Summer2024', 'common'],
  // Strong enough to a dictionary that does not know the product; not to one that does.
  ['Scanlink2026', 'personal'],
];
const STRONG = 'mossy-kettle-ferry-73';

function signUp(password: string, fullName = 'Weak Password') {
  return new TestClient(testServer().url).post('/api/auth/sign-up/email', {
    fullName,
    email: uniqueEmail('weak'),
    password,
  });
}

describe('a password too easy to guess', () => {
  it.each(WEAK)('is refused at sign-up: %s', async (password, reason) => {
    const response = await signUp(password);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toEqual([
      { path: 'password', code: 'password_too_weak', message: 'password_too_weak', reason },
    ]);
  });

  it.each(WEAK)('is refused as a new password: %s', async (password, reason) => {
    const user = await signUpUser(testServer());
    const response = await user.client.post('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: password,
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([
      { path: 'newPassword', code: 'password_too_weak', message: 'password_too_weak', reason },
    ]);
    const signIn = await new TestClient(testServer().url).post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it("is refused when it is made of the person's own name or email", async () => {
    const email = uniqueEmail('marguerite');
    const fromName = await new TestClient(testServer().url).post('/api/auth/sign-up/email', {
      fullName: 'Marguerite Yourcenar',
      email,
      password: 'Yourcenar1903',
    });
    expect(fromName.body.error.details.fields).toEqual([expect.objectContaining({ reason: 'personal' })]);

    const user = await signUpUser(testServer(), { fullName: 'Bartholomew Quince' });
    const changed = await user.client.post('/api/me/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Bartholomew2024',
    });
    expect(changed.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'newPassword', code: 'password_too_weak', reason: 'personal' }),
    ]);
  });

  it('lets a strong one through, at sign-up and as a new password', async () => {
    expect((await signUp(STRONG)).status).toBe(200);
    const user = await signUpUser(testServer());
    const changed = await user.client.post('/api/me/password', { currentPassword: TEST_PASSWORD, newPassword: STRONG });
    expect(changed.status).toBe(204);
  });
});
