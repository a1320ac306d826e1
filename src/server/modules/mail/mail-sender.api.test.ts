import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { queuedMails } from '../../test/mail.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';
import { MailSender, type MailLog } from './mail-sender.js';
import { queueMail } from './mail.service.js';

type Entry = { level: 'info' | 'warn' | 'error'; details: Record<string, unknown>; message: string };

/** A sender of its own with a log the test reads; the server's own sender is off (OUTBOX_DISPATCH=false). */
function recordingSender(server: TestServer) {
  const entries: Entry[] = [];
  const at =
    (level: Entry['level']) =>
    (details: object, message: string): void => {
      entries.push({ level, details: details as Record<string, unknown>, message });
    };
  const log: MailLog = { info: at('info'), warn: at('warn'), error: at('error') };
  const { smtp, from } = server.config.mail;
  if (!smtp) throw new Error('the test server has no SMTP_URL');
  return { sender: new MailSender({ db: server.database.db, smtp, from, log }), entries };
}

async function queueTestMail(server: TestServer, address: string) {
  const queued = await server.app.events.change((scope) =>
    queueMail({ config: server.config, mail: server.app.mail }, scope, {
      to: { address, name: 'Someone' },
      locale: 'en',
      template: 'test',
      params: { origin: 'admin' },
    }),
  );
  if (!queued) throw new Error('mail is not configured');
  return queued;
}

describe('the mail sender', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url(), OUTBOX_DISPATCH: 'false' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('logs each failure at warn with the recipient’s domain only, and keeps the mail for its retry', async () => {
    const { sender, entries } = recordingSender(server);
    const address = 'jane.doe@failing.example';
    const queued = await queueTestMail(server, address);
    smtp.refuse(true);
    try {
      expect(await sender.deliver(queued.id)).toBe('retrying');
    } finally {
      smtp.refuse(false);
      await sender.close();
    }
    expect(entries.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'mail: sending failed, will retry'],
    ]);
    expect(entries[0]?.details).toMatchObject({ mailId: queued.id, domain: 'failing.example', attempts: 1 });
    expect(entries[0]?.details.reason).toMatch(/421/);
    expect(JSON.stringify(entries)).not.toContain('jane.doe');
    const [row] = (await queuedMails(server)).filter((mail) => mail.id === queued.id);
    expect(row?.last_error).toMatch(/421/);
    expect(row?.claimed_by).toBeNull();
  });

  it('gives a mail up at once when the server refuses its recipient for good, logging it at error', async () => {
    const { sender, entries } = recordingSender(server);
    const address = 'gone@refusing.example';
    const queued = await queueTestMail(server, address);
    smtp.rejectRecipient(address);
    try {
      expect(await sender.deliver(queued.id)).toBe('given_up');
    } finally {
      smtp.rejectRecipient(null);
      await sender.close();
    }
    expect(entries.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'mail: refused for good by the SMTP server, given up'],
    ]);
    expect(entries[0]?.details).toMatchObject({ domain: 'refusing.example', responseCode: 550 });
    // The server quotes the address in its answer; the log keeps its domain only.
    expect(JSON.stringify(entries)).not.toContain('gone@');
    expect((await queuedMails(server)).map((mail) => mail.id)).not.toContain(queued.id);
  });

  it('gives up, at error, a mail that could not be sent for a day', async () => {
    const { sender, entries } = recordingSender(server);
    const queued = await queueTestMail(server, 'late@slow.example');
    await server.database.db
      .updateTable('outgoing_mail')
      .set({ created_at: Date.now() - 25 * 60 * 60_000 })
      .where('id', '=', queued.id)
      .execute();
    smtp.refuse(true);
    try {
      expect(await sender.deliver(queued.id)).toBe('given_up');
    } finally {
      smtp.refuse(false);
      await sender.close();
    }
    expect(entries.map(({ level, message }) => [level, message])).toEqual([
      ['error', 'mail: not sent for a day, given up'],
    ]);
    expect(entries[0]?.details).toMatchObject({ domain: 'slow.example' });
    expect((await queuedMails(server)).map((mail) => mail.id)).not.toContain(queued.id);
  });

  it('lets exactly one of two senders racing for a mail send it', async () => {
    const first = recordingSender(server);
    const second = recordingSender(server);
    const before = smtp.received.length;
    const queued = await queueTestMail(server, 'once@example.com');
    const outcomes = await Promise.all([first.sender.deliver(queued.id), second.sender.deliver(queued.id)]);
    await Promise.all([first.sender.close(), second.sender.close()]);
    expect(outcomes.sort()).toEqual(['sent', 'taken']);
    expect(smtp.received.slice(before).map((mail) => mail.messageId)).toEqual([queued.messageId]);
    expect((await queuedMails(server)).map((mail) => mail.id)).not.toContain(queued.id);
  });
});
