import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import type { TestServer } from '../../test/harness.js';
import { stableHeaders, waitForMailMatching } from '../../test/password-reset.js';
import { useServerWithMail } from '../../test/mail.js';
import type { TestSmtpServer } from '../../test/smtp.js';
import { SIGN_UP_MAIL_TEXTS } from '../mail/sign-up-mail-texts.js';

/** What a sign-up answer shows a client: status, body, the headers that do not change per request, cookies. */
async function signUp(server: TestServer, email: string, client = new TestClient(server.url)) {
  const response = await client.post('/api/auth/sign-up/email', {
    fullName: 'Ada Lovelace',
    email,
    password: TEST_PASSWORD,
  });
  return {
    status: response.status,
    body: response.body,
    headers: stableHeaders(response),
    cookies: response.headers.getSetCookie(),
  };
}

const signIn = (server: TestServer, email: string, password = TEST_PASSWORD, client = new TestClient(server.url)) =>
  client.post('/api/auth/sign-in/email', { email, password });

describe('sign-up on a server with mail', () => {
  const servers = useServerWithMail();
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(() => void ({ server, smtp } = servers()));

  it('answers a free and a taken address alike: status, body, headers, no cookie', async () => {
    const taken = uniqueEmail('taken');
    // Made while the address was free, by the same route: its owner confirms it first.
    expect((await signUp(server, taken)).status).toBe(200);
    const free = await signUp(server, uniqueEmail('free'));
    expect(free).toMatchObject({ status: 200, body: { confirmEmail: true }, cookies: [] });
    expect(await signUp(server, taken)).toEqual(free);
  });

  it('confirms a new account by the mailed link, which signs in; until then it cannot sign in', async () => {
    const email = uniqueEmail('new');
    const before = smtp.received.length;
    await signUp(server, email);
    const mail = await waitForMailMatching(smtp, email, /\/confirm-email#/, before);
    expect(mail.subject).toBe(SIGN_UP_MAIL_TEXTS.tr.confirmSubject);
    const token = mail.text.match(/\/confirm-email#([A-Za-z0-9_-]{43})/)?.[1] ?? '';

    const early = await signIn(server, email);
    expect(early).toMatchObject({ status: 403, body: { error: { code: 'email_not_confirmed' } } });
    // A wrong password learns nothing more than for any account.
    expect((await signIn(server, email, 'not-the-password')).body.error.code).toBe('invalid_credentials');

    const browser = new TestClient(server.url);
    const confirmed = await browser.post('/api/auth/confirm-email', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { email } });
    expect((await browser.get('/api/me')).body).toMatchObject({ email });
    expect((await signIn(server, email)).status).toBe(200);
    expect((await new TestClient(server.url).post('/api/auth/confirm-email', { token })).status).toBe(410);
  });

  it('mails the owner of a taken address that someone tried, with the way to reset, and changes nothing', async () => {
    const owner = await signUpUser(server, { fullName: 'Grace Hopper' });
    const before = smtp.received.length;
    await signUp(server, owner.email);
    const mail = await waitForMailMatching(smtp, owner.email, /\/forgot-password/, before);
    expect(mail.subject).toBe(SIGN_UP_MAIL_TEXTS.tr.attemptSubject);
    expect(mail.text).toContain(`${server.config.publicUrl}/forgot-password`);
    expect(mail.text).not.toMatch(/confirm-email#/);
  });
});
