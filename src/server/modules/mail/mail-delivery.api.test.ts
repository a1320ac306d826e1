import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { startSecondNode, startTestServer, type TestServer } from '../../test/harness.js';
import { endBackOff, queuedMails, waitForMails, waitUntilNothingQueued } from '../../test/mail.js';
import { startTestSmtp, type TestSmtpServer } from '../../test/smtp.js';

const MINUTE = 60_000;

/** Waits until the queued mail has failed `attempts` times, and answers its row. */
async function failedAttempt(server: TestServer, attempts: number) {
  await expect
    .poll(async () => (await queuedMails(server))[0]?.attempts ?? 0, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(attempts);
  await server.app.mail.idle();
  const [row] = await queuedMails(server);
  if (!row) throw new Error('the mail is no longer queued');
  return row;
}

describe('delivery through an SMTP server that fails', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    // The port is the SMTP server's, but nothing listens on it yet: the server is down.
    smtp = await startTestSmtp({ listen: false });
    server = await startTestServer({ SMTP_URL: smtp.url() });
  });
  afterEach(async () => {
    smtp.refuse(false);
    await smtp.start();
    await endBackOff(server);
    await waitUntilNothingQueued(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('answers the request at once while nothing listens, retries after a minute, and delivers exactly once', async () => {
    const person = await buildSignedInUser(server);
    const queued = await person.client.post('/api/me/test-mail');
    expect(queued.status).toBe(202);

    const failedAt = Date.now();
    const row = await failedAttempt(server, 1);
    expect(row.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(row.last_error).not.toContain(person.email);
    // The first retry is a minute later (give or take its jitter of a tenth).
    expect(Number(row.next_attempt_at)).toBeGreaterThanOrEqual(failedAt + 0.9 * MINUTE - 5_000);
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1.1 * MINUTE);
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await endBackOff(server);
    const [mail] = await waitForMails(smtp, 1);
    await waitUntilNothingQueued(server);
    expect(smtp.received.map((received) => received.messageId)).toEqual([row.message_id]);
    expect(mail?.envelope.to).toEqual([person.email]);
  });

  it('retries while the server refuses (421), and delivers once it takes mail again', async () => {
    await smtp.start();
    smtp.refuse(true);
    const before = smtp.received.length;
    const person = await buildSignedInUser(server);
    expect((await person.client.post('/api/me/test-mail')).status).toBe(202);
    const first = await failedAttempt(server, 1);
    expect(first.last_error).toMatch(/421/);

    // Refused again: the second attempt waits longer (5 minutes).
    await endBackOff(server);
    const second = await failedAttempt(server, 2);
    expect(Number(second.next_attempt_at) - Date.now()).toBeGreaterThan(4 * MINUTE);

    smtp.refuse(false);
    await endBackOff(server);
    await waitForMails(smtp, before + 1);
    await waitUntilNothingQueued(server);
    expect(smtp.received.slice(before).map((mail) => mail.messageId)).toEqual([first.message_id]);
  });
});

// Several nodes share a PostgreSQL database only: an SQLite file is one node's.
describe.skipIf(process.env.TEST_DB !== 'postgres')('two nodes on one database', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let second: Awaited<ReturnType<typeof startSecondNode>>;
  beforeAll(async () => {
    smtp = await startTestSmtp({ listen: false });
    server = await startTestServer({ SMTP_URL: smtp.url() });
    second = await startSecondNode(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await smtp?.close();
  });

  it('send each queued mail once, whichever node queued it and however both race for it', async () => {
    const person = await buildSignedInUser(server);
    const onSecond = new TestClient(second.url);
    const [name = '', value = ''] = person.client.cookieHeader().split(/=(.*)/s);
    onSecond.setCookie(name, value);
    for (const client of [person.client, onSecond, person.client, onSecond, person.client, onSecond]) {
      expect((await client.post('/api/me/test-mail')).status).toBe(202);
    }
    // While the SMTP server is down every mail fails once and waits; then both nodes are woken at the same moment.
    // A claimed mail is still being tried (attempts counts the claim): its failure, recorded after endBackOff, would
    // put it a minute back, so each must have been let go first.
    await expect
      .poll(async () => (await queuedMails(server)).every((mail) => mail.attempts >= 1 && mail.claimed_by === null), {
        timeout: 20_000,
      })
      .toBe(true);
    const queued = await queuedMails(server);
    expect(queued).toHaveLength(6);
    await smtp.start();
    await endBackOff(server, second);

    await waitForMails(smtp, 6);
    await waitUntilNothingQueued(server);
    const arrived = smtp.received.map((mail) => mail.messageId).sort();
    expect(arrived).toEqual(queued.map((mail) => mail.message_id).sort());
  });
});
