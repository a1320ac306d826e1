import { describe, expect, it } from 'vitest';
import { buildQrCode, buildSignedInUser } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit, waitForClicks } from '../../test/links.js';

describe('redirects', () => {
  const server = useTestServer();

  it('answers 302 to the target, not cacheable, and follows an edit on the very next request', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const first = await visit(server().url, `/r/${link.hash}`);
    expect(first.status).toBe(302);
    expect(first.location).toBe('https://example.com/menu');
    expect(first.header('cache-control')).toContain('no-cache');
    // Connections stay open longer than a load balancer's idle timeout (Node's own 5 s would not).
    expect(first.header('keep-alive')).toBe('timeout=72');
    await client.patch(`/api/links/${link.id}`, { url: 'https://example.com/autumn' });
    expect((await visit(server().url, `/r/${link.hash}`)).location).toBe('https://example.com/autumn');
  });

  it('shows the branded 404 page in the visitor language for an unknown or malformed hash', async () => {
    for (const path of ['/r/doesNotExist', `/r/${encodeURIComponent("x' OR 1=1 --")}`, '/r/%F0%9F%98%80', '/r/a/b']) {
      const response = await visit(server().url, path, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(response.status, path).toBe(404);
      expect(response.header('content-type')).toContain('text/html');
      const html = response.text;
      expect(html).toContain('Diesen Link gibt es nicht');
      expect(html).not.toContain('<script');
    }
    const turkish = await visit(server().url, '/r/unknown-hash');
    expect(turkish.text).toContain('Bu bağlantı mevcut değil');
  });

  it('stops redirecting a deleted link at once, and starts answering a link created after a 404', async () => {
    const { client } = await buildSignedInUser(server());
    const alias = `later-${Date.now().toString(36)}`;
    expect((await visit(server().url, `/r/${alias}`)).status).toBe(404);
    const link = await createTestLink(client, { hash: alias });
    expect((await visit(server().url, `/r/${alias}`)).status).toBe(302);
    await client.request('DELETE', `/api/links/${link.id}`);
    expect((await visit(server().url, `/r/${alias}`)).status).toBe(410);
  });

  it('sends an expired link to its fallback, or shows the translated 410 page', async () => {
    const { client } = await buildSignedInUser(server());
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const withFallback = await createTestLink(client, { expiresAt: soon, fallbackUrl: 'https://example.com/over' });
    const without = await createTestLink(client, { expiresAt: soon });
    const future = await createTestLink(client, { expiresAt: soon });
    // An expiry in the past is refused on save; these two links expired since (nobody has visited them yet, so no
    // node has them cached).
    await server()
      .database.db.updateTable('link')
      .set({ expires_at: Date.now() - 60_000 })
      .where('id', 'in', [withFallback.id, without.id])
      .execute();
    const response = await visit(server().url, `/r/${withFallback.hash}`);
    expect(response.status).toBe(302);
    expect(response.location).toBe('https://example.com/over');
    const gone = await visit(server().url, `/r/${without.hash}`, { cookie: 'locale=fr' });
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Ce lien a expiré');
    expect((await visit(server().url, `/r/${future.hash}`)).status).toBe(302);
  });

  it('never sends a target that is no web address (an old row, a manual edit, a restore): the 404 page instead', async () => {
    const { client, workspaceId } = await buildSignedInUser(server());
    const unusable = [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
    ];
    const links = await Promise.all(unusable.map(() => createTestLink(client)));
    for (const [index, link] of links.entries()) {
      await server()
        .database.db.updateTable('link')
        .set({ url: unusable[index] ?? '' })
        .where('id', '=', link.id)
        .execute();
    }
    const qrCode = await buildQrCode(server(), { workspaceId }, { url: 'JavaScript:alert(1)' });
    // An expired link whose fallback is no web address: its expiry page, not the fallback.
    const expired = await createTestLink(client);
    await server()
      .database.db.updateTable('link')
      .set({ expires_at: Date.now() - 60_000, fallback_url: 'javascript:alert(2)' })
      .where('id', '=', expired.id)
      .execute();

    for (const path of [...links.map((link) => `/r/${link.hash}`), `/Q/${qrCode.hash}`]) {
      for (const method of ['GET', 'GET', 'HEAD']) {
        const response = await visit(server().url, path, { 'accept-language': 'de' }, method);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.location, path).toBeUndefined();
        if (method === 'GET') expect(response.text).toContain('Diesen Link gibt es nicht');
      }
    }
    const gone = await visit(server().url, `/r/${expired.hash}`);
    expect(gone.status).toBe(410);
    expect(gone.location).toBeUndefined();
  });

  it('appends the request query string only when the link forwards it', async () => {
    const { client } = await buildSignedInUser(server());
    const forwarding = await createTestLink(client, { url: 'https://example.com/p?lang=en#top', forwardQuery: true });
    const plain = await createTestLink(client, { url: 'https://example.com/p' });
    const forwarded = await visit(server().url, `/r/${forwarding.hash}?utm_source=poster`);
    expect(forwarded.location).toBe('https://example.com/p?lang=en&utm_source=poster#top');
    const kept = await visit(server().url, `/r/${plain.hash}?utm_source=poster`);
    expect(kept.location).toBe('https://example.com/p');
  });

  it('answers HEAD without counting a click', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    expect((await visit(server().url, `/r/${link.hash}`, {}, 'HEAD')).status).toBe(302);
    await visit(server().url, `/r/${link.hash}`);
    await waitForClicks(client, link.id, 1);
  });
});

describe('redirects on a dedicated short host', () => {
  const server = useTestServer({ SHORT_URL_BASE: 'https://scn.example' });

  it('redirects /{hash} when the request is for the short host, and keeps /r/{hash} working', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    expect(link.shortUrl).toBe(`https://scn.example/${link.hash}`);
    const onShortHost = await visit(server().url, `/${link.hash}`, { host: 'scn.example' });
    expect(onShortHost.status).toBe(302);
    expect(onShortHost.location).toBe('https://example.com/menu');
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(302);
    const unknown = await visit(server().url, '/nothing-here', { host: 'scn.example' });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Bu bağlantı mevcut değil');
  });
});

describe('redirects while the database does not answer', () => {
  const server = useTestServer();

  it('keep answering links already known, and show a translated 503 page for the others', async () => {
    const { client } = await buildSignedInUser(server());
    const known = await createTestLink(client);
    const unseen = await createTestLink(client);
    expect((await visit(server().url, `/r/${known.hash}`)).status).toBe(302);
    await server().database.close();
    const still = await visit(server().url, `/r/${known.hash}`);
    expect(still.status).toBe(302);
    expect(still.location).toBe('https://example.com/menu');
    const down = await visit(server().url, `/r/${unseen.hash}`, { 'accept-language': 'en' });
    expect(down.status).toBe(503);
    expect(down.header('retry-after')).toBe('5');
    expect(down.text).toContain('This link cannot be opened right now');
  });
});
