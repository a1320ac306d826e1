import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links.js';
import { buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit } from '../../test/links.js';

const server = useTestServer();
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('a link whose short code changes', () => {
  it('keeps the old code redirecting as an alias, listed on the link', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { hash: unique('menu'), url: 'https://example.com/old-menu' });
    const newHash = unique('menu-new');

    const changed = await client.patch<Link>(`/api/links/${link.id}`, { hash: newHash });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ hash: newHash, aliases: [link.hash] });

    for (const hash of [link.hash, newHash]) {
      const answer = await visit(server().url, `/r/${hash}`);
      expect(answer.status, hash).toBe(302);
      expect(answer.location).toBe('https://example.com/old-menu');
    }
    const read = await client.get<Link>(`/api/links/${link.id}`);
    expect(read.body.aliases).toEqual([link.hash]);
  });

  it('lets the old code go at once with freeOldHash', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { hash: unique('poster') });

    const changed = await client.patch<Link>(`/api/links/${link.id}`, {
      hash: unique('poster-new'),
      freeOldHash: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.aliases).toEqual([]);
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(404);
  });

  it('keeps an alias from being taken by another link, even in another workspace, until it is freed', async () => {
    const owner = await buildWorkspace(server());
    const stranger = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { hash: unique('flyer') });
    await owner.client.patch(`/api/links/${link.id}`, { hash: unique('flyer-new') });

    const taken = await stranger.client.post('/api/links', {
      name: 'Mine',
      url: 'https://example.org',
      hash: link.hash,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'hash_taken', details: { fields: [{ path: 'hash' }] } });

    // Only the owner may free it; for anybody else the link does not exist.
    expect((await stranger.client.delete(`/api/links/${link.id}/aliases/${link.hash}`)).status).toBe(404);
    const freed = await owner.client.delete(`/api/links/${link.id}/aliases/${link.hash}`);
    expect(freed.status).toBe(204);
    expect((await owner.client.get<Link>(`/api/links/${link.id}`)).body.aliases).toEqual([]);
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(404);

    const reused = await stranger.client.post<Link>('/api/links', {
      name: 'Mine now',
      url: 'https://example.org/now',
      hash: link.hash,
    });
    expect(reused.status).toBe(201);
    expect((await visit(server().url, `/r/${link.hash}`)).location).toBe('https://example.org/now');
  });

  it('answers 404 for a code that is not an alias of the link, and changes nothing', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { hash: unique('card') });
    await client.patch(`/api/links/${link.id}`, { hash: unique('card-new') });

    const wrong = await client.delete(`/api/links/${link.id}/aliases/not-an-alias`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('not_found');
    // The link's own current code is not an alias: freeing it would leave the link without one.
    const current = await client.get<Link>(`/api/links/${link.id}`);
    expect((await client.delete(`/api/links/${link.id}/aliases/${current.body.hash}`)).status).toBe(404);
    expect((await client.get<Link>(`/api/links/${link.id}`)).body.aliases).toEqual([link.hash]);
  });

  it('takes back a former code as its code again, without keeping it as an alias of itself', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { hash: unique('table') });
    const second = unique('table-new');
    await client.patch(`/api/links/${link.id}`, { hash: second });

    const back = await client.patch<Link>(`/api/links/${link.id}`, { hash: link.hash });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ hash: link.hash, aliases: [second] });
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(302);
  });

  it('retires its aliases with the link when the link is deleted; the workspace may take them again', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, { hash: unique('sign') });
    await client.patch(`/api/links/${link.id}`, { hash: unique('sign-new') });
    expect((await client.delete(`/api/links/${link.id}`)).status).toBe(204);

    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(410);
    expect((await createTestLink(client, { hash: link.hash })).hash).toBe(link.hash);
    expect((await visit(server().url, `/r/${link.hash}`)).status).toBe(302);
  });
});
