import { describe, expect, it } from 'vitest';
import type { Click, SubjectStats } from '../../../../shared/stats.js';
import type { Viewer } from '../../../http/kit/viewer.js';
import { buildCampaign, buildLocation, buildQrCode, buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, visit, waitForClicks, WINDOWS_CHROME_UA } from '../../../test/links.js';
import { rollUpFinishedHours } from '../recording/rollups.repo.js';
import type { Subject } from '../recording/subjects.js';
import { subjectStats } from './stats.service.js';

const HOUR = 3_600_000;
const server = useTestServer();

/**
 * A click through a QR code counts once on the code, its link, its campaign, its location and the
 * workspace. QR codes, campaigns and locations are built straight in the
 * database and their statistics asked of the service every module's routes will call.
 */
describe('statistics of every kind of subject', () => {
  it('count a scan on the QR code, its link, campaign and location and the workspace, once each', async () => {
    const owner = await buildWorkspace(server());
    const linkCampaign = await buildCampaign(server(), owner);
    const qrCampaign = await buildCampaign(server(), owner);
    const shop = await buildLocation(server(), owner);
    const link = await createTestLink(owner.client, { name: 'Menu', campaignId: linkCampaign.id });
    const sticker = await buildQrCode(server(), owner, {
      linkId: link.id,
      campaignId: qrCampaign.id,
      locationId: shop.id,
    });

    // One scan of the sticker with a phone, one click on the link from a desktop.
    const scan = await visit(server().url, sticker.path);
    expect(scan.status).toBe(302);
    expect(scan.location).toBe(link.url);
    const direct = await visit(server().url, `/r/${link.hash}`, { 'user-agent': WINDOWS_CHROME_UA });
    expect(direct.status).toBe(302);

    // The row carries what the click came through, decided at the redirect.
    const clicks = await waitForClicks(owner.client, link.id, 2);
    const from = (deviceType: string) => clicks.find((click) => click.deviceType === deviceType) as Click;
    expect(from('mobile')).toMatchObject({ qrId: sticker.id, campaignId: qrCampaign.id, locationId: shop.id });
    expect(from('desktop')).toMatchObject({ qrId: null, campaignId: linkCampaign.id, locationId: null });

    const viewer = { workspace: { id: owner.workspaceId } } as Viewer;
    const statsOf = (kind: Subject['kind'], id: string) =>
      subjectStats(server(), viewer, { kind, id }, Date.now() - HOUR, { range: '24h' });
    const expectFigures = async () => {
      const expected: Array<[Subject['kind'], string, number]> = [
        ['qr', sticker.id, 1],
        ['link', link.id, 2],
        ['campaign', qrCampaign.id, 1],
        ['campaign', linkCampaign.id, 1],
        ['location', shop.id, 1],
        ['workspace', owner.workspaceId, 2],
      ];
      for (const [kind, id, count] of expected) {
        const stats: SubjectStats = await statsOf(kind, id);
        expect(stats.totals, `${kind} ${id}`).toEqual({ clicks: count, uniques: count });
        expect(stats.allTime, `${kind} ${id}`).toEqual({ clicks: count, uniques: count });
      }
      const linkStats = await statsOf('link', link.id);
      expect(linkStats.breakdowns.source).toEqual([
        { value: 'direct', clicks: 1, uniques: 1 },
        { value: 'qr', clicks: 1, uniques: 1 },
      ]);
      const locationStats = await statsOf('location', shop.id);
      expect(locationStats.breakdowns.link).toEqual([{ value: link.id, label: 'Menu', clicks: 1, uniques: 1 }]);
      expect(locationStats.breakdowns.deviceType).toEqual([{ value: 'mobile', clicks: 1, uniques: 1 }]);
    };

    await expectFigures();
    // The same figures once the hour is rolled up, from each subject's own rollups.
    const { db } = server().database;
    const now = Date.now();
    await db
      .updateTable('rollup_state')
      .set({ rolled_until: now - (now % HOUR) - HOUR })
      .execute();
    await rollUpFinishedHours(server().database, now + 2 * HOUR);
    const rolled = await db
      .selectFrom('stat_day')
      .select('subject')
      .where('subject', 'in', [`campaign:${qrCampaign.id}`, `location:${shop.id}`, `qr:${sticker.id}`])
      .where('dimension', '=', 'total')
      .execute();
    expect(rolled).toHaveLength(3);
    await expectFigures();
  });
});
