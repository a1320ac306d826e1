import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { queuedMails } from '../test/mail.js';
import { startTestSmtp, type TestSmtpServer } from '../test/smtp.js';
import { MAIL_TEXTS } from '../modules/mail/mail-texts.js';
import { admin } from '../test/admin.js';
import { ADMIN_USAGE } from './admin-commands.js';

describe('npm run admin', () => {
  it('prints its usage without a command, and refuses one it does not know', async () => {
    expect(await admin(null)).toEqual({ code: 2, out: '', err: ADMIN_USAGE });
    expect(ADMIN_USAGE).toContain('send-test-mail <address>');
    expect(await admin(null, 'help')).toMatchObject({ code: 0, out: ADMIN_USAGE });
    const unknown = await admin(null, 'reset-everything');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command: reset-everything');
  });
});

describe('npm run admin -- send-test-mail', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let unconfigured: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    // The server's own sender is off: what the command reports is what the command itself did.
    server = await startTestServer({ SMTP_URL: smtp.url(), OUTBOX_DISPATCH: 'false' });
    unconfigured = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await smtp?.close();
  });

  it('sends the test mail at once and says so, in DEFAULT_LOCALE or the one asked for', async () => {
    const sent = await admin(server, 'send-test-mail', 'ops@example.com');
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/^Sent a test e-mail to ops@example\.com through 127\.0\.0\.1:\d+ \(Message-ID <.+>\)\.$/);
    const localized = await admin(server, 'send-test-mail', '--locale', 'nl', 'ops@example.com');
    expect(localized.code).toBe(0);
    expect(smtp.received.slice(-2).map((mail) => mail.subject)).toEqual([
      MAIL_TEXTS.tr.testSubject,
      MAIL_TEXTS.nl.testSubject,
    ]);
    expect(smtp.received.at(-1)?.text).toContain(MAIL_TEXTS.nl.testReasonAdmin);
    expect(await queuedMails(server)).toEqual([]);
  });

  it('reports what the SMTP server answered when it fails, and leaves the mail queued for the server', async () => {
    smtp.refuse(true);
    try {
      const failed = await admin(server, 'send-test-mail', 'ops@example.com');
      expect(failed.code).toBe(1);
      expect(failed.err).toMatch(/mail: sending failed, will retry: .*421/);
      expect(failed.err).toContain('It stays queued');
    } finally {
      smtp.refuse(false);
    }
    expect(await queuedMails(server)).toHaveLength(1);
  });

  it('says that mail is not configured without SMTP_URL', async () => {
    const refused = await admin(unconfigured, 'send-test-mail', 'ops@example.com');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('set SMTP_URL');
  });

  it.each([
    [['send-test-mail'], 'takes one address'],
    [['send-test-mail', 'not-an-address'], 'Not an e-mail address: not-an-address'],
    [['send-test-mail', 'a@example.com', 'b@example.com'], 'takes one address'],
    [['send-test-mail', '--locale', 'xx', 'a@example.com'], '--locale must be one of'],
  ])('explains a command line it cannot take: %j', async (args, message) => {
    const refused = await admin(null, ...args);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(message);
    expect(refused.err).toContain(ADMIN_USAGE);
  });
});
