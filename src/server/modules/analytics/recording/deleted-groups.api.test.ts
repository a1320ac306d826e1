import { describe, expect, it } from 'vitest';
import { buildCampaign, buildLocation, buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick, waitForClicks } from '../../../test/links.js';
import { writeClicks } from './clicks.repo.js';

const server = useTestServer();

/**
 * The redirect decides what a click counts for; the writer stores it up to a moment later. A campaign or a location
 * deleted in between must not cost the click (their columns are foreign keys): it is stored, counted for neither.
 */
describe('a click whose campaign or location was deleted before it was written', () => {
  it('is stored without them, and still counts for its link', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client, { name: 'Menu' });
    const [gone, kept] = [await buildCampaign(server(), owner), await buildCampaign(server(), owner)];
    const shop = await buildLocation(server(), owner);
    const { db } = server().database;
    await db.deleteFrom('campaign').where('id', '=', gone.id).execute();
    await db.deleteFrom('location').where('id', '=', shop.id).execute();

    const now = Date.now();
    await writeClicks(server().database, [
      { ...seededClick(link, owner.workspaceId, now, { campaignId: gone.id, locationId: shop.id }), uniqueIn: 0 },
      { ...seededClick(link, owner.workspaceId, now + 1, { campaignId: kept.id, locationId: shop.id }), uniqueIn: 0 },
    ]);

    const stored = await waitForClicks(owner.client, link.id, 2);
    expect(stored.map(({ campaignId, locationId }) => ({ campaignId, locationId }))).toEqual([
      { campaignId: kept.id, locationId: null },
      { campaignId: null, locationId: null },
    ]);
  });
});
