import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import type { TestServer } from '../../test/harness.js';
import { mailedResetToken } from '../../test/password-reset.js';
import { useServerWithMail } from '../../test/mail.js';
import type { TestSmtpServer } from '../../test/smtp.js';
import { ACCOUNT_MAIL_TEXTS } from '../mail/account-mail-texts.js';

const NEW_PASSWORD = 'lantern-orbit-cascade-91';

function signIn(server: TestServer, email: string, password: string) {
  return new TestClient(server.url).post('/api/auth/sign-in/email', { email, password });
}

describe('password reset by a mailed link', () => {
  const servers = useServerWithMail();
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(() => void ({ server, smtp } = servers()));

  it('mails a link in the account’s language; the new password works, the old one not, every session ends', async () => {
    const person = await signUpUser(server, { fullName: 'Aino Virtanen' });
    expect((await person.client.patch('/api/me', { locale: 'fi' })).status).toBe(200);
    const otherBrowser = new TestClient(server.url);
    expect(
      (await otherBrowser.post('/api/auth/sign-in/email', { email: person.email, password: TEST_PASSWORD })).status,
    ).toBe(200);

    const { mail, token } = await mailedResetToken(server, smtp, person.email);
    expect(mail?.subject).toBe(ACCOUNT_MAIL_TEXTS.fi.resetSubject);
    expect(mail?.text).toContain('Hei Aino Virtanen,');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = JSON.stringify(await server.database.db.selectFrom('account_token').selectAll().execute());
    expect(stored).not.toContain(token);
    // No session token in the mail.
    const cookie = decodeURIComponent(person.client.cookieHeader().replace(/^[^=]*=/, '')).split('.')[0] ?? '';
    expect(cookie.length).toBeGreaterThan(20);
    expect(`${mail?.text}${mail?.html}`).not.toContain(cookie);

    const check = await new TestClient(server.url).post('/api/auth/password-reset/check', { token });
    expect(check).toMatchObject({ status: 200, body: { email: person.email } });

    const browser = new TestClient(server.url);
    const reset = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { email: person.email } });

    expect((await person.client.get('/api/me')).status).toBe(401);
    expect((await otherBrowser.get('/api/me')).status).toBe(401);
    expect((await signIn(server, person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(server, person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak password with the sign-up rules, on the field, and keeps the link working', async () => {
    const person = await signUpUser(server, { fullName: 'Grace Hopper' });
    const { token } = await mailedResetToken(server, smtp, person.email);
    const common = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: 'password123',
    });
    expect(common.status).toBe(422);
    expect(common.body.error.details.fields[0]).toMatchObject({ path: 'password', code: 'password_too_common' });
    const personal = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: 'gracehopper',
    });
    expect(personal.body.error.details.fields[0]).toMatchObject({ code: 'password_too_weak', reason: 'personal' });
    expect((await signIn(server, person.email, TEST_PASSWORD)).status).toBe(200);
    const later = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(later.status).toBe(200);
  });

  it('takes a link once: a second use is 410 link_invalid, and so is checking it', async () => {
    const person = await signUpUser(server);
    const { token } = await mailedResetToken(server, smtp, person.email);
    const first = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(first.status).toBe(200);
    const again = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: 'another-orbit-lantern-77',
    });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('link_invalid');
    expect((await new TestClient(server.url).post('/api/auth/password-reset/check', { token })).status).toBe(410);
    expect((await signIn(server, person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every other link of the account when one is used', async () => {
    const person = await signUpUser(server);
    const older = await mailedResetToken(server, smtp, person.email);
    const newer = await mailedResetToken(server, smtp, person.email);
    const used = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token: newer.token,
      password: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);
    const stale = await new TestClient(server.url).post('/api/auth/password-reset/check', { token: older.token });
    expect(stale.status).toBe(410);
  });

  it('refuses a link after its hour', async () => {
    const person = await signUpUser(server);
    const { token } = await mailedResetToken(server, smtp, person.email);
    const { db } = server.database;
    const row = await db
      .selectFrom('account_token')
      .innerJoin('user', 'user.id', 'account_token.user_id')
      .select('account_token.id')
      .where('user.email', '=', person.email)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('account_token')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', row.id)
      .execute();
    const expired = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('link_invalid');
    expect((await signIn(server, person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a forged link: a well-formed token nobody was sent (410), or no token at all (422)', async () => {
    const forged = 'A'.repeat(43);
    const check = await new TestClient(server.url).post('/api/auth/password-reset/check', { token: forged });
    expect(check.status).toBe(410);
    const confirm = await new TestClient(server.url).post('/api/auth/password-reset/confirm', {
      token: forged,
      password: NEW_PASSWORD,
    });
    expect(confirm.status).toBe(410);
    const malformed = await new TestClient(server.url).post('/api/auth/password-reset/check', { token: 'abc' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.details.fields[0]).toMatchObject({ path: 'token', code: 'link_invalid' });
  });

  it('gives an account that signs in only with Google a password', async () => {
    const person = await signUpUser(server);
    await server.database.db.deleteFrom('account').where('user_id', '=', person.me.id).execute();
    expect((await signIn(server, person.email, TEST_PASSWORD)).status).toBe(401);
    const { token } = await mailedResetToken(server, smtp, person.email);
    expect(
      (await new TestClient(server.url).post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    expect((await signIn(server, person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('sends nothing for an address no account uses', async () => {
    const before = smtp.received.length;
    const answer = await new TestClient(server.url).post('/api/auth/password-reset', { email: uniqueEmail('ghost') });
    expect(answer).toMatchObject({ status: 202, body: { accepted: true } });
    // A known address asked after it arrives first and alone: the unknown one queued nothing.
    const person = await signUpUser(server);
    await mailedResetToken(server, smtp, person.email);
    const resetMails = smtp.received.slice(before).filter((mail) => /\/reset-password#/.test(mail.text));
    expect(resetMails.map((mail) => mail.envelope.to)).toEqual([[person.email]]);
  });
});
