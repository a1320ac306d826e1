import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links.js';
import { buildQrCode, buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit } from '../../test/links.js';

// One rule for deleted codes: what existed and was deleted answers 410 "no longer active"; what never existed, 404.
const server = useTestServer();
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

describe('deleted codes', () => {
  it('answer a deleted link’s code and former code with the translated 410 page, an unknown one with 404', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { hash: unique('menu') });
    const renamed = await owner.client.patch<Link>(`/api/links/${link.id}`, { hash: unique('menu-new') });
    expect(renamed.status).toBe(200);
    // Both codes are in the redirect's cache before the deletion.
    for (const hash of [link.hash, renamed.body.hash])
      expect((await visit(server().url, `/r/${hash}`)).status).toBe(302);

    expect((await owner.client.delete(`/api/links/${link.id}`)).status).toBe(204);
    for (const hash of [link.hash, renamed.body.hash]) {
      const page = await visit(server().url, `/r/${hash}`, GERMAN);
      expect(page.status, hash).toBe(410);
      expect(page.header('content-type')).toContain('text/html');
      expect(page.text).toContain('Dieser Link ist nicht mehr aktiv');
    }
    const english = await visit(server().url, `/r/${link.hash}`, { 'accept-language': 'en' });
    expect(english.text).toContain('This link is no longer active');
    const never = await visit(server().url, `/r/${unique('never')}`, GERMAN);
    expect(never.status).toBe(404);
    expect(never.text).toContain('Diesen Link gibt es nicht');
  });

  it('answer a deleted QR code the same way, in a QR code’s words', async () => {
    const owner = await buildWorkspace(server());
    const code = await buildQrCode(server(), owner, { url: 'https://example.com/door' });
    expect((await owner.client.delete(`/api/qr-codes/${code.id}`)).status).toBe(204);
    const page = await visit(server().url, code.path, GERMAN);
    expect(page.status).toBe(410);
    expect(page.text).toContain('Dieser QR-Code ist nicht mehr aktiv');
  });

  it('keep a deleted link’s code from another workspace; its own workspace may give it to a new link', async () => {
    const owner = await buildWorkspace(server());
    const stranger = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { hash: unique('poster') });
    expect((await owner.client.delete(`/api/links/${link.id}`)).status).toBe(204);

    const takeOver = await stranger.client.post<{ error: { code: string } }>('/api/links', {
      name: 'Theirs',
      url: 'https://example.com/theirs',
      hash: link.hash,
    });
    expect(takeOver.status).toBe(409);
    expect(takeOver.body.error.code).toBe('hash_taken');
    const theirs = await createTestLink(stranger.client, { hash: unique('theirs') });
    const rename = await stranger.client.patch<{ error: { code: string } }>(`/api/links/${theirs.id}`, {
      hash: link.hash,
    });
    expect(rename.status).toBe(409);
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(410);

    const again = await createTestLink(owner.client, { hash: link.hash, url: 'https://example.com/again' });
    const visitAgain = await visit(server().url, `/r/${again.hash}`);
    expect(visitAgain.status).toBe(302);
    expect(visitAgain.location).toBe('https://example.com/again');
  });
});
