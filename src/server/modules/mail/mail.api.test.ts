import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/builders.js';
import { startTestServer, useTestServer, type TestServer } from '../../test/harness.js';
import { buildPersonSpeaking, queuedMails, waitForMails, waitUntilNothingQueued } from '../../test/mail.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';
import { MAIL_TEXTS } from './mail-texts.js';

// Credentials with every character that must be URL-encoded in SMTP_URL.
const CREDENTIALS = { user: 'mailer@scanlink.test', pass: 'p@ss:w/rd %?#' };
const NAME = 'Ann <script>alert(1)</script> & Co';

describe('outgoing mail, configured', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp({ auth: CREDENTIALS });
    server = await startTestServer({
      SMTP_URL: smtp.url(CREDENTIALS),
      MAIL_FROM: '"Scanlink Test" <noreply@scanlink.test>',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('tells the web app that the server sends mail', async () => {
    const config = await fetch(`${server.url}/api/config`).then((response) => response.json());
    expect(config.mail).toBe(true);
  });

  it('delivers the test mail in the recipient’s language, as HTML and text, from MAIL_FROM, links absolute', async () => {
    const person = await buildPersonSpeaking(server, 'de', { fullName: NAME });
    const queued = await person.client.post('/api/me/test-mail');
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ to: person.email });

    const [mail] = await waitForMails(smtp, 1);
    if (!mail) throw new Error('no mail arrived');
    expect(mail.envelope).toEqual({ from: 'noreply@scanlink.test', to: [person.email] });
    // The server took the URL-encoded credentials decoded.
    expect(mail.auth).toEqual(CREDENTIALS);
    expect(mail.parsed.from?.value[0]).toEqual({ name: 'Scanlink Test', address: 'noreply@scanlink.test' });
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.value[0]?.address).toBe(person.email);
    expect(mail.subject).toBe(MAIL_TEXTS.de.testSubject);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@scanlink\.test>$/);
    expect(mail.header('auto-submitted')).toBe('auto-generated');
    // A mail one asked for cannot be unsubscribed from.
    expect(mail.header('list-unsubscribe')).toBeUndefined();

    expect(mail.text).toContain(`Hallo ${NAME},`);
    expect(mail.text).toContain(MAIL_TEXTS.de.testReasonAccount);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Ann &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    const links = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    for (const link of [...links, ...(mail.text.match(/https?:\/\/\S+/g) ?? [])]) {
      expect(link.startsWith(`${server.config.publicUrl}/`), link).toBe(true);
    }
    await waitUntilNothingQueued(server);
  });

  it('never puts the session that asked for it into a mail', async () => {
    const person = await buildSignedInUser(server, { fullName: 'Grace Hopper' });
    const cookie = decodeURIComponent(person.client.cookieHeader().replace(/^[^=]*=/, ''));
    const [token = '', signature = ''] = cookie.split('.');
    expect(token.length).toBeGreaterThan(20);
    // Held by the SMTP server, the mail is still queued: both what is stored and what arrives are searched.
    const hold = smtp.holdNext();
    const before = smtp.received.length;
    expect((await person.client.post('/api/me/test-mail')).status).toBe(202);
    await hold.started;
    const stored = JSON.stringify(await queuedMails(server));
    expect(stored).toContain(person.email);
    hold.release();
    const [arrived] = (await waitForMails(smtp, before + 1)).slice(before);
    const sent = JSON.stringify({ ...arrived?.parsed, html: arrived?.html, text: arrived?.text });
    for (const secret of [cookie, token, signature]) {
      expect(stored).not.toContain(secret);
      expect(sent).not.toContain(secret);
    }
  });

  it('answers the request without waiting for the SMTP server, which never holds it', async () => {
    const person = await buildSignedInUser(server);
    const hold = smtp.holdNext();
    const before = smtp.received.length;
    expect((await person.client.post('/api/me/test-mail')).status).toBe(202);
    // The SMTP server now holds the DATA phase of that mail: the sender waits for its answer.
    await hold.started;
    // Another request that queues a mail is answered all the same, while the first one is still held.
    const again = await person.client.post('/api/me/test-mail');
    expect(again.status).toBe(202);
    expect(smtp.received.length).toBe(before);
    hold.release();
    await waitForMails(smtp, before + 2);
    await waitUntilNothingQueued(server);
    expect(smtp.received.length).toBe(before + 2);
  });
});

describe('outgoing mail, not configured', () => {
  const server = useTestServer();

  it('says so to the web app and refuses the test mail, storing nothing', async () => {
    const config = await fetch(`${server().url}/api/config`).then((response) => response.json());
    expect(config.mail).toBe(false);
    const person = await buildSignedInUser(server());
    const refused = await person.client.post('/api/me/test-mail');
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('mail_not_configured');
    expect(await queuedMails(server())).toEqual([]);
  });
});
