import { describe, expect, it } from 'vitest';
import type { Click, SubjectStats } from '../../../../shared/stats.js';
import type { EnrichedClick } from '../recording/click-types.js';
import { markAndWriteClicks } from '../recording/clicks.repo.js';
import { memoryFirstVisits } from '../recording/first-visits.js';
import { rollUpFinishedHours } from '../recording/rollups.repo.js';
import { buildQrCode, buildWorkspace } from '../../../test/builders.js';
import { createCampaign, getCampaign } from '../../../test/campaigns.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';
import { buildPage } from '../../../test/pages.js';

// A campaign counts the clicks of the items it holds, within its window, whenever they joined it.
const server = useTestServer();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function write(clicks: EnrichedClick[]) {
  await markAndWriteClicks(server().database, memoryFirstVisits(), clicks);
}

/**
 * Clicks stored before their items joined a campaign (their rows name none), hand-counted:
 *   in the window — ana twice on the menu link, ana on the door code, ben through the sticker (a code of the
 *   campaign leading to the menu link, also of the campaign: one click), cem on the page's code;
 *   outside it — dan on the menu link before the window opened; eda on the poster link, never in the campaign.
 * So 5 clicks by 3 visitors in the window; ana is one unique visitor of the campaign that day.
 */
async function campaignOfEarlierClicks() {
  const owner = await buildWorkspace(server());
  const menu = await createTestLink(owner.client, { name: 'Menu' });
  const poster = await createTestLink(owner.client, { name: 'Poster' });
  const sticker = await buildQrCode(server(), owner, { linkId: menu.id, name: 'Sticker' });
  const door = await buildQrCode(server(), owner, { url: 'https://example.com/door', name: 'Door' });
  const page = await buildPage(server(), owner, { type: 'coupon', code: 'SPRING10' });
  const pageCode = await buildQrCode(server(), owner, { url: 'https://example.com/page', name: 'Page code' });
  await server().database.db.updateTable('qr').set({ page_id: page.id }).where('id', '=', pageCode.id).execute();

  const now = Date.now();
  const { db } = server().database;
  // Rows from two weeks back, then rolled up: what a campaign shows must not depend on what is rolled up.
  await db
    .updateTable('rollup_state')
    .set({ rolled_until: now - (now % DAY) - 14 * DAY })
    .execute();
  const at = now - 3 * DAY;
  const workspaceId = owner.workspaceId;
  const viaCode = (code: { id: string; hash: string }) => ({ qrId: code.id, hash: code.hash });
  await write([
    seededClick(menu, workspaceId, at, { visitorHash: 'ana' }),
    seededClick(menu, workspaceId, at + 1_000, { visitorHash: 'ana' }),
    seededClick(menu, workspaceId, at + 2_000, { visitorHash: 'ana', linkId: null, ...viaCode(door) }),
    seededClick(menu, workspaceId, at + 3_000, { visitorHash: 'ben', ...viaCode(sticker), country: 'DE' }),
    seededClick(menu, workspaceId, at + 4_000, { visitorHash: 'cem', linkId: null, ...viaCode(pageCode) }),
    seededClick(menu, workspaceId, now - 6 * DAY, { visitorHash: 'dan' }),
    seededClick(poster, workspaceId, at + 5_000, { visitorHash: 'eda' }),
  ]);
  await rollUpFinishedHours(server().database, now);

  const campaign = await createCampaign(owner, {
    name: 'Spring',
    startsAt: new Date(now - 5 * DAY).toISOString(),
    linkIds: [menu.id],
    qrIds: [sticker.id, door.id],
    pageIds: [page.id],
  });
  return { owner, campaign, menu, sticker, door, pageCode };
}

describe('a campaign’s statistics', () => {
  it('count its items’ clicks within its window, made before they joined, each click once', async () => {
    const { owner, campaign, menu, sticker, door, pageCode } = await campaignOfEarlierClicks();
    const base = `/api/campaigns/${campaign.id}`;

    const stats = await owner.client.get<SubjectStats>(`${base}/stats?range=7d&tz=UTC`);
    expect(stats.status).toBe(200);
    expect(stats.body.totals).toEqual({ clicks: 5, uniques: 3 });
    expect(stats.body.allTime).toEqual({ clicks: 5, uniques: 3 });
    expect(stats.body.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(5);
    const rows = (dimension: 'link' | 'qr' | 'source' | 'country') =>
      Object.fromEntries(stats.body.breakdowns[dimension].map((row) => [row.value ?? '', row.clicks]));
    expect(rows('link')).toEqual({ [menu.id]: 3, '': 2 });
    expect(rows('qr')).toEqual({ '': 2, [door.id]: 1, [sticker.id]: 1, [pageCode.id]: 1 });
    expect(rows('source')).toEqual({ direct: 2, qr: 3 });
    expect(rows('country')).toEqual({ TR: 4, DE: 1 });

    // A filter, the click list and the CSV read the same clicks.
    const scans = await owner.client.get<SubjectStats>(`${base}/stats?range=7d&tz=UTC&filter=source:qr`);
    expect(scans.body.totals).toEqual({ clicks: 3, uniques: 2 });
    const list = await owner.client.get<{ items: Click[] }>(`${base}/clicks?range=7d`);
    expect(list.body.items.map((click) => click.qrId)).toEqual([pageCode.id, sticker.id, door.id, null, null]);
    const csv = await owner.client.get<string>(`${base}/clicks.csv?range=7d`);
    expect(String(csv.body).trim().split('\r\n')).toHaveLength(1 + 5);
    // The "all" range reaches back to the first click in the window, before the campaign was made.
    const all = await owner.client.get<SubjectStats>(`${base}/stats?range=all&tz=UTC`);
    expect(all.body.totals.clicks).toBe(5);
    expect(Date.parse(all.body.from)).toBeLessThanOrEqual(Date.now() - 3 * DAY);

    expect((await getCampaign(owner, campaign.id)).scans).toBe(5);
    const listed = await owner.client.get<{ items: Array<{ id: string; scans: number }> }>('/api/campaigns');
    expect(listed.body.items.find((item) => item.id === campaign.id)?.scans).toBe(5);
  });

  it('no longer count an item that left, nor clicks outside a narrowed window', async () => {
    const { owner, campaign, sticker } = await campaignOfEarlierClicks();
    const base = `/api/campaigns/${campaign.id}`;

    // The door code leaves: ana's scan of it goes, ana stays a visitor (of the menu link).
    expect((await owner.client.patch(base, { qrIds: [sticker.id] })).status).toBe(200);
    let stats = await owner.client.get<SubjectStats>(`${base}/stats?range=7d&tz=UTC`);
    expect(stats.body.totals).toEqual({ clicks: 4, uniques: 3 });
    expect((await getCampaign(owner, campaign.id)).scans).toBe(4);

    // A window that ended before the clicks: nothing counts any more.
    const ended = new Date(Date.now() - 4 * DAY).toISOString();
    expect((await owner.client.patch(base, { endsAt: ended })).status).toBe(200);
    stats = await owner.client.get<SubjectStats>(`${base}/stats?range=7d&tz=UTC`);
    expect(stats.body.totals).toEqual({ clicks: 0, uniques: 0 });
    const list = await owner.client.get<{ items: Click[] }>(`${base}/clicks?range=7d`);
    expect(list.body.items).toEqual([]);
  });
});
