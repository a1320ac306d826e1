import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, uniqueEmail } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { requestReset, stableHeaders } from '../../test/password-reset.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';
import { RESET_MAILS_PER_HOUR } from './password-reset.service.js';

// Starting servers on PostgreSQL (a schema, the migrations) can take longer than a hook's default on a busy machine.
const SERVER_START_MS = 60_000;

/** What an answer shows a client: status, body, the headers that do not change per request, cookies. */
async function seen(server: TestServer, email: string) {
  const response = await requestReset(server, email);
  return {
    status: response.status,
    body: response.body,
    headers: stableHeaders(response),
    cookies: response.headers.getSetCookie(),
  };
}

const liveLinks = (server: TestServer, userId: string) =>
  server.database.db.selectFrom('account_token').select('id').where('user_id', '=', userId).execute();

describe('password reset requests tell nobody which addresses have an account', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url() });
    unconfigured = await startTestServer();
  }, SERVER_START_MS);
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await smtp?.close();
  });

  it('answers a known and an unknown address alike: status, body, headers, cookies', async () => {
    const { email } = await signUpUser(server);
    const known = await seen(server, email);
    const unknown = await seen(server, uniqueEmail('ghost'));
    expect(known).toMatchObject({ status: 202, body: { accepted: true }, cookies: [] });
    expect(unknown).toEqual(known);
  });

  it('limits mails per account silently, then refuses per address alike (429) for known and unknown', async () => {
    const person = await signUpUser(server);
    const ghost = uniqueEmail('ghost');
    const knownAnswers = [];
    const unknownAnswers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      knownAnswers.push(await seen(server, person.email));
      unknownAnswers.push(await seen(server, ghost));
    }
    expect(knownAnswers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers[5]?.body.error.code).toBe('rate_limited');
    // Five requests were let through; the account got no more links than its hourly allowance.
    expect(await liveLinks(server, person.me.id)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('counts an address however it is written', async () => {
    const { email } = await signUpUser(server);
    const spellings = [email, email.toUpperCase(), ` ${email}`, email, email];
    for (const spelling of spellings) expect((await requestReset(server, spelling)).status).toBe(202);
    expect((await requestReset(server, email.toUpperCase())).status).toBe(429);
  });

  it('answers 409 mail_not_configured without SMTP_URL, known or unknown', async () => {
    const { email } = await signUpUser(unconfigured);
    const known = await seen(unconfigured, email);
    expect(known).toMatchObject({ status: 409, body: { error: { code: 'mail_not_configured' } } });
    expect(await seen(unconfigured, uniqueEmail('ghost'))).toEqual(known);
  });
});

describe('password reset requests, per client address', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url(), AUTH_RATE_LIMIT: '4' });
  }, SERVER_START_MS);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('meet the sign-in limit of AUTH_RATE_LIMIT a minute, in the product’s error shape', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await requestReset(server, uniqueEmail())).status);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    const refused = await requestReset(server, uniqueEmail());
    expect(refused.body.error).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
