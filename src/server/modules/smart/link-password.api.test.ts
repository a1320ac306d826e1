import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { buildQrCode, buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, GOOGLEBOT_UA, visit, waitForClicks } from '../../test/links.js';

/** A browser without JavaScript: a form post of the password field, the answer read as it comes. */
async function postPassword(baseUrl: string, path: string, password: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de', ...headers },
    body: new URLSearchParams({ password }).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie'),
    text: await response.text(),
  };
}

describe('password-protected links and codes', () => {
  const server = useTestServer();

  it('ask for the password on a page without script, never send the target before, and count one click after', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { url: 'https://example.com/secret', password: 'tulips-2026' });
    expect(link.passwordProtected).toBe(true);
    expect(JSON.stringify(link)).not.toContain('tulips');
    const path = `/r/${link.hash}`;

    const page = await visit(server().url, path, { 'accept-language': 'de-DE' });
    expect(page.status).toBe(200);
    expect(page.location).toBeUndefined();
    expect(page.text).toContain('Dieser Link ist geschützt');
    expect(page.text).toContain('<form method="post">');
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toContain('example.com/secret');
    expect(page.header('cache-control')).toBe('no-store');
    // Crawlers and link previews get the same page.
    const preview = await visit(server().url, path, { 'user-agent': GOOGLEBOT_UA });
    expect(preview.status).toBe(200);
    expect(preview.text).not.toContain('example.com/secret');

    const wrong = await postPassword(server().url, path, 'roses');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Das Passwort ist nicht richtig');
    expect(wrong.cookie).toBeNull();

    const right = await postPassword(server().url, path, 'tulips-2026');
    expect(right.status).toBe(303);
    expect(right.location).toBe(path);
    const cookie = right.cookie?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^slu_\w+=\d+\.[\w-]+$/);
    expect(right.cookie).toMatch(/HttpOnly/i);

    const unlocked = await visit(server().url, path, { cookie });
    expect(unlocked.status).toBe(302);
    expect(unlocked.location).toBe('https://example.com/secret');
    // Only the visit after the unlock is a click: the page views before were not.
    expect(await waitForClicks(client, link.id, 1)).toHaveLength(1);

    // A forged or altered cookie unlocks nothing.
    const [name, value = ''] = cookie.split('=');
    const [expires] = value.split('.');
    for (const forged of [
      `${name}=${expires}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      `${name}=${Number(expires) + 1000}.${value.split('.')[1]}`,
    ]) {
      expect((await visit(server().url, path, { cookie: forged })).status).toBe(200);
    }
    // A new password locks out earlier unlocks; removing it opens the link.
    await client.patch<Link>(`/api/links/${link.id}`, { password: 'daffodils' });
    expect((await visit(server().url, path, { cookie })).status).toBe(200);
    const opened = await client.patch<Link>(`/api/links/${link.id}`, { password: null });
    expect(opened.body.passwordProtected).toBe(false);
    expect((await visit(server().url, path)).location).toBe('https://example.com/secret');
  });

  it('limit wrong attempts per address and code', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { password: 'correct horse' });
    const path = `/r/${link.hash}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postPassword(server().url, path, `guess-${attempt}`)).status).toBe(401);
    }
    const limited = await postPassword(server().url, path, 'correct horse');
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('Zu viele Versuche');
    // Another code is not limited by this one's attempts.
    const other = await createTestLink(client, { password: 'correct horse' });
    expect((await postPassword(server().url, `/r/${other.hash}`, 'correct horse')).status).toBe(303);
  });

  it("protect a QR code with its own password, in front of its link's target", async () => {
    const built = await buildWorkspace(server());
    const link = await createTestLink(built.client, { url: 'https://example.com/members' });
    const code = await buildQrCode(server(), built, { linkId: link.id });
    const patched = await built.client.patch<QrCode>(`/api/qr-codes/${code.id}`, { password: 'staff only' });
    expect(patched.body.passwordProtected).toBe(true);
    expect((await visit(server().url, code.path)).status).toBe(200);
    // The link alone stays open.
    expect((await visit(server().url, `/r/${link.hash}`)).location).toBe('https://example.com/members');
    const right = await postPassword(server().url, code.path, 'staff only');
    expect(right.status).toBe(303);
    const cookie = right.cookie?.split(';')[0] ?? '';
    expect((await visit(server().url, code.path, { cookie })).location).toBe('https://example.com/members');
  });
});
