import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, type PageTypeId } from '../../../shared/catalogues.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { PageDetail, PageList } from '../../../shared/pages.js';
import { buildCampaign, buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { pageAssetsOf, validPageContent } from '../../test/page-contents.js';

const server = useTestServer();

const fieldCodes = (body: unknown) =>
  ((body as ErrorBody).error.details?.fields ?? []).map((field) => `${field.path}:${field.code}`);

async function createPage(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<PageDetail> {
  const response = await owner.client.post<PageDetail>('/api/pages', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('pages: create, read, change, delete', () => {
  it('starts a page unpublished and empty, fills it, publishes it, lists, changes and deletes it', async () => {
    const owner = await buildWorkspace(server());
    const page = await createPage(owner, { name: '  Business card ', typeId: 'vcard' });
    expect(page).toMatchObject({
      name: 'Business card',
      typeId: 'vcard',
      published: false,
      content: null,
      latitude: null,
      longitude: null,
      campaignId: null,
      campaignName: null,
      publicUrl: `${server().config.publicUrl}/p/${page.id}`,
      views: 0,
      qrCodes: 0,
      typeActive: true,
      codes: [],
    });

    const refused = await owner.client.patch(`/api/pages/${page.id}`, { published: true });
    expect(refused.status).toBe(422);
    expect(fieldCodes(refused.body)).toEqual(['published:page_incomplete']);

    const content = { type: 'vcard', firstName: 'Ada', lastName: 'Lovelace', website: 'example.com' };
    const filled = await owner.client.patch<PageDetail>(`/api/pages/${page.id}`, { content });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    // Stored as the schema reads it: defaults filled, the address given its scheme.
    expect(filled.body.content).toMatchObject({ type: 'vcard', firstName: 'Ada', website: 'https://example.com/' });
    expect(filled.body.content).toHaveProperty('accent', '#2563eb');
    const published = await owner.client.patch<PageDetail>(`/api/pages/${page.id}`, { published: true });
    expect(published.body.published).toBe(true);

    const campaign = await buildCampaign(server(), owner);
    const moved = await owner.client.patch<PageDetail>(`/api/pages/${page.id}`, {
      name: 'Ada’s card',
      latitude: 51.5074,
      longitude: -0.1278,
      campaignId: campaign.id,
    });
    expect(moved.body).toMatchObject({
      name: 'Ada’s card',
      latitude: 51.5074,
      longitude: -0.1278,
      campaignId: campaign.id,
      campaignName: 'Spring campaign',
      published: true,
    });
    const cleared = await owner.client.patch<PageDetail>(`/api/pages/${page.id}`, {
      latitude: null,
      longitude: null,
      campaignId: '',
    });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null, campaignId: null, campaignName: null });

    const list = await owner.client.get<PageList>('/api/pages?q=card');
    expect(list.body.items.map((item) => item.id)).toEqual([page.id]);
    expect(list.body.items[0]).not.toHaveProperty('codes');
    expect((await owner.client.get<PageList>('/api/pages?q=menu')).body.items).toEqual([]);

    expect((await owner.client.delete(`/api/pages/${page.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/pages/${page.id}`)).status).toBe(404);
  });

  it('counts the views the public page recorded, all days together', async () => {
    const owner = await buildWorkspace(server());
    const page = await createPage(owner, { name: 'Menu', typeId: 'coupon' });
    await server()
      .database.db.insertInto('page_view_day')
      .values([
        { page_id: page.id, day: '2026-03-01', views: 3 },
        { page_id: page.id, day: '2026-03-02', views: 4 },
      ])
      .execute();
    expect((await owner.client.get<PageDetail>(`/api/pages/${page.id}`)).body.views).toBe(7);
    expect((await owner.client.get<PageList>('/api/pages')).body.items[0]?.views).toBe(7);
  });

  it.each(PAGE_TYPES.map((type) => type.id))('saves and publishes a whole %s page', async (type) => {
    const owner = await buildWorkspace(server());
    const assets = await pageAssetsOf(owner);
    const content = validPageContent(type, assets);
    const page = await createPage(owner, { name: `A ${type} page`, typeId: type, content, published: true });
    expect(page).toMatchObject({ typeId: type, published: true, content: { type, title: 'Welcome' } });
    const again = await owner.client.patch<PageDetail>(`/api/pages/${page.id}`, {
      content: { ...content, title: 'Hi' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.content).toMatchObject({ type, title: 'Hi' });
  });
});

describe('pages: what is refused, and nothing half-written', () => {
  it('refuses a type that was switched off, on typeId', async () => {
    const owner = await buildWorkspace(server());
    const { db, dialect } = server().database;
    await db
      .updateTable('page_type')
      .set({ active: dialect.bool(false) })
      .where('id', '=', 'app')
      .execute();
    try {
      const response = await owner.client.post('/api/pages', { name: 'Our app', typeId: 'app' });
      expect(response.status).toBe(422);
      expect(fieldCodes(response.body)).toEqual(['typeId:page_type_inactive']);
      expect((await owner.client.get<PageList>('/api/pages')).body.items).toEqual([]);
      const types = await owner.client.get<{ id: string; active: boolean }[]>('/api/page-types');
      expect(types.body.find((type) => type.id === 'app')?.active).toBe(false);
    } finally {
      await db
        .updateTable('page_type')
        .set({ active: dialect.bool(true) })
        .where('id', '=', 'app')
        .execute();
    }
  });

  it('says a page whose type was switched off since keeps it, and may still be edited', async () => {
    const owner = await buildWorkspace(server());
    const page = await createPage(owner, { name: 'Guest wifi', typeId: 'wifi' });
    const { db, dialect } = server().database;
    await db
      .updateTable('page_type')
      .set({ active: dialect.bool(false) })
      .where('id', '=', 'wifi')
      .execute();
    try {
      expect((await owner.client.get<PageDetail>(`/api/pages/${page.id}`)).body.typeActive).toBe(false);
      const renamed = await owner.client.patch(`/api/pages/${page.id}`, { name: 'Guests' });
      expect(renamed.status).toBe(200);
    } finally {
      await db
        .updateTable('page_type')
        .set({ active: dialect.bool(true) })
        .where('id', '=', 'wifi')
        .execute();
    }
  });

  it.each([
    ['wifi', { ssid: 'Cafe', encryption: 'WPA', password: 'short' }, 'content.password:too_short'],
    ['wifi', { ssid: '' }, 'content.ssid:required'],
    [
      'event',
      { startsAt: '2030-04-18T18:00:00Z', endsAt: '2030-04-18T09:00:00Z', timeZone: 'UTC' },
      'content.endsAt:range_end_before_start',
    ],
    [
      'event',
      { startsAt: '2030-04-18T18:00:00Z', endsAt: '2030-04-18T19:00:00Z', timeZone: 'Mars/Base' },
      'content.timeZone:invalid_time_zone',
    ],
    ['video', { videoUrl: 'https://example.com/film' }, 'content.videoUrl:video_provider'],
    ['video', {}, 'content.videoUrl:required'],
    ['app', {}, 'content.appStoreUrl:required'],
    ['vcard', { email: 'not-an-address' }, 'content.email:invalid_email'],
    ['vcard', { note: 'Only a note' }, 'content.firstName:required'],
    ['vcard', { firstName: 'Ada', website: 'javascript:alert(1)' }, 'content.website:invalid_url'],
    ['coupon', { code: 'A', redeemUrl: 'http://192.168.1.1/' }, 'content.redeemUrl:url_private_address'],
    ['coupon', { code: 'A', expiresOn: '30.05.2030' }, 'content.expiresOn:invalid_date'],
    ['social-media', { profiles: [] }, 'content.profiles:required'],
    [
      'social-media',
      { profiles: [{ network: 'myspace', url: 'https://example.com' }] },
      'content.profiles.0.network:invalid_option',
    ],
    [
      'business-page',
      { hours: [{ day: 'mon', opens: '25:00', closes: '18:00' }] },
      'content.hours.0.opens:invalid_time',
    ],
    ['business-page', { hours: [{ day: 'mon', opens: '09:00' }] }, 'content.hours.0.closes:required'],
    ['business-page', { accent: 'red' }, 'content.accent:invalid_color'],
    ['images', { images: [] }, 'content.images:required'],
  ] as const)('refuses a %s content %j on its field', async (type, fields, expected) => {
    const owner = await buildWorkspace(server());
    const page = await createPage(owner, { name: 'Draft', typeId: type });
    const response = await owner.client.patch(`/api/pages/${page.id}`, { content: { type, ...fields } });
    expect(response.status).toBe(422);
    expect(fieldCodes(response.body)).toContain(expected);
    const created = await owner.client.post('/api/pages', {
      name: 'Draft',
      typeId: type,
      content: { type, ...fields },
    });
    expect(created.status).toBe(422);
    expect(fieldCodes(created.body)).toContain(expected);
    expect((await owner.client.get<PageList>('/api/pages')).body.items.map((item) => item.id)).toEqual([page.id]);
  });

  it('refuses a content of another type, on content.type, and never changes the type', async () => {
    const owner = await buildWorkspace(server());
    const assets = await pageAssetsOf(owner);
    const created = await owner.client.post('/api/pages', {
      name: 'Card',
      typeId: 'vcard',
      content: validPageContent('wifi', assets),
    });
    expect(fieldCodes(created.body)).toEqual(['content.type:type_mismatch']);
    const page = await createPage(owner, { name: 'Card', typeId: 'vcard', content: validPageContent('vcard', assets) });
    const changed = await owner.client.patch(`/api/pages/${page.id}`, { content: validPageContent('coupon', assets) });
    expect(changed.status).toBe(422);
    expect(fieldCodes(changed.body)).toEqual(['content.type:type_mismatch']);
    const typeChange = await owner.client.patch(`/api/pages/${page.id}`, { typeId: 'coupon' });
    expect(typeChange.status).toBe(422);
    expect((await owner.client.get<PageDetail>(`/api/pages/${page.id}`)).body).toMatchObject({
      typeId: 'vcard',
      content: { type: 'vcard' },
    });
  });

  it("refuses another workspace's uploads, form and campaign, and an upload of the wrong kind", async () => {
    const [owner, stranger] = await Promise.all([buildWorkspace(server()), buildWorkspace(server())]);
    const mine = await pageAssetsOf(owner);
    const theirs = await pageAssetsOf(stranger);
    const theirCampaign = await buildCampaign(server(), stranger);
    const cases: [PageTypeId, Record<string, unknown>, string[]][] = [
      ['pdf', { mediaId: theirs.pdfId }, ['content.mediaId:not_found']],
      ['pdf', { mediaId: mine.imageId }, ['content.mediaId:media_wrong_kind']],
      ['video', { mediaId: mine.pdfId }, ['content.mediaId:media_wrong_kind']],
      ['3d-ar', { mediaId: 'no-such-upload' }, ['content.mediaId:not_found']],
      [
        'images',
        { images: [{ mediaId: mine.imageId }, { mediaId: theirs.imageId }, { mediaId: mine.videoId }] },
        ['content.images.1.mediaId:not_found', 'content.images.2.mediaId:media_wrong_kind'],
      ],
      ['feedback', { feedbackId: theirs.feedbackId }, ['content.feedbackId:not_found']],
      ['rating', { feedbackId: 'no-such-form' }, ['content.feedbackId:not_found']],
    ];
    for (const [type, fields, expected] of cases) {
      const response = await owner.client.post('/api/pages', { name: 'X', typeId: type, content: { type, ...fields } });
      expect(response.status, type).toBe(422);
      expect(fieldCodes(response.body), type).toEqual(expected);
    }
    const campaign = await owner.client.post('/api/pages', {
      name: 'X',
      typeId: 'coupon',
      campaignId: theirCampaign.id,
    });
    expect(fieldCodes(campaign.body)).toEqual(['campaignId:not_found']);
    expect((await owner.client.get<PageList>('/api/pages')).body.items).toEqual([]);
  });

  it('wants both coordinates or neither, and each in its range', async () => {
    const owner = await buildWorkspace(server());
    const onlyLatitude = await owner.client.post('/api/pages', { name: 'X', typeId: 'coupon', latitude: 41 });
    expect(fieldCodes(onlyLatitude.body)).toEqual(['longitude:required']);
    const outOfRange = await owner.client.post('/api/pages', {
      name: 'X',
      typeId: 'coupon',
      latitude: 91,
      longitude: -181,
    });
    expect(fieldCodes(outOfRange.body)).toEqual(['latitude:latitude_range', 'longitude:longitude_range']);
    const page = await createPage(owner, { name: 'X', typeId: 'coupon', latitude: 41, longitude: 29 });
    const dropOne = await owner.client.patch(`/api/pages/${page.id}`, { longitude: null });
    expect(fieldCodes(dropOne.body)).toEqual(['longitude:required']);
  });

  it('leaves the page as it was when a change is refused', async () => {
    const owner = await buildWorkspace(server());
    const assets = await pageAssetsOf(owner);
    const page = await createPage(owner, { name: 'Card', typeId: 'vcard', content: validPageContent('vcard', assets) });
    const before = await owner.client.get<PageDetail>(`/api/pages/${page.id}`);
    const response = await owner.client.patch(`/api/pages/${page.id}`, {
      name: 'Renamed',
      published: true,
      content: { type: 'vcard', firstName: 'Ada', website: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(422);
    expect((await owner.client.get<PageDetail>(`/api/pages/${page.id}`)).body).toEqual(before.body);
  });
});
