import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.js';
import { resourceApi } from './resource-api.js';
import { activeFilters, isMissing, resourceKeys, retryUnlessMissing } from './resource-queries.js';
import { changedFields } from './use-server-form.js';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a resource’s API calls', () => {
  const things = resourceApi<{ id: string; name: string }, { name: string }>('qr-codes', { pageSize: 10 });

  it('reads a list page with the search, the cursor and the page size', async () => {
    const sent = answer(200, { items: [{ id: 'a', name: 'Menu' }], nextCursor: 'c2' });
    const page = await things.list({ q: 'menu card', cursor: 'c1' });
    expect(page.nextCursor).toBe('c2');
    expect(sent[0]?.url).toBe('/api/qr-codes?q=menu+card&cursor=c1&limit=10');
  });

  it('reads a list page filtered by a tag, an empty filter left out', async () => {
    const sent = answer(200, { items: [], nextCursor: null });
    await things.list({ q: 'menu', filters: { tag: 't1' }, cursor: null });
    await things.list({ q: '', filters: { tag: '' } });
    expect(sent.map(({ url }) => url)).toEqual(['/api/qr-codes?q=menu&tag=t1&limit=10', '/api/qr-codes?limit=10']);
  });

  it('leaves an empty search and the first page’s cursor out of the address', async () => {
    const sent = answer(200, { items: [], nextCursor: null });
    await things.list({ q: '', cursor: null });
    expect(sent[0]?.url).toBe('/api/qr-codes?limit=10');
  });

  it('creates, reads, updates and deletes by id, the id encoded as one path segment', async () => {
    const sent = answer(200, { id: 'a/b', name: 'Menu' });
    await things.create({ name: 'Menu' });
    await things.get('a/b');
    await things.update('a/b', { name: 'Card' });
    await things.remove('a/b');
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/qr-codes', { name: 'Menu' }],
      ['GET', '/api/qr-codes/a%2Fb', undefined],
      ['PATCH', '/api/qr-codes/a%2Fb', { name: 'Card' }],
      ['DELETE', '/api/qr-codes/a%2Fb', undefined],
    ]);
    expect(things.itemPath('a/b', 'stats')).toBe('/api/qr-codes/a%2Fb/stats');
  });

  it('fails with the server’s error code and field issues', async () => {
    answer(422, {
      error: { code: 'validation_failed', message: 'Bad.', details: { fields: [{ path: 'name', code: 'required' }] } },
    });
    const failure = await things.create({ name: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields).toEqual([{ path: 'name', code: 'required' }]);
  });
});

describe('a resource’s cache', () => {
  it('keeps every answer under the resource’s name, the lists together', () => {
    const keys = resourceKeys('links');
    expect(keys.list('menu').slice(0, keys.lists().length)).toEqual(keys.lists());
    expect(keys.detail('l1').slice(0, 1)).toEqual(keys.all);
  });

  it('caches a filtered list apart, an empty filter as the unfiltered list', () => {
    const keys = resourceKeys('links');
    expect(keys.list('', { tag: 't1' })).toEqual(['links', 'list', '', { tag: 't1' }]);
    expect(keys.list('', { tag: '' })).toEqual(keys.list(''));
    expect(activeFilters({ tag: '', other: undefined })).toBeUndefined();
    expect(keys.list('menu', { tag: 't1' }).slice(0, keys.lists().length)).toEqual(keys.lists());
  });

  it('does not ask again for an item that is missing or refused, but does after a failure', () => {
    const missing = new ApiError(404, 'not_found', 'Gone.');
    expect(isMissing(missing)).toBe(true);
    expect(retryUnlessMissing(0, missing)).toBe(false);
    expect(retryUnlessMissing(0, new ApiError(422, 'validation_failed', 'Bad.'))).toBe(false);
    expect(retryUnlessMissing(0, new ApiError(503, 'service_unavailable', 'Later.'))).toBe(true);
    expect(retryUnlessMissing(2, new ApiError(503, 'service_unavailable', 'Later.'))).toBe(false);
  });
});

describe('the fields a person changed', () => {
  it('are those whose value differs from where the form started', () => {
    const initial = { name: 'Menu', url: 'example.com', forwardQuery: false, expiresAt: '' };
    const current = { name: 'Menu', url: 'example.org', forwardQuery: true, expiresAt: '' };
    expect([...changedFields(current, initial)].sort()).toEqual(['forwardQuery', 'url']);
  });
});
