import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignList } from '../../../shared/campaigns.js';
import type { SubjectStats } from '../../../shared/stats.js';
import { buildQrCode, buildWorkspace } from '../../test/builders.js';
import { createCampaign, getCampaign } from '../../test/campaigns.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, visit, waitForClicks, waitForClicksOf } from '../../test/links.js';

// What a campaign counts: the scans of its codes and the clicks of its links, decided at each redirect.
const server = useTestServer();

describe('a campaign’s scans', () => {
  it('count the scans of its codes and the clicks of its links, in its statistics, list and detail', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Menu' });
    const sticker = await buildQrCode(server(), owner, { linkId: link.id });
    const campaign = await createCampaign(owner, { name: 'Spring', qrIds: [sticker.id] });

    expect((await visit(server().url, sticker.path)).status).toBe(302);
    const clicks = await waitForClicksOf(owner.client, `/api/campaigns/${campaign.id}`, 1);
    expect(clicks[0]).toMatchObject({ qrId: sticker.id, campaignId: campaign.id, linkId: link.id });
    const stats = await owner.client.get<SubjectStats>(`/api/campaigns/${campaign.id}/stats?range=24h`);
    expect(stats.status).toBe(200);
    expect(stats.body.totals.clicks).toBe(1);
    expect((await getCampaign(owner, campaign.id)).scans).toBe(1);
    const listed = await owner.client.get<CampaignList>('/api/campaigns');
    expect(listed.body.items.map((item: Campaign) => item.scans)).toEqual([1]);
    const csv = await owner.client.get<string>(`/api/campaigns/${campaign.id}/clicks.csv`);
    expect(csv.status).toBe(200);
  });

  it('follow each change of an item’s campaign from the next scan on, whichever API makes it', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Menu' });
    const sticker = await buildQrCode(server(), owner, { linkId: link.id });
    const spring = await createCampaign(owner, { name: 'Spring' });
    const summer = await createCampaign(owner, { name: 'Summer' });
    const scan = async (path: string, count: number) => {
      expect((await visit(server().url, path)).status).toBe(302);
      return (await waitForClicks(owner.client, link.id, count))[0]?.campaignId;
    };

    // Scanned once outside any campaign, the code and the link are in the redirect's cache.
    expect(await scan(sticker.path, 1)).toBeNull();
    expect(await scan(`/r/${link.hash}`, 2)).toBeNull();
    // Put in a campaign through the campaign's API, and taken out again one by one.
    await owner.client.patch(`/api/campaigns/${spring.id}`, { qrIds: [sticker.id] });
    expect(await scan(sticker.path, 3)).toBe(spring.id);
    await owner.client.patch(`/api/campaigns/${spring.id}`, { linkIds: [link.id] });
    expect(await scan(`/r/${link.hash}`, 4)).toBe(spring.id);
    await owner.client.patch(`/api/campaigns/${spring.id}`, { linkIds: [] });
    expect(await scan(`/r/${link.hash}`, 5)).toBeNull();
    expect(await scan(sticker.path, 6)).toBe(spring.id);
    await owner.client.patch(`/api/campaigns/${spring.id}`, { qrIds: [] });
    expect(await scan(sticker.path, 7)).toBeNull();
    // The link's campaign through the links API: the code has none of its own, so its scans follow the link's.
    await owner.client.patch(`/api/links/${link.id}`, { campaignId: summer.id });
    expect(await scan(sticker.path, 8)).toBe(summer.id);
    // The code's own campaign through the QR API wins over the link's.
    await owner.client.patch(`/api/qr-codes/${sticker.id}`, { campaignId: spring.id });
    expect(await scan(sticker.path, 9)).toBe(spring.id);
    // A deleted campaign counts nothing more: the code's scans fall back on the link's campaign.
    expect((await owner.client.delete(`/api/campaigns/${spring.id}`)).status).toBe(204);
    expect(await scan(sticker.path, 10)).toBe(summer.id);
    expect((await owner.client.delete(`/api/campaigns/${summer.id}`)).status).toBe(204);
    expect(await scan(`/r/${link.hash}`, 11)).toBeNull();
  });
});
