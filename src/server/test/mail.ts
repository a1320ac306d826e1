import { afterAll, beforeAll, expect } from 'vitest';
import type { Locale } from '../../shared/locales.js';
import { buildSignedInUser, type SignedInPerson } from './builders.js';
import { startTestServer, type TestServer } from './harness.js';
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from './smtp.js';

/** The mails still queued (not yet taken by the SMTP server), oldest first. */
export function queuedMails(server: Pick<TestServer, 'database'>) {
  return server.database.db.selectFrom('outgoing_mail').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Lets the back-off of every queued mail end now, as if its time had come, and wakes `servers`' senders. */
export async function endBackOff(...servers: Array<Pick<TestServer, 'app' | 'database'>>): Promise<void> {
  const [first] = servers;
  if (!first) return;
  await first.database.db.updateTable('outgoing_mail').set({ next_attempt_at: 0 }).execute();
  for (const server of servers) server.app.mail.nudge();
}

/** Waits until `count` mails have arrived, and answers them. */
export async function waitForMails(smtp: TestSmtpServer, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return smtp.received;
}

/** Waits until nothing is queued any more: every mail was sent (or given up), so none can come again. */
export async function waitUntilNothingQueued(server: Pick<TestServer, 'database'>): Promise<void> {
  await expect.poll(async () => (await queuedMails(server)).length, { timeout: 20_000 }).toBe(0);
}

/** A signed-in person whose account speaks `locale`. */
export async function buildPersonSpeaking(
  server: TestServer,
  locale: Locale,
  person: { fullName?: string; email?: string } = {},
): Promise<SignedInPerson> {
  const built = await buildSignedInUser(server, person);
  const changed = await built.client.patch('/api/me', { locale });
  if (changed.status !== 200) throw new Error(`could not set the locale: ${changed.status}`);
  return built;
}

/** How long a server and the SMTP server its mail goes to may take to start while other test files run beside. */
const MAIL_SERVERS_START_MS = 60_000;

/**
 * One server per test file whose mail goes to a real SMTP server the file starts, both closed after its tests; the
 * answer, called inside a test or a hook, gives the two.
 */
export function useServerWithMail(env: Record<string, string> = {}): () => {
  server: TestServer;
  smtp: TestSmtpServer;
} {
  let smtp: TestSmtpServer | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url(), ...env });
  }, MAIL_SERVERS_START_MS);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  return () => {
    if (!server || !smtp) throw new Error('useServerWithMail: the servers are not started yet');
    return { server, smtp };
  };
}
