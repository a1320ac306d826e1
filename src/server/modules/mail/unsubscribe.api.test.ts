import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { waitForMails, waitUntilNothingQueued } from '../../test/mail.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';
import { queueMail, UNSUBSCRIBE_PURPOSE } from './mail.service.js';
import { signClaim, type SignedClaim } from './signed-token.js';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts.js';

const KIND = 'test.digest';
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

describe('unsubscribing from a mail', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  const turnedOff: string[] = [];
  let failing = false;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url() });
    // What the owner of the kind registers (notifications will turn a setting off); here it notes who asked.
    server.app.mail.onUnsubscribe(KIND, async (userId) => {
      if (failing) throw new Error('the settings could not be saved');
      turnedOff.push(userId);
    });
    server.app.mail.onUnsubscribe('test.other', async () => undefined);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const token = (claim: Partial<SignedClaim> = {}) =>
    signClaim(server.config.authSecret, {
      purpose: UNSUBSCRIBE_PURPOSE,
      userId: 'user-1',
      kind: KIND,
      locale: 'fi',
      expiresAt: Date.now() + 60_000,
      ...claim,
    });
  const open = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', ...init }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      html: await response.text(),
    }));

  it('carries List-Unsubscribe with one click (RFC 8058) and a footer link, both to an absolute address', async () => {
    const queued = await server.app.events.change((scope) =>
      queueMail({ config: server.config, mail: server.app.mail }, scope, {
        to: { address: 'reader@example.com', name: 'Reader' },
        locale: 'fi',
        template: 'test',
        params: { origin: 'account' },
        unsubscribe: { userId: 'user-42', kind: KIND },
      }),
    );
    const [mail] = await waitForMails(smtp, 1);
    await waitUntilNothingQueued(server);
    expect(mail?.messageId).toBe(queued?.messageId);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.*)>$/.exec(mail?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(url.startsWith(`${server.config.publicUrl}/unsubscribe/`)).toBe(true);
    expect(mail?.html).toContain(`href="${url}"`);
    const path = new URL(url).pathname;

    // Opening the link shows the question (in the mail's language) and changes nothing: previews open links too.
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(UNSUBSCRIBE_TEXTS.fi.confirmTitle);
    expect(page.html).toContain('<form method="post">');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(turnedOff).toEqual([]);

    // The mail client's one-click POST, without any sign-in.
    const done = await open(path, { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(done.html).toContain(UNSUBSCRIBE_TEXTS.fi.doneTitle);
    expect(turnedOff).toEqual(['user-42']);
  });

  it('takes the confirmation page’s button, sent as a form, the same way', async () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const done = await open(`/unsubscribe/${token({ userId: 'user-7' })}`, { method: 'POST', body: form });
    expect(done.status).toBe(200);
    expect(turnedOff).toContain('user-7');
  });

  it('refuses a forged token with a page in the visitor’s language, and turns nothing off', async () => {
    const valid = token({ userId: 'user-9' });
    const forged = `${valid.slice(0, -4)}AAAA`;
    const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
    const shown = await open(`/unsubscribe/${forged}`, { headers: spanish });
    expect(shown.status).toBe(400);
    expect(shown.html).toContain(UNSUBSCRIBE_TEXTS.es.invalidTitle);
    const posted = await open(`/unsubscribe/${forged}`, {
      method: 'POST',
      headers: { ...spanish, ...ONE_CLICK },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(400);
    expect(posted.html).toContain(UNSUBSCRIBE_TEXTS.es.invalidTitle);
    expect(turnedOff).not.toContain('user-9');
  });

  it.each([
    ['made for another purpose', { purpose: 'account.verify-email' }],
    ['expired', { expiresAt: Date.now() - 1_000 }],
  ])('refuses a token %s', async (_why, claim) => {
    const response = await open(`/unsubscribe/${token({ userId: 'user-10', ...claim })}`, {
      method: 'POST',
      headers: ONE_CLICK,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(400);
    expect(response.html).toContain(UNSUBSCRIBE_TEXTS.tr.invalidTitle);
    expect(turnedOff).not.toContain('user-10');
  });

  it('answers 404 for a kind of mail nobody sends any more', async () => {
    const response = await open(`/unsubscribe/${token({ kind: 'retired.kind' })}`);
    expect(response.status).toBe(404);
    expect(response.html).toContain(UNSUBSCRIBE_TEXTS.fi.unknownTitle);
  });

  it('says so when the owner of the kind could not turn it off, so that the person can try again', async () => {
    failing = true;
    try {
      const response = await open(`/unsubscribe/${token()}`, { method: 'POST', headers: ONE_CLICK, body: '' });
      expect(response.status).toBe(503);
      expect(response.html).toContain(UNSUBSCRIBE_TEXTS.fi.failedTitle);
    } finally {
      failing = false;
    }
  });

  it('refuses to queue a mail that can be unsubscribed from when nobody owns its kind', async () => {
    await expect(
      server.app.events.change((scope) =>
        queueMail({ config: server.config, mail: server.app.mail }, scope, {
          to: { address: 'reader@example.com' },
          locale: 'en',
          template: 'test',
          params: { origin: 'account' },
          unsubscribe: { userId: 'user-1', kind: 'nobody.owns' },
        }),
      ),
    ).rejects.toThrow(/nobody registered/);
  });
});
