import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Me } from '../../shared/account.js';
import { TestClient } from './client.js';
import type { TestServer } from './harness.js';

export const TEST_PASSWORD = 'correct-horse-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface SignedInUser {
  client: TestClient;
  me: Me;
  email: string;
  password: string;
}

/** Signs a new person up through the HTTP API and returns their signed-in client and profile. */
export async function signUpUser(
  server: TestServer,
  overrides: Partial<{ fullName: string; email: string; password: string }> = {},
): Promise<SignedInUser> {
  const client = new TestClient(server.url);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const signUp = await client.post('/api/auth/sign-up/email', {
    fullName: overrides.fullName ?? 'Grace Hopper',
    email,
    password,
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  if ((signUp.body as { confirmEmail?: boolean }).confirmEmail) {
    // A server with mail waits for the link mailed to the address; a test that is not about it confirms at once.
    const { db } = server.database;
    const user = db.selectFrom('user').select('id').where('email', '=', email.toLowerCase());
    await db.deleteFrom('account_token').where('purpose', '=', 'sign_up').where('user_id', 'in', user).execute();
    const signedIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  }
  const me = await client.get<Me>('/api/me');
  expect(me.status).toBe(200);
  return { client, me: me.body, email, password };
}
