import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { admin } from '../test/admin.js';
import { ADMIN_USAGE } from './admin-commands.js';

describe('npm run admin -- reset-password', () => {
  // Mail is not configured: the command is for exactly such an installation.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('prints a one-time link that sets a new password and signs the account out everywhere', async () => {
    const person = await signUpUser(server);
    const result = await admin(server, 'reset-password', person.email.toUpperCase());
    expect(result.code).toBe(0);
    const link = result.out.match(/https?:\/\/\S+\/reset-password#([A-Za-z0-9_-]{43})/);
    expect(link?.[0].startsWith(`${server.config.publicUrl}/reset-password#`)).toBe(true);
    const token = link?.[1] ?? '';
    expect(result.out).toContain('one hour');

    const reset = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: 'lantern-orbit-cascade-91',
    });
    expect(reset.status).toBe(200);
    expect((await person.client.get('/api/me')).status).toBe(401);
    const again = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: 'another-orbit-lantern-77',
    });
    expect(again.status).toBe(410);
    const oldPassword = await new TestClient(server.url).post('/api/auth/sign-in/email', {
      email: person.email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
  });

  it('says clearly when no account uses the address, and makes no link', async () => {
    const ghost = uniqueEmail('ghost');
    const result = await admin(server, 'reset-password', ghost);
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toContain(`No account uses ${ghost}`);
    expect(await server.database.db.selectFrom('account_token').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a command line without exactly one address, before opening anything', async () => {
    for (const args of [[], ['a@example.com', 'b@example.com'], ['not-an-address'], ['--all']]) {
      const result = await admin(null, 'reset-password', ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toContain(ADMIN_USAGE);
    }
    expect(ADMIN_USAGE).toContain('reset-password <address>');
  });
});
