import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { waitForMailMatching } from '../../test/password-reset.js';
import { useServerWithMail } from '../../test/mail.js';
import type { TestSmtpServer } from '../../test/smtp.js';
import { ACCOUNT_MAIL_TEXTS } from '../mail/account-mail-texts.js';

// Starting servers on PostgreSQL (a schema, the migrations) can take longer than a hook's default on a busy machine.
const SERVER_START_MS = 60_000;

/** The confirmation token of the mail to `address` among those arrived after the first `after`. */
async function confirmTokenMailedTo(smtp: TestSmtpServer, address: string, after: number): Promise<string> {
  const mail = await waitForMailMatching(smtp, address, /\/confirm-email#/, after);
  return mail.text.match(/\/confirm-email#([A-Za-z0-9_-]{43})/)?.[1] ?? '';
}

const confirm = (server: TestServer, token: string) =>
  new TestClient(server.url).post('/api/auth/confirm-email', { token });

describe('changing the account’s e-mail address, with mail', () => {
  const servers = useServerWithMail();
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(() => void ({ server, smtp } = servers()));

  it('keeps the old address until the link mailed to the new one is followed; the old one gets a notice', async () => {
    const person = await signUpUser(server);
    expect((await person.client.patch('/api/me', { locale: 'de' })).status).toBe(200);
    const newEmail = uniqueEmail('moved');
    const before = smtp.received.length;
    const changed = await person.client.patch('/api/me', { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: person.email, pendingEmail: newEmail });

    const token = await confirmTokenMailedTo(smtp, newEmail, before);
    const notice = await waitForMailMatching(smtp, person.email, new RegExp(newEmail.replace(/[.]/g, '\\.')), before);
    expect(notice?.subject).toBe(ACCOUNT_MAIL_TEXTS.de.emailNoticeSubject);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toMatch(/confirm-email#/);
    const confirmation = smtp.received.slice(before).find((mail) => mail.envelope.to.includes(newEmail));
    expect(confirmation?.subject).toBe(ACCOUNT_MAIL_TEXTS.de.emailConfirmSubject);

    // Until then the old address signs in.
    const signIn = (email: string) =>
      new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect((await signIn(person.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    expect(await confirm(server, token)).toMatchObject({ status: 200, body: { email: newEmail } });
    expect((await person.client.get('/api/me')).body).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(person.email)).status).toBe(401);

    const again = await confirm(server, token);
    expect(again).toMatchObject({ status: 410, body: { error: { code: 'link_invalid' } } });
  });

  it('refuses an expired or forged link, and an address another account took meanwhile', async () => {
    const person = await signUpUser(server);
    const newEmail = uniqueEmail('moved');
    const before = smtp.received.length;
    await person.client.patch('/api/me', { email: newEmail, currentPassword: TEST_PASSWORD });
    const token = await confirmTokenMailedTo(smtp, newEmail, before);

    expect((await confirm(server, 'B'.repeat(43))).status).toBe(410);
    await signUpUser(server, { email: newEmail });
    const taken = await confirm(server, token);
    expect(taken).toMatchObject({ status: 409, body: { error: { code: 'email_taken' } } });

    await server.database.db
      .updateTable('account_token')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await confirm(server, token)).status).toBe(410);
    expect((await person.client.get('/api/me')).body).toMatchObject({ email: person.email, pendingEmail: null });
  });
});

describe('changing the account’s e-mail address, without mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, SERVER_START_MS);
  afterAll(() => server?.close());

  it('changes it at once, as there is no way to confirm it', async () => {
    const person = await signUpUser(server);
    const newEmail = uniqueEmail('moved');
    const changed = await person.client.patch('/api/me', { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(changed.body).toMatchObject({ email: newEmail, pendingEmail: null });
  });
});
