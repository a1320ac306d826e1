import { describe, expect, it } from 'vitest';
import type { LinkList } from '../../../shared/links.js';
import type { QrCode, QrCodeList } from '../../../shared/qr-codes.js';
import type { SubjectStats } from '../../../shared/stats.js';
import type { Tag } from '../../../shared/tags.js';
import type { UtmTemplate } from '../../../shared/utm.js';
import { buildQrCode, buildSignedInUser, buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit, waitForClicksOf } from '../../test/links.js';

describe('tags, UTM templates and case-insensitive link codes', () => {
  const server = useTestServer();

  it('tag links and codes, filter lists and statistics by tag, and let a deleted tag go', async () => {
    const built = await buildWorkspace(server());
    const { client } = built;
    const summer = await client.post<Tag>('/api/tags', { name: 'Summer', color: 'amber' });
    expect(summer.status).toBe(201);
    expect((await client.post('/api/tags', { name: 'SUMMER' })).body.error).toMatchObject({ code: 'tag_name_taken' });
    const winter = (await client.post<Tag>('/api/tags', { name: 'Winter' })).body;
    expect(winter.color).toBe('gray');

    const tagged = await createTestLink(client, { name: 'Ice cream', tagIds: [summer.body.id] });
    expect(tagged.tags).toEqual([{ id: summer.body.id, name: 'Summer', color: 'amber' }]);
    const untagged = await createTestLink(client, { name: 'Soup' });
    const code = await buildQrCode(server(), built, { url: 'https://example.com/terrace' });
    const codeTagged = await client.patch<QrCode>(`/api/qr-codes/${code.id}`, { tagIds: [summer.body.id, winter.id] });
    expect(codeTagged.body.tags.map((tag) => tag.name)).toEqual(['Summer', 'Winter']);

    const links = await client.get<LinkList>(`/api/links?tag=${summer.body.id}`);
    expect(links.body.items.map((link) => link.id)).toEqual([tagged.id]);
    const codes = await client.get<QrCodeList>(`/api/qr-codes?tag=${winter.id}`);
    expect(codes.body.items.map((item) => item.id)).toEqual([code.id]);
    const list = await client.get<{ items: Tag[] }>('/api/tags');
    expect(list.body.items.find((tag) => tag.id === summer.body.id)).toMatchObject({ links: 1, qrCodes: 1 });

    await visit(server().url, `/r/${tagged.hash}`);
    await visit(server().url, `/r/${untagged.hash}`);
    await visit(server().url, code.path);
    await waitForClicksOf(client, '/api', 3);
    const filtered = await client.get<SubjectStats>(`/api/stats?range=24h&filter=tag:${summer.body.id}`);
    expect(filtered.body.totals.clicks).toBe(2);
    const both = await client.get<SubjectStats>(
      `/api/stats?range=24h&filter=tag:${winter.id}&filter=link:${untagged.id}`,
    );
    expect(both.body.totals.clicks).toBe(0);

    // Another workspace's tag is unknown: on an item's field, and as a statistics filter.
    const other = await buildWorkspace(server());
    const foreign = await other.client.post('/api/links', {
      name: 'x',
      url: 'https://example.com',
      tagIds: [winter.id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'tagIds.0', code: 'not_found' }),
    );
    expect((await other.client.get(`/api/stats?filter=tag:${winter.id}`)).status).toBe(422);

    expect((await client.delete(`/api/tags/${summer.body.id}`)).status).toBe(204);
    const after = await client.get(`/api/links/${tagged.id}`);
    expect(after.body.tags).toEqual([]);
  });

  it('keep UTM templates with at least one value', async () => {
    const { client } = await buildWorkspace(server());
    const empty = await client.post('/api/utm-templates', { name: 'Nothing' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.details.fields).toContainEqual(expect.objectContaining({ code: 'utm_template_empty' }));
    const made = await client.post<UtmTemplate>('/api/utm-templates', {
      name: 'Table cards',
      source: 'table',
      medium: 'qr',
    });
    expect(made.status).toBe(201);
    const edited = await client.patch<UtmTemplate>(`/api/utm-templates/${made.body.id}`, {
      medium: '',
      campaign: 'june',
    });
    expect(edited.body).toMatchObject({ source: 'table', medium: null, campaign: 'june' });
    const emptied = await client.patch(`/api/utm-templates/${made.body.id}`, { source: null, campaign: null });
    expect(emptied.status).toBe(422);
    const other = await buildWorkspace(server());
    expect((await other.client.patch(`/api/utm-templates/${made.body.id}`, { term: 'x' })).status).toBe(404);
    expect((await client.get<{ items: UtmTemplate[] }>('/api/utm-templates')).body.items).toHaveLength(1);
    expect((await client.delete(`/api/utm-templates/${made.body.id}`)).status).toBe(204);
  });

  it('answer link codes in any case where the workspace says so, and refuse codes that would clash', async () => {
    // Owners and admins change it: signed-in owners here.
    const one = await buildSignedInUser(server());
    const suffix = Date.now().toString(36);
    const link = await createTestLink(one.client, { hash: `spring-menu-${suffix}` });
    expect((await visit(server().url, `/r/SPRING-menu-${suffix}`)).status).toBe(404);
    const turnedOn = await one.client.request('PUT', '/api/workspace/link-settings', { linkCodesIgnoreCase: true });
    expect(turnedOn.body).toEqual({ linkCodesIgnoreCase: true });
    expect((await visit(server().url, `/r/SPRING-menu-${suffix}`)).location).toBe(link.url);

    // Any workspace: a code that differs only by case from this one's is taken.
    const two = await buildSignedInUser(server());
    const clash = await two.client.post('/api/links', {
      name: 'x',
      url: 'https://example.com',
      hash: `Spring-Menu-${suffix}`,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('hash_taken');
    // The other way round: a workspace with codes that differ only by case from another's cannot turn it on.
    const three = await buildWorkspace(server());
    await createTestLink(two.client, { hash: `autumn-${suffix}` });
    await createTestLink(three.client, { hash: `AUTUMN-${suffix}` });
    const refused = await two.client.request('PUT', '/api/workspace/link-settings', { linkCodesIgnoreCase: true });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error.details.codes).toEqual([`autumn-${suffix}`]);
    expect((await two.client.get('/api/workspace/link-settings')).body).toEqual({ linkCodesIgnoreCase: false });
  });
});
