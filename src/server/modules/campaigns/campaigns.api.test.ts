import { describe, expect, it } from 'vitest';
import type { CampaignDetail, CampaignList } from '../../../shared/campaigns.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { Link } from '../../../shared/links.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { buildQrCode, buildWorkspace, type BuiltWorkspace } from '../../test/builders.js';
import { createCampaign, getCampaign } from '../../test/campaigns.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { buildPage } from '../../test/pages.js';

const server = useTestServer();
const HOUR = 3_600_000;

const fieldsOf = (body: ErrorBody) => body.error.details?.fields?.map(({ path, code }) => ({ path, code }));
const iso = (ms: number) => new Date(ms).toISOString();
const COUPON = { type: 'coupon', code: 'SPRING10' };

async function createForm(owner: BuiltWorkspace, name: string): Promise<{ id: string }> {
  const response = await owner.client.post<{ id: string }>('/api/feedback', { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('campaigns', () => {
  it('are created, read, listed, searched, changed and deleted; their items stay', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Spring menu' });
    const created = await createCampaign(owner, {
      name: '  Spring sale  ',
      description: 'Posters in the shops.',
      startsAt: '2026-04-01T09:00:00+02:00',
      endsAt: '2026-04-30T22:00:00+02:00',
      linkIds: [link.id],
    });
    expect(created).toMatchObject({
      name: 'Spring sale',
      description: 'Posters in the shops.',
      startsAt: '2026-04-01T07:00:00.000Z',
      endsAt: '2026-04-30T20:00:00.000Z',
      counts: { qrCodes: 0, links: 1, pages: 0, forms: 0 },
      scans: 0,
      items: { qrCodes: [], links: [{ id: link.id, name: 'Spring menu', url: link.shortUrl }], pages: [], forms: [] },
    });
    expect(await getCampaign(owner, created.id)).toEqual(created);

    const bare = await createCampaign(owner, { name: 'Always on', description: '' });
    expect(bare).toMatchObject({ description: null, startsAt: null, endsAt: null, status: 'active' });

    const all = await owner.client.get<CampaignList>('/api/campaigns');
    expect(all.body.items.map((campaign) => campaign.name)).toEqual(['Always on', 'Spring sale']);
    const { items: _items, ...listed } = created;
    expect(all.body.items[1]).toEqual(listed);
    const byDescription = await owner.client.get<CampaignList>('/api/campaigns?q=POSTERS');
    expect(byDescription.body.items.map((campaign) => campaign.id)).toEqual([created.id]);

    const changed = await owner.client.patch<CampaignDetail>(`/api/campaigns/${created.id}`, {
      name: 'Summer sale',
      description: null,
      startsAt: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Summer sale', description: null, startsAt: null });
    expect(changed.body.endsAt).toBe('2026-04-30T20:00:00.000Z');
    expect(changed.body.items.links).toHaveLength(1);

    expect((await owner.client.delete(`/api/campaigns/${created.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/campaigns/${created.id}`)).status).toBe(404);
    const kept = await owner.client.get<Link>(`/api/links/${link.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.campaignId).toBeNull();
  });

  it('derive their status from the window: scheduled before the start, ended from the end on', async () => {
    const owner = await buildWorkspace(server());
    const now = Date.now();
    const statusOf = async (body: Record<string, unknown>) => (await createCampaign(owner, body)).status;
    expect(await statusOf({ name: 'Soon', startsAt: iso(now + HOUR) })).toBe('scheduled');
    expect(await statusOf({ name: 'Soon, to an end', startsAt: iso(now + HOUR), endsAt: iso(now + 2 * HOUR) })).toBe(
      'scheduled',
    );
    expect(await statusOf({ name: 'Running', startsAt: iso(now - HOUR), endsAt: iso(now + HOUR) })).toBe('active');
    expect(await statusOf({ name: 'Open start', endsAt: iso(now + HOUR) })).toBe('active');
    expect(await statusOf({ name: 'Open end', startsAt: iso(now - HOUR) })).toBe('active');
    expect(await statusOf({ name: 'Over', startsAt: iso(now - 2 * HOUR), endsAt: iso(now - HOUR) })).toBe('ended');
    expect(await statusOf({ name: 'Just over', endsAt: iso(now - 1) })).toBe('ended');

    // Moving the end ahead makes an ended campaign active again; the list says the same.
    const over = await createCampaign(owner, { name: 'Extended', endsAt: iso(now - HOUR) });
    const extended = await owner.client.patch<CampaignDetail>(`/api/campaigns/${over.id}`, { endsAt: iso(now + HOUR) });
    expect(extended.body.status).toBe('active');
    const listed = await owner.client.get<CampaignList>('/api/campaigns?q=extended');
    expect(listed.body.items.map((campaign) => campaign.status)).toEqual(['active']);
  });

  it('refuse an end before the start, on create and when a change moves one end past the stored other', async () => {
    const owner = await buildWorkspace(server());
    const refused = await owner.client.post<ErrorBody>('/api/campaigns', {
      name: 'Backwards',
      startsAt: '2026-05-02T10:00:00Z',
      endsAt: '2026-05-01T10:00:00Z',
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);
    expect((await owner.client.get<CampaignList>('/api/campaigns')).body.items).toEqual([]);

    // An end equal to the start is allowed (a campaign of no length has ended as it starts).
    const campaign = await createCampaign(owner, {
      name: 'Flash sale',
      startsAt: '2026-05-01T10:00:00Z',
      endsAt: '2026-05-01T10:00:00Z',
    });
    const earlyEnd = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, {
      endsAt: '2026-05-01T09:59:00Z',
    });
    expect(earlyEnd.status).toBe(422);
    expect(fieldsOf(earlyEnd.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);
    const lateStart = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, {
      name: 'Renamed meanwhile',
      startsAt: '2026-05-01T12:00:00+01:00',
    });
    expect(lateStart.status).toBe(422);
    expect(fieldsOf(lateStart.body)).toEqual([{ path: 'endsAt', code: 'range_end_before_start' }]);
    expect(await getCampaign(owner, campaign.id)).toEqual(campaign);

    const badDate = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, { startsAt: 'tomorrow' });
    expect(fieldsOf(badDate.body)).toEqual([{ path: 'startsAt', code: 'invalid_date' }]);
    const tooLong = await owner.client.post<ErrorBody>('/api/campaigns', { name: 'x', description: 'y'.repeat(2001) });
    expect(fieldsOf(tooLong.body)).toEqual([{ path: 'description', code: 'too_long' }]);
    const empty = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, {});
    expect(empty.status).toBe(422);

    // With the start cleared, any end will do.
    const open = await owner.client.patch<CampaignDetail>(`/api/campaigns/${campaign.id}`, { startsAt: null });
    const earlier = await owner.client.patch<CampaignDetail>(`/api/campaigns/${open.body.id}`, {
      endsAt: '2020-01-01T00:00:00Z',
    });
    expect(earlier.body).toMatchObject({ startsAt: null, endsAt: '2020-01-01T00:00:00.000Z', status: 'ended' });
  });

  it('hold QR codes, links, pages and forms, each list replaced as a whole; an item moves between campaigns', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Menu' });
    const other = await createTestLink(owner.client, { name: 'Drinks' });
    const sticker = await buildQrCode(server(), owner, { linkId: link.id, name: 'Sticker' });
    const page = await buildPage(server(), owner, COUPON, { name: 'Coupon page' });
    const form = await createForm(owner, 'Visit');
    const campaign = await createCampaign(owner, {
      name: 'Spring',
      qrIds: [sticker.id],
      linkIds: [link.id, other.id, link.id],
      pageIds: [page.id],
      feedbackIds: [form.id],
    });
    const publicUrl = server().config.publicUrl;
    expect(campaign.counts).toEqual({ qrCodes: 1, links: 2, pages: 1, forms: 1 });
    expect(campaign.items).toEqual({
      qrCodes: [{ id: sticker.id, name: 'Sticker', url: `${publicUrl}/Q/${sticker.hash}` }],
      links: [
        { id: link.id, name: 'Menu', url: link.shortUrl },
        { id: other.id, name: 'Drinks', url: other.shortUrl },
      ],
      pages: [{ id: page.id, name: 'Coupon page', url: `${publicUrl}/p/${page.id}` }],
      forms: [{ id: form.id, name: 'Visit', url: `${publicUrl}/f/${form.id}` }],
    });
    // The items know their campaign through their own APIs too.
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${sticker.id}`)).body.campaignId).toBe(campaign.id);
    expect((await owner.client.get<Link>(`/api/links/${other.id}`)).body.campaignId).toBe(campaign.id);

    // A change that leaves a kind out leaves it alone; a list replaces its kind; an empty list empties it.
    const replaced = await owner.client.patch<CampaignDetail>(`/api/campaigns/${campaign.id}`, {
      linkIds: [other.id],
      qrIds: [],
    });
    expect(replaced.body.counts).toEqual({ qrCodes: 0, links: 1, pages: 1, forms: 1 });
    expect((await owner.client.get<Link>(`/api/links/${link.id}`)).body.campaignId).toBeNull();
    expect((await owner.client.get<QrCode>(`/api/qr-codes/${sticker.id}`)).body.campaignId).toBeNull();

    // Put in another campaign, an item leaves the first; a link put in a campaign from its own form joins it.
    const autumn = await createCampaign(owner, { name: 'Autumn', pageIds: [page.id] });
    expect(autumn.items.pages.map((item) => item.id)).toEqual([page.id]);
    expect((await getCampaign(owner, campaign.id)).items.pages).toEqual([]);
    await owner.client.patch(`/api/links/${link.id}`, { campaignId: autumn.id });
    expect((await getCampaign(owner, autumn.id)).items.links.map((item) => item.id)).toEqual([link.id]);

    // A deleted item leaves its campaign.
    expect((await owner.client.delete(`/api/feedback/${form.id}`)).status).toBe(204);
    expect((await getCampaign(owner, campaign.id)).counts.forms).toBe(0);
  });

  it("refuse another workspace's or unknown items, on their place in the list, and write nothing", async () => {
    const [owner, stranger] = [await buildWorkspace(server()), await buildWorkspace(server())];
    const mine = await createTestLink(owner.client, { name: 'Mine' });
    const theirs = await createTestLink(stranger.client, { name: 'Theirs' });
    const theirCode = await buildQrCode(server(), stranger, { url: 'https://example.com/theirs' });
    const theirPage = await buildPage(server(), stranger, COUPON, { name: 'Their page' });
    const theirForm = await createForm(stranger, 'Their form');

    const refused = await owner.client.post<ErrorBody>('/api/campaigns', {
      name: 'Greedy',
      linkIds: [mine.id, theirs.id],
      qrIds: [theirCode.id],
      pageIds: [theirPage.id],
      feedbackIds: ['no-such-form', theirForm.id],
    });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual([
      { path: 'qrIds.0', code: 'not_found' },
      { path: 'linkIds.1', code: 'not_found' },
      { path: 'pageIds.0', code: 'not_found' },
      { path: 'feedbackIds.0', code: 'not_found' },
      { path: 'feedbackIds.1', code: 'not_found' },
    ]);
    expect((await owner.client.get<CampaignList>('/api/campaigns')).body.items).toEqual([]);
    expect((await owner.client.get<Link>(`/api/links/${mine.id}`)).body.campaignId).toBeNull();

    // A change with one bad item changes nothing: not the name, not the other lists.
    const campaign = await createCampaign(owner, { name: 'Honest' });
    const change = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, {
      name: 'Greedy',
      linkIds: [mine.id],
      qrIds: [theirCode.id],
    });
    expect(change.status).toBe(422);
    expect(fieldsOf(change.body)).toEqual([{ path: 'qrIds.0', code: 'not_found' }]);
    expect(await getCampaign(owner, campaign.id)).toEqual(campaign);
    expect((await owner.client.get<Link>(`/api/links/${mine.id}`)).body.campaignId).toBeNull();
    expect((await stranger.client.get<Link>(`/api/links/${theirs.id}`)).body.campaignId).toBeNull();

    const malformed = await owner.client.patch<ErrorBody>(`/api/campaigns/${campaign.id}`, { linkIds: 'all' });
    expect(fieldsOf(malformed.body)).toEqual([{ path: 'linkIds', code: 'invalid_type' }]);
  });
});
