import { afterAll, describe, expect, it } from 'vitest';
import type { EventType } from '../../events/catalogue.js';
import { buildSignedInUser, buildWorkspace } from '../../test/builders.js';
import { startSecondNode, useTestServer, type TestServer } from '../../test/harness.js';
import { changePageRow, sampleContent } from '../../test/pages.js';
import { buildSamplePage, buildSampleRefs, openPage } from '../../test/public-pages.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';

// A developer machine without Redis skips the test across nodes; CI starts Redis and must run it.
const redisUp = await redisReachable();

async function wifiPage(server: TestServer) {
  const owner = await buildWorkspace(server);
  const refs = await buildSampleRefs(server, owner);
  const page = await buildSamplePage(server, owner, refs, 'wifi', 'Guest network');
  return { owner, refs, page };
}

describe('a public page kept by a node', () => {
  const server = useTestServer();

  it('is revalidated by its ETag: the same bytes answer 304, per encoding', async () => {
    const { page } = await wifiPage(server());
    const path = `/p/${page.id}`;
    const first = await openPage(server(), path, { 'accept-language': 'en' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');

    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await openPage(server(), path, { 'accept-language': 'en', 'if-none-match': tag });
      expect([again.status, again.bytes], tag).toEqual([304, 0]);
      expect(again.headers.get('etag')).toBe(etag);
    }
    // Another language is another page.
    const german = await openPage(server(), path, { 'accept-language': 'de', 'if-none-match': etag });
    expect(german.status).toBe(200);
    expect(german.headers.get('etag')).not.toBe(etag);

    // Compressed bytes are another representation, with a validator of their own.
    const brotli = await openPage(server(), path, { 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const brotliTag = brotli.headers.get('etag') ?? '';
    expect(brotliTag).not.toBe(etag);
    expect(brotli.bytes).toBeLessThan(first.bytes);
    const revalidated = await openPage(server(), path, {
      'accept-language': 'en',
      'accept-encoding': 'br',
      'if-none-match': brotliTag,
    });
    expect(revalidated.status).toBe(304);
    const gzip = await openPage(server(), path, {
      'accept-language': 'en',
      'accept-encoding': 'gzip',
      'if-none-match': brotliTag,
    });
    expect([gzip.status, gzip.headers.get('content-encoding')]).toEqual([200, 'gzip']);
  });

  it('is kept until an edit drops it, and then shows the edit at once with a new ETag', async () => {
    const { owner, refs, page } = await wifiPage(server());
    const path = `/p/${page.id}`;
    const before = await openPage(server(), path, { 'accept-language': 'en' });
    expect(before.html).toContain('Guest network');

    // Changed behind the app's back: the node still answers from what it keeps (so an edit must tell it).
    await changePageRow(server(), page.id, { content: sampleContent('wifi', 'Changed quietly', refs) });
    expect((await openPage(server(), path, { 'accept-language': 'en' })).html).toContain('Guest network');

    const edited = await owner.client.patch(`/api/pages/${page.id}`, {
      content: sampleContent('wifi', 'Staff network', refs),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await openPage(server(), path, {
      'accept-language': 'en',
      'if-none-match': before.headers.get('etag') ?? '',
    });
    expect(after.status).toBe(200);
    expect(after.html).toContain('Staff network');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    expect((await owner.client.patch(`/api/pages/${page.id}`, { published: false })).status).toBe(200);
    expect((await openPage(server(), path)).status).toBe(404);
  });
});

/** Two app nodes on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUp)('a public page on several nodes', () => {
  const server = useTestServer({ REDIS_URL });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  const secondNode = async () => (second ??= await startSecondNode(server()));
  afterAll(async () => {
    await second?.close();
  });

  it('is dropped by every node when one node edits or deletes it', async () => {
    const node = await secondNode();
    const { owner, refs, page } = await wifiPage(server());
    const path = `/p/${page.id}`;
    // Both nodes keep the page.
    expect((await openPage(server(), path)).html).toContain('Guest network');
    expect((await openPage(node, path)).html).toContain('Guest network');

    const edited = await owner.client.patch(`/api/pages/${page.id}`, {
      content: sampleContent('wifi', 'Staff network', refs),
    });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await openPage(node, path)).html).toContain('Staff network');

    expect((await owner.client.delete(`/api/pages/${page.id}`)).status).toBe(204);
    await expect.poll(async () => (await openPage(node, path)).status).toBe(404);
  });

  /** Resolves when the other node has taken in an event of `type` (its own subscribers, the cache's among them, first). */
  const arrival = async (type: EventType) => {
    const node = await secondNode();
    return new Promise<void>((resolve) => node.app.events.onEvent([type], () => resolve()));
  };

  it('goes down on every node at once when it is deleted, or its account is', async () => {
    const node = await secondNode();
    const person = await buildSignedInUser(server());
    const owner = { ...person, key: '' };
    const refs = await buildSampleRefs(server(), owner);
    const [kept, deleted] = await Promise.all([
      buildSamplePage(server(), owner, refs, 'wifi', 'Guest network'),
      buildSamplePage(server(), owner, refs, 'coupon', 'Opening hours'),
    ]);
    for (const page of [kept, deleted]) {
      for (const target of [server(), node]) expect((await openPage(target, `/p/${page.id}`)).status).toBe(200);
    }

    let arrived = arrival('page.deleted');
    expect((await person.client.delete(`/api/pages/${deleted.id}`)).status).toBe(204);
    await arrived;
    for (const target of [server(), node]) expect((await openPage(target, `/p/${deleted.id}`)).status).toBe(404);
    for (const target of [server(), node]) expect((await openPage(target, `/p/${kept.id}`)).status).toBe(200);

    arrived = arrival('workspace.deleted');
    expect((await person.client.request('DELETE', '/api/me', { email: person.email })).status).toBe(204);
    await arrived;
    for (const target of [server(), node]) expect((await openPage(target, `/p/${kept.id}`)).status).toBe(404);
  });
});
