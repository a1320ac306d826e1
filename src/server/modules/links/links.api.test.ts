import { describe, expect, it } from 'vitest';
import type { Link, LinkList } from '../../../shared/links.js';
import { buildSignedInUser } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';

describe('links API', () => {
  const server = useTestServer();

  it('creates a link with a generated 10-character hash and its short URL', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client, { url: 'example.com/menu?table=4' });
    expect(link.hash).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(link.url).toBe('https://example.com/menu?table=4');
    expect(link.shortUrl).toBe(`${server().config.shortUrlBase}/${link.hash}`);
    expect(link).toMatchObject({ name: 'Spring menu', clicks: 0, expiresAt: null, forwardQuery: false });
    const fetched = await client.get<Link>(`/api/links/${link.id}`);
    expect(fetched.body).toEqual(link);
  });

  it('accepts a custom alias and answers 409 hash_taken on the hash field when it is in use', async () => {
    const { client } = await buildSignedInUser(server());
    const alias = `menu-${Date.now().toString(36)}`;
    const link = await createTestLink(client, { hash: alias });
    expect(link.hash).toBe(alias);
    const other = await buildSignedInUser(server());
    const taken = await other.client.post('/api/links', { name: 'Mine', url: 'https://example.org', hash: alias });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('hash_taken');
    expect(taken.body.error.details.fields).toEqual([{ path: 'hash', code: 'hash_taken', message: 'hash_taken' }]);
  });

  it('never hands out the same generated hash twice', async () => {
    const { client } = await buildSignedInUser(server());
    const hashes = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => (await createTestLink(client, { name: `Link ${index}` })).hash),
    );
    expect(new Set(hashes).size).toBe(40);
  });

  it.each([
    ['javascript: target', { url: 'javascript:alert(1)' }, 'url', 'invalid_url'],
    ['data: target', { url: 'data:text/html,<script>alert(1)</script>' }, 'url', 'invalid_url'],
    ['file: target', { url: 'file:///etc/passwd' }, 'url', 'invalid_url'],
    ['overlong target', { url: `https://example.com/${'a'.repeat(2040)}` }, 'url', 'too_long'],
    ['empty name', { name: '  ' }, 'name', 'required'],
    ['overlong name', { name: 'n'.repeat(201) }, 'name', 'too_long'],
    ['short alias', { hash: 'ab' }, 'hash', 'hash_too_short'],
    ['overlong alias', { hash: 'a'.repeat(65) }, 'hash', 'hash_too_long'],
    ['unicode alias', { hash: 'menü-çay' }, 'hash', 'hash_invalid'],
    ['SQL-like alias', { hash: "x'; DROP TABLE link; --" }, 'hash', 'hash_invalid'],
    ['path in alias', { hash: '../admin' }, 'hash', 'hash_invalid'],
    ['bad expiry', { expiresAt: '31/12/2026' }, 'expiresAt', 'invalid_date'],
    ['javascript: fallback', { fallbackUrl: 'javascript:alert(1)' }, 'fallbackUrl', 'invalid_url'],
    ['unknown field', { owner: 'me' }, '', 'unrecognized_keys'],
    ['unknown campaign', { campaignId: 'no-such-campaign' }, 'campaignId', 'not_found'],
    ['target with a disguised host', { url: 'https://paypal.com@evil.example/login' }, 'url', 'url_with_credentials'],
    ['target with user and password', { url: 'https://user:pass@example.com' }, 'url', 'url_with_credentials'],
    ['fallback with credentials', { fallbackUrl: 'https://a:b@example.com' }, 'fallbackUrl', 'url_with_credentials'],
    ['loopback target', { url: 'http://127.0.0.1:3000/api/me' }, 'url', 'url_private_address'],
    ['decimal loopback target', { url: 'http://2130706433/' }, 'url', 'url_private_address'],
    ['hexadecimal loopback target', { url: 'http://0x7f.1/admin' }, 'url', 'url_private_address'],
    ['localhost target', { url: 'localhost:3000' }, 'url', 'url_private_address'],
    ['*.localhost target', { url: 'http://admin.localhost/' }, 'url', 'url_private_address'],
    ['unspecified target', { url: 'http://0.0.0.0/' }, 'url', 'url_private_address'],
    ['private network target', { url: 'http://192.168.1.1/' }, 'url', 'url_private_address'],
    ['carrier-grade NAT target', { url: 'http://100.64.0.1/' }, 'url', 'url_private_address'],
    ['cloud metadata target', { url: 'http://169.254.169.254/latest/meta-data/' }, 'url', 'url_private_address'],
    ['IPv6 loopback target', { url: 'http://[::1]:8080/' }, 'url', 'url_private_address'],
    ['IPv4-mapped IPv6 target', { url: 'http://[::ffff:127.0.0.1]/' }, 'url', 'url_private_address'],
    ['link-local IPv6 target', { url: 'http://[fe80::1]/' }, 'url', 'url_private_address'],
    ['unique-local IPv6 target', { url: 'http://[fc00::1]/' }, 'url', 'url_private_address'],
    ['private fallback', { fallbackUrl: '10.0.0.1/closed' }, 'fallbackUrl', 'url_private_address'],
  ])('refuses a %s with 422 on the field', async (_label, overrides, path, code) => {
    const { client } = await buildSignedInUser(server());
    const response = await client.post('/api/links', { name: 'Menu', url: 'https://example.com', ...overrides });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path, code }));
    const list = await client.get<LinkList>('/api/links');
    expect(list.body.items).toHaveLength(0);
  });

  it('refuses a private or credentialed target on edit too, and keeps the link as it was', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    for (const [changes, path, code] of [
      [{ url: 'http://[::1]/' }, 'url', 'url_private_address'],
      [{ fallbackUrl: 'https://user@example.com' }, 'fallbackUrl', 'url_with_credentials'],
    ] as const) {
      const response = await client.patch(`/api/links/${link.id}`, changes);
      expect(response.status).toBe(422);
      expect(response.body.error.details.fields).toEqual([{ path, code, message: code }]);
    }
    expect((await client.get<Link>(`/api/links/${link.id}`)).body).toEqual(link);
  });

  it('reads an empty campaign as none, on create and on edit', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client, { campaignId: '' });
    expect(link.campaignId).toBeNull();
    const edited = await client.patch<Link>(`/api/links/${link.id}`, { campaignId: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.campaignId).toBeNull();
    const unknown = await client.patch(`/api/links/${link.id}`, { campaignId: 'no-such-campaign' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details.fields).toEqual([
      { path: 'campaignId', code: 'not_found', message: 'not_found' },
    ]);
  });

  it('answers 400 for a body that is not JSON and 422 for a JSON array', async () => {
    const { client } = await buildSignedInUser(server());
    expect((await client.post('/api/links', '{"name":')).status).toBe(400);
    expect((await client.post('/api/links', [])).status).toBe(422);
  });

  it('edits name, target, alias, expiry and notes; clearing a field sets it to null', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client, { notes: 'for the bar' });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const alias = `edited-${Date.now().toString(36)}`;
    const edited = await client.patch<Link>(`/api/links/${link.id}`, {
      name: 'Summer menu',
      url: 'https://example.com/summer',
      hash: alias,
      expiresAt,
      fallbackUrl: 'example.com/closed',
      forwardQuery: true,
      notes: '',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Summer menu',
      url: 'https://example.com/summer',
      hash: alias,
      expiresAt,
      fallbackUrl: 'https://example.com/closed',
      forwardQuery: true,
      notes: null,
    });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(link.updatedAt));
    expect((await client.patch(`/api/links/${link.id}`, {})).body.error.details.fields[0].code).toBe('empty_update');
    expect((await client.patch(`/api/links/${link.id}`, { url: 'javascript:void(0)' })).status).toBe(422);
    const unchanged = await client.get<Link>(`/api/links/${link.id}`);
    expect(unchanged.body.url).toBe('https://example.com/summer');
  });

  it('answers 409 when an edit takes an alias in use, and keeps the link as it was', async () => {
    const { client } = await buildSignedInUser(server());
    const first = await createTestLink(client, { hash: `first-${Date.now().toString(36)}` });
    const second = await createTestLink(client);
    const response = await client.patch(`/api/links/${second.id}`, { hash: first.hash });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('hash_taken');
    expect((await client.get<Link>(`/api/links/${second.id}`)).body.hash).toBe(second.hash);
  });

  it('deletes a link; afterwards it is 404', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    expect((await client.request('DELETE', `/api/links/${link.id}`)).status).toBe(204);
    expect((await client.get(`/api/links/${link.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/links/${link.id}`)).status).toBe(404);
  });

  it('lists newest first, searches name, hash and target, and pages with a cursor', async () => {
    const { client } = await buildSignedInUser(server());
    for (const name of ['Alpha poster', 'Beta flyer', 'Gamma 50% off']) await createTestLink(client, { name });
    await createTestLink(client, { name: 'Delta', url: 'https://shop.example/alpha' });
    const all = await client.get<LinkList>('/api/links');
    expect(all.body.items.map((link) => link.name)).toEqual(['Delta', 'Gamma 50% off', 'Beta flyer', 'Alpha poster']);
    const search = await client.get<LinkList>('/api/links?q=ALPHA');
    expect(search.body.items.map((link) => link.name)).toEqual(['Delta', 'Alpha poster']);
    const percent = await client.get<LinkList>(`/api/links?q=${encodeURIComponent('50%')}`);
    expect(percent.body.items.map((link) => link.name)).toEqual(['Gamma 50% off']);
    const byHash = await client.get<LinkList>(`/api/links?q=${all.body.items[1]?.hash}`);
    expect(byHash.body.items.map((link) => link.name)).toEqual(['Gamma 50% off']);
    const firstPage = await client.get<LinkList>('/api/links?limit=3');
    expect(firstPage.body.items).toHaveLength(3);
    const secondPage = await client.get<LinkList>(`/api/links?limit=3&cursor=${firstPage.body.nextCursor}`);
    expect(secondPage.body.items.map((link) => link.name)).toEqual(['Alpha poster']);
    expect(secondPage.body.nextCursor).toBeNull();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['cursor=%27%3B%20DROP', 'cursor'],
    [`q=${'x'.repeat(201)}`, 'q'],
    [`cursor=${Buffer.from('1700000000000:\u0000x').toString('base64url')}`, 'cursor'],
    [`cursor=${Buffer.from("1700000000000:' OR 1=1").toString('base64url')}`, 'cursor'],
  ])('refuses the list query %s with 422', async (query, path) => {
    const { client } = await buildSignedInUser(server());
    const response = await client.get(`/api/links?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields[0].path).toBe(path);
  });

  it("keeps workspaces apart: another workspace's link is 404 on every endpoint", async () => {
    const owner = await buildSignedInUser(server());
    const stranger = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    for (const path of ['', '/stats', '/clicks', '/clicks.csv']) {
      const response = await stranger.client.get(`/api/links/${link.id}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
    expect((await stranger.client.patch(`/api/links/${link.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/links/${link.id}`)).status).toBe(404);
    expect((await stranger.client.get<LinkList>('/api/links')).body.items).toHaveLength(0);
    expect((await owner.client.get<Link>(`/api/links/${link.id}`)).body.name).toBe('Spring menu');
  });

  it('answers 404 for unknown, unicode and SQL-like ids, and 401 without a session', async () => {
    const { client } = await buildSignedInUser(server());
    for (const id of ['nope', encodeURIComponent('çay-☕'), encodeURIComponent("1' OR '1'='1")]) {
      expect((await client.get(`/api/links/${id}`)).status).toBe(404);
    }
    const anonymous = await fetch(`${server().url}/api/links`);
    expect(anonymous.status).toBe(401);
  });
});

describe('links API on a server with its own hosts', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://scan.example', SHORT_URL_BASE: 'https://s.example' });

  it.each([
    ['its short host', { url: 'https://s.example/Xk3p9QaZ2m' }],
    ['its app, over http', { url: 'http://scan.example/r/Xk3p9QaZ2m' }],
    ['its app on another port, in capitals', { url: 'https://SCAN.example:8443/links' }],
    ['its app with a trailing dot', { url: 'scan.example./r/abc' }],
  ])('refuses a target on %s with 422 url_own_address', async (_label, overrides) => {
    const { client } = await buildSignedInUser(server());
    const response = await client.post('/api/links', { name: 'Loop', ...overrides });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toEqual([
      { path: 'url', code: 'url_own_address', message: 'url_own_address' },
    ]);
    expect((await client.get<LinkList>('/api/links')).body.items).toHaveLength(0);
  });

  it('lets a link lead to its own public pages: a landing page or a feedback form', async () => {
    const { client } = await buildSignedInUser(server());
    for (const url of ['https://scan.example/p/0190f1d2-aaaa-7bbb-8ccc-123456789abc', 'https://scan.example/f/abc']) {
      expect((await client.post('/api/links', { name: 'Page', url })).status).toBe(201);
    }
    const onShortHost = await client.post('/api/links', { name: 'Loop', url: 'https://s.example/p/abc' });
    expect(onShortHost.status).toBe(422);
  });

  it('names both fields when target and fallback point here, and checks edits', async () => {
    const { client } = await buildSignedInUser(server());
    const both = await client.post('/api/links', {
      name: 'Loop',
      url: 'https://s.example/a',
      fallbackUrl: 'https://scan.example/',
    });
    expect(both.status).toBe(422);
    expect(both.body.error.details.fields.map((field: { path: string }) => field.path)).toEqual(['url', 'fallbackUrl']);
    const link = await createTestLink(client, { url: 'https://www.scan.example/menu' });
    expect(link.url).toBe('https://www.scan.example/menu');
    const edit = await client.patch(`/api/links/${link.id}`, { fallbackUrl: 'http://s.example/x' });
    expect(edit.status).toBe(422);
    expect(edit.body.error.details.fields).toEqual([
      { path: 'fallbackUrl', code: 'url_own_address', message: 'url_own_address' },
    ]);
  });
});
