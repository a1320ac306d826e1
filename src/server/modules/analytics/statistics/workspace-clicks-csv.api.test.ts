import { describe, expect, it } from 'vitest';
import { markAndWriteClicks } from '../recording/clicks.repo.js';
import { memoryFirstVisits } from '../recording/first-visits.js';
import { buildCampaign, buildLocation, buildQrCode, buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';

const server = useTestServer();

describe('the workspace’s clicks CSV', () => {
  it('names the link, QR code, campaign and location of each click beside their ids, formulas defused', async () => {
    const owner = await buildWorkspace(server());
    const menu = await createTestLink(owner.client, { name: '=Menu' });
    const poster = await createTestLink(owner.client, { name: 'Poster, large' });
    const campaign = await buildCampaign(server(), owner);
    const location = await buildLocation(server(), owner);
    const sticker = await buildQrCode(server(), owner, { linkId: menu.id, name: 'Sticker' });
    const door = await buildQrCode(server(), owner, { url: 'https://example.com/door', name: '@door' });
    const now = Date.now();
    await markAndWriteClicks(server().database, memoryFirstVisits(), [
      seededClick(menu, owner.workspaceId, now - 3_000, {
        qrId: sticker.id,
        campaignId: campaign.id,
        locationId: location.id,
      }),
      seededClick(poster, owner.workspaceId, now - 2_000),
      seededClick(poster, owner.workspaceId, now - 1_000, { linkId: null, qrId: door.id }),
    ]);

    const csv = await owner.client.get<string>('/api/clicks.csv');
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^created_at,link_id,link_name,qr_id,qr_name,campaign_id,campaign_name,location_id,location_name,country,/,
    );
    expect(lines).toHaveLength(1 + 3);
    const named = (line: string | undefined) => line?.split(',TR,')[0]?.split(',').slice(1).join(',');
    // Newest first: the door's scan (no link), the poster's click, the sticker's scan of the menu link.
    expect(named(lines[1])).toBe(`,,${door.id},'@door,,,,`);
    expect(lines[2]).toContain(`,${poster.id},"Poster, large",,,,,,,TR,`);
    expect(named(lines[3])).toBe(
      `${menu.id},'=Menu,${sticker.id},Sticker,${campaign.id},Spring campaign,${location.id},Main street shop`,
    );
  });
});
