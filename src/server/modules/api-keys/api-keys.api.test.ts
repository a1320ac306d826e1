import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '../../../shared/api-keys.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { Page } from '../../../shared/list.js';
import { addApiKey, buildWorkspace, buildSignedInUser } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';

const server = useTestServer({ API_KEY_RATE_LIMIT: '40' });
const bearer = (key: string) => new TestClient(server().url, { authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('are created in settings: the secret is shown once, the list shows its prefix and when it was used', async () => {
    const { client } = await buildSignedInUser(server());
    const created = await client.post<CreatedApiKey>('/api/api-keys', { name: '  Zapier  ', scope: 'read' });
    expect(created.status).toBe(201);
    const { secret, ...key } = created.body;
    expect(secret).toMatch(/^sl_[A-Za-z0-9]{40}$/);
    expect(key).toMatchObject({
      name: 'Zapier',
      role: 'viewer',
      scope: 'read',
      prefix: secret.slice(0, 8),
      lastUsedAt: null,
    });

    const list = await client.get<Page<ApiKey>>('/api/api-keys');
    expect(list.body.items).toEqual([key]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8));

    expect((await bearer(secret).get('/api/links')).status).toBe(200);
    const used = await client.get<Page<ApiKey>>('/api/api-keys');
    expect(Date.parse(used.body.items[0]?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(key.createdAt) - 1);
  });

  it('work on every resource endpoint, in their own workspace only', async () => {
    const owner = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    const created = await owner.client.post<CreatedApiKey>('/api/api-keys', { name: 'Script', scope: 'write' });
    const api = bearer(created.body.secret);
    expect((await api.get<Page<{ id: string }>>('/api/links')).body.items.map((item) => item.id)).toEqual([link.id]);
    expect((await api.get(`/api/links/${link.id}/stats`)).status).toBe(200);
    expect((await api.patch(`/api/links/${link.id}`, { name: 'Renamed by a script' })).status).toBe(200);
    expect((await api.post('/api/links', { name: 'From a script', url: 'https://example.com' })).status).toBe(201);
    expect((await api.get('/api/qr-types')).status).toBe(200);

    const other = await buildWorkspace(server());
    expect((await other.client.get(`/api/links/${link.id}`)).status).toBe(404);
  });

  it('that are read-only may read but get 403 on every write, which changes nothing', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    const { client: readOnly } = await addApiKey(server(), owner, 'read');
    expect((await readOnly.get<Page<{ id: string }>>('/api/links')).body.items).toHaveLength(1);
    for (const response of await Promise.all([
      readOnly.post('/api/links', { name: 'x', url: 'https://example.com' }),
      readOnly.patch(`/api/links/${link.id}`, { name: 'x' }),
      readOnly.delete(`/api/links/${link.id}`),
    ])) {
      expect(response.status).toBe(403);
      expect((response.body as ErrorBody).error.code).toBe('forbidden');
    }
    expect((await readOnly.get<Page<{ name: string }>>('/api/links')).body.items).toEqual([link]);
  });

  it('answer 401 once revoked, and revoking asks for a key of the workspace', async () => {
    const { client } = await buildSignedInUser(server());
    const created = await client.post<CreatedApiKey>('/api/api-keys', { name: 'Old', scope: 'write' });
    const stranger = await buildSignedInUser(server());
    expect((await stranger.client.delete(`/api/api-keys/${created.body.id}`)).status).toBe(404);
    expect((await bearer(created.body.secret).get('/api/links')).status).toBe(200);

    expect((await client.delete(`/api/api-keys/${created.body.id}`)).status).toBe(204);
    const refused = await bearer(created.body.secret).get<ErrorBody>('/api/links');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthorized');
    expect((await client.get<Page<ApiKey>>('/api/api-keys')).body.items).toEqual([]);
  });

  it.each([
    ['Bearer', 'no key'],
    ['Bearer ', 'an empty key'],
    ['Bearer sl_short', 'a key of the wrong length'],
    [`Bearer sl_${'A'.repeat(40)}`, 'an unknown key'],
    [`Bearer sl_${'A'.repeat(39)}é`, 'a key with a character no key has'],
    [`Bearer sl_${'A'.repeat(40)} extra`, 'two words'],
    [`bearer    sl_${'B'.repeat(40)}`, 'an unknown key, spelt loosely'],
  ])('answer 401 in the error shape for %j (%s), never 500', async (authorization) => {
    const response = await fetch(`${server().url}/api/links`, { headers: { authorization } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe('unauthorized');
  });

  it("answer 401 once the key's workspace is deleted", async () => {
    const built = await buildWorkspace(server());
    expect((await built.client.get('/api/links')).status).toBe(200);
    await server().database.db.deleteFrom('workspace').where('id', '=', built.workspaceId).execute();
    expect((await built.client.get('/api/links')).status).toBe(401);
  });

  it('cannot manage the account or the keys themselves (403), while a session can', async () => {
    const built = await buildWorkspace(server());
    for (const response of await Promise.all([
      built.client.get('/api/me'),
      built.client.get('/api/api-keys'),
      built.client.post('/api/api-keys', { name: 'Another', scope: 'write' }),
    ])) {
      expect(response.status).toBe(403);
    }
    // A key that is not one is told so there too, not that keys are refused.
    const wrong = await new TestClient(server().url).get('/api/me', { authorization: 'Bearer sl_notARealKey' });
    expect(wrong.status).toBe(401);
  });

  it("leave a session alone when the browser sends a proxy's Basic credentials", async () => {
    const { client } = await buildSignedInUser(server());
    const response = await client.get('/api/me', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(response.status).toBe(200);
  });

  it('refuse a bad name, role or scope with 422 on the field, and store nothing', async () => {
    const { client } = await buildSignedInUser(server());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ', scope: 'read' }, 'name', 'required'],
      [{ name: 'x'.repeat(101), scope: 'read' }, 'name', 'too_long'],
      [{ name: 'Admin', scope: 'admin' }, 'scope', 'invalid_option'],
      [{ name: 'Admin', role: 'boss' }, 'role', 'invalid_option'],
      [{ name: 'Admin' }, 'role', 'required'],
    ];
    for (const [body, path, code] of cases) {
      const response = await client.post<ErrorBody>('/api/api-keys', body);
      expect(response.status).toBe(422);
      expect(response.body.error.details?.fields).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect((await client.get<Page<ApiKey>>('/api/api-keys')).body.items).toEqual([]);
  });

  it('are rate-limited per key: 429 with Retry-After, while another key goes on', async () => {
    const first = await buildWorkspace(server());
    const second = await buildWorkspace(server());
    const answers = await Promise.all(Array.from({ length: 45 }, () => first.client.get('/api/qr-types')));
    const limited = answers.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((limited[0]?.body as ErrorBody).error.code).toBe('rate_limited');
    expect((await second.client.get('/api/qr-types')).status).toBe(200);
  });

  it('are stored only as a hash: the secret is nowhere in the database', async () => {
    const built = await buildWorkspace(server());
    const rows = await server().database.db.selectFrom('api_key').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(built.key);
    expect(JSON.stringify(rows)).not.toContain(built.key.slice(8));
    const { database } = server().config;
    if (database.kind === 'sqlite') {
      // The file itself, write-ahead log included: no page holds the key.
      const { file } = database;
      for (const path of [file, `${file}-wal`].filter((candidate) => existsSync(candidate))) {
        const bytes = readFileSync(path);
        expect(bytes.includes(Buffer.from(built.key.slice(8)))).toBe(false);
      }
    }
  });
});
