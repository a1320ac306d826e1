import { describe, expect, it } from 'vitest';
import type { LinkList } from '../../shared/links.js';
import { TestClient } from '../test/client.js';
import { buildSignedInUser } from '../test/builders.js';
import { useTestServer } from '../test/harness.js';
import { createTestLink, visit } from '../test/links.js';
import { MAX_JSON_DEPTH } from './input-hygiene.js';

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('input hygiene', () => {
  const server = useTestServer();

  it.each([
    ['a NUL character', 'Menu\u0000'],
    ['a lone high surrogate', 'Menu \ud800'],
    ['a lone low surrogate', '\udc00 Menu'],
    ['a reversed surrogate pair', '\udc00\ud800'],
  ])('refuses %s in a body field with 422 on that field, and stores nothing', async (_label, name) => {
    const { client } = await buildSignedInUser(server());
    const response = await client.post('/api/links', { name, url: 'https://example.com' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details.fields).toEqual([
      { path: 'name', code: 'invalid_characters', message: 'invalid_characters' },
    ]);
    expect((await client.get<LinkList>('/api/links')).body.items).toHaveLength(0);
  });

  it('names nested fields and refused keys by their path', async () => {
    const { client } = await buildSignedInUser(server());
    const response = await client.post('/api/links', {
      name: 'Menu',
      url: 'https://example.com',
      extra: { list: ['fine', 'bad\u0000'] },
      'key\u0000': 'value',
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields.map((field: { path: string }) => field.path)).toEqual([
      'extra.list.1',
      'key\ufffd',
    ]);
  });

  it('keeps well-formed text, emoji and other astral characters included', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client, { name: 'Çay ☕ 😀 𝄞', notes: 'line\nbreak\ttab' });
    expect(link.name).toBe('Çay ☕ 😀 𝄞');
  });

  it('refuses a NUL character in the query and in a path parameter', async () => {
    const { client } = await buildSignedInUser(server());
    const query = await client.get('/api/links?q=a%00b');
    expect(query.status).toBe(422);
    expect(query.body.error.details.fields).toEqual([
      { path: 'q', code: 'invalid_characters', message: 'invalid_characters' },
    ]);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const param = await client.request(method, '/api/links/abc%00', method === 'PATCH' ? { name: 'x' } : undefined);
      expect(param.status, method).toBe(422);
      expect(param.body.error.details.fields[0].path).toBe('id');
    }
  });

  it('refuses JSON nested deeper than the limit before parsing it, signed in or not', async () => {
    const { client } = await buildSignedInUser(server());
    const anonymous = new TestClient(server().url);
    for (const body of [nested(10_000), nestedObject(10_000), nested(MAX_JSON_DEPTH + 1)]) {
      for (const [who, path] of [
        [client, '/api/links'],
        [anonymous, '/api/links'],
        [anonymous, '/api/auth/sign-in/email'],
      ] as const) {
        const response = await who.post(path, body);
        expect(response.status, path).toBe(400);
        expect(response.body.error).toMatchObject({ code: 'invalid_json', details: { maxDepth: MAX_JSON_DEPTH } });
      }
    }
    // At the limit the body is parsed and answered by the route's schema; brackets inside strings do not count.
    expect((await client.post('/api/links', nested(MAX_JSON_DEPTH))).status).toBe(422);
    const link = await createTestLink(client, { name: '['.repeat(150), notes: '{'.repeat(1000) });
    expect(link.name).toBe('['.repeat(150));
  });

  it('still refuses malformed JSON and prototype pollution as invalid_json', async () => {
    const { client } = await buildSignedInUser(server());
    for (const body of ['{"name":', '{"__proto__":{"admin":true}}', '']) {
      const response = await client.post('/api/links', body);
      expect(response.status, body).toBe(400);
      expect(response.body.error.code).toBe('invalid_json');
    }
  });

  it('leaves the redirect and page navigations alone', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const redirect = await visit(server().url, `/r/${link.hash}?x=%00`);
    expect(redirect.status).toBe(302);
    // No route: the not-found handler answers — the web app's page (200) when it is built, else a JSON 404 — never
    // the hygiene 422.
    expect([200, 404]).toContain((await client.get('/links?x=%00')).status);
    // A broken short link is a person's 404 page, not an API error.
    const broken = await visit(server().url, '/r/%00');
    expect(broken.status).toBe(404);
    expect(broken.header('content-type')).toMatch(/text\/html/);
  });
});
