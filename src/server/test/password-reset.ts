import { expect } from 'vitest';
import { TestClient, type TestResponse } from './client.js';
import type { TestServer } from './harness.js';
import type { ReceivedMail, TestSmtpServer } from './smtp.js';

/** Asks for a reset link for `email` from a fresh browser. */
export function requestReset(server: TestServer, email: string, headers: Record<string, string> = {}) {
  return new TestClient(server.url).post('/api/auth/password-reset', { email }, headers);
}

/** The token of a reset mail: from the link in its text, checked to be the same in its HTML. */
export function resetTokenOf(mail: ReceivedMail | undefined, publicUrl: string): string {
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password#[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${mail?.text}`);
  expect(link.startsWith(`${publicUrl}/reset-password#`)).toBe(true);
  expect(mail?.html).toContain(link);
  return link.slice(link.indexOf('#') + 1);
}

/** Waits for a mail to `address` whose text matches `pattern`, among those arrived after the first `after`. */
export async function waitForMailMatching(
  smtp: TestSmtpServer,
  address: string,
  pattern: RegExp,
  after = 0,
): Promise<ReceivedMail> {
  const find = () =>
    smtp.received.slice(after).find((item) => item.envelope.to.includes(address) && pattern.test(item.text));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() as ReceivedMail;
}

/** Asks for a reset of `email` and answers the token of the mail that arrives for it. */
export async function mailedResetToken(server: TestServer, smtp: TestSmtpServer, email: string) {
  const before = smtp.received.length;
  expect((await requestReset(server, email)).status).toBe(202);
  const mail = await waitForMailMatching(smtp, email, /\/reset-password#/, before);
  return { mail, token: resetTokenOf(mail, server.config.publicUrl) };
}

/** Headers of an answer that do not change from one request to the next. */
export function stableHeaders(response: TestResponse): Record<string, string> {
  const volatile = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'keep-alive']);
  return Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !volatile.has(name))
      // Every answer carries a fresh CSP nonce: its value says nothing about the request.
      .map(([name, value]) => [name, value.replace(/'nonce-[^']*'/g, "'nonce-…'")]),
  );
}
