import { describe, expect, it } from 'vitest';
import type { Click, SubjectStats, StatsSummary } from '../../../../shared/stats.js';
import type { EnrichedClick } from '../recording/click-types.js';
import { buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';
import { markAndWriteClicks } from '../recording/clicks.repo.js';
import { memoryFirstVisits } from '../recording/first-visits.js';
import { rollUpFinishedHours } from '../recording/rollups.repo.js';
import type { Link } from '../../../../shared/links.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const server = useTestServer();

type Fixture = [link: Link, visitor: string, at: number, facts: Partial<EnrichedClick>];

async function clicksOf(workspaceId: string, clicks: Fixture[]) {
  await markAndWriteClicks(
    server().database,
    memoryFirstVisits(),
    clicks.map(([link, visitor, at, facts]) => seededClick(link, workspaceId, at, { visitorHash: visitor, ...facts })),
  );
}

const berlin = { country: 'DE', region: 'Berlin', city: 'Berlin' };
const munich = { country: 'DE', region: 'Bavaria', city: 'Munich' };
const istanbul = { country: 'TR', region: 'Istanbul', city: 'Istanbul' };
const desktop = {
  deviceType: 'desktop',
  deviceVendor: null,
  deviceModel: null,
  browserName: 'Chrome',
  osName: 'Windows',
};

/**
 * Hand-counted, within the last day (read from the click rows) and 4 days ago (rolled up, when rolled up):
 *   recent: menu   — ana Berlin mobile, ana Berlin mobile, ben Munich desktop, cem Istanbul mobile (QR)
 *           poster — ana Berlin mobile, dan Istanbul desktop
 *   older:  menu   — eda Berlin mobile (4 days ago), fay Istanbul mobile (4 days ago)
 *           poster — gus Munich desktop (10 days ago: before the 7-day range, in the period before it)
 */
async function workspaceWithClicks() {
  const owner = await buildWorkspace(server());
  const menu = await createTestLink(owner.client, { name: 'Menu' });
  const poster = await createTestLink(owner.client, { name: 'Poster' });
  const now = Date.now();
  await rowsFromTwoWeeksBack(now);
  const recent = now - 2 * HOUR;
  const older = now - 4 * DAY;
  await clicksOf(owner.workspaceId, [
    [menu, 'ana', recent, berlin],
    [menu, 'ana', recent + 1_000, berlin],
    [menu, 'ben', recent + 2_000, { ...munich, ...desktop }],
    [menu, 'cem', recent + 3_000, { ...istanbul, qrId: null }],
    [poster, 'ana', recent + 4_000, berlin],
    [poster, 'dan', recent + 5_000, { ...istanbul, ...desktop }],
    [menu, 'eda', older, berlin],
    [menu, 'fay', older + 1_000, istanbul],
    [poster, 'gus', now - 10 * DAY, { ...munich, ...desktop }],
  ]);
  return { owner, menu, poster, now };
}

/**
 * Moves the roll-up mark two weeks back before a test writes its clicks, so that they are all rows (a click older
 * than the mark would go straight into the rollups); `rollUp` then rolls up the finished hours.
 */
async function rowsFromTwoWeeksBack(now: number) {
  await server()
    .database.db.updateTable('rollup_state')
    .set({ rolled_until: now - (now % DAY) - 14 * DAY })
    .execute();
}
const rollUp = (now: number) => rollUpFinishedHours(server().database, now);

describe('statistics filtered by breakdown values', () => {
  for (const rolled of [false, true]) {
    it(`keep only the matching clicks, from the ${rolled ? 'rollups and rows' : 'rows'} alike`, async () => {
      const { owner, menu, now } = await workspaceWithClicks();
      if (rolled) await rollUp(now);
      const get = async (query: string) => {
        const answer = await owner.client.get<SubjectStats>(`/api/stats?range=7d&tz=UTC&${query}`);
        expect(answer.status, query).toBe(200);
        return answer.body;
      };

      const unfiltered = await get('');
      expect(unfiltered.totals).toEqual({ clicks: 8, uniques: 6 });

      // Germany: ana ×3 (one unique for the workspace that day), ben, eda.
      const germany = await get('filter=country:DE');
      expect(germany.totals).toEqual({ clicks: 5, uniques: 3 });
      expect(germany.breakdowns.country).toEqual([expect.objectContaining({ value: 'DE', clicks: 5 })]);
      expect(germany.breakdowns.region).toEqual([
        expect.objectContaining({ value: 'Berlin', country: 'DE', clicks: 4 }),
        expect.objectContaining({ value: 'Bavaria', country: 'DE', clicks: 1 }),
      ]);
      expect(germany.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(5);

      // Two dimensions all apply; two values of one dimension are alternatives.
      const germanDesktops = await get('filter=country:DE&filter=deviceType:desktop');
      expect(germanDesktops.totals.clicks).toBe(1);
      const berlinOrIstanbul = await get('filter=region:DE:Berlin&filter=region:TR:Istanbul');
      expect(berlinOrIstanbul.totals.clicks).toBe(7);

      // The link filter equals the link's own figures (clicks; uniques are the workspace's first visits).
      const onlyMenu = await get(`filter=link:${menu.id}`);
      expect(onlyMenu.totals.clicks).toBe(6);
      expect(onlyMenu.breakdowns.link).toEqual([expect.objectContaining({ value: menu.id, label: 'Menu', clicks: 6 })]);

      // The period before (days 14 to 7 back) is filtered too; all-time totals are not.
      expect(unfiltered.previous).toEqual({ clicks: 1, uniques: 1 });
      expect(germany.previous).toEqual({ clicks: 1, uniques: 1 });
      expect((await get('filter=country:TR')).previous).toEqual({ clicks: 0, uniques: 0 });
      expect((await get('filter=deviceType:desktop')).previous).toEqual({ clicks: 1, uniques: 1 });
      expect(germany.allTime).toEqual({ clicks: 9, uniques: 7 });
    });
  }

  it('break the workspace down by link, named, biggest first', async () => {
    const { owner, menu, poster, now } = await workspaceWithClicks();
    await rollUp(now);
    const stats = (await owner.client.get<SubjectStats>('/api/stats?range=30d')).body;
    expect(stats.breakdowns.link).toEqual([
      { value: menu.id, label: 'Menu', clicks: 6, uniques: 5 },
      { value: poster.id, label: 'Poster', clicks: 3, uniques: 2 },
    ]);
    // A link's own page has no breakdown by link.
    const menuStats = (await owner.client.get<SubjectStats>(`/api/links/${menu.id}/stats?range=30d`)).body;
    expect(menuStats.breakdowns.link).toEqual([]);
    expect(menuStats.totals).toEqual({ clicks: 6, uniques: 5 });
  });

  it('compare a range with the period of the same length before it', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    const now = Date.now();
    await rowsFromTwoWeeksBack(now);
    // 24 h range: 3 clicks in it; 2 clicks in the 24 h before; 1 click before that (in neither).
    await clicksOf(owner.workspaceId, [
      [link, 'a', now - 1 * HOUR, {}],
      [link, 'b', now - 5 * HOUR, {}],
      [link, 'c', now - 20 * HOUR, {}],
      [link, 'd', now - 30 * HOUR, {}],
      [link, 'd', now - 30 * HOUR + 1_000, {}],
      [link, 'e', now - 60 * HOUR, {}],
    ]);
    for (const path of ['/api/stats', `/api/links/${link.id}/stats`]) {
      const stats = (await owner.client.get<SubjectStats>(`${path}?range=24h`)).body;
      expect(stats.totals, path).toEqual({ clicks: 3, uniques: 3 });
      expect(stats.previous, path).toEqual({ clicks: 2, uniques: 1 });
    }
    await rollUp(now);
    const rolled = (await owner.client.get<SubjectStats>('/api/stats?range=24h')).body;
    expect(rolled.previous).toEqual({ clicks: 2, uniques: 1 });
  });

  it('list and export the workspace’s clicks, filtered like the figures', async () => {
    const { owner, menu, poster } = await workspaceWithClicks();
    const all = await owner.client.get<{ items: Click[] }>('/api/clicks?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(9);
    expect(new Set(all.body.items.map((click) => click.linkId))).toEqual(new Set([menu.id, poster.id]));
    // Newest first.
    const times = all.body.items.map((click) => Date.parse(click.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const germanDesktops = await owner.client.get<{ items: Click[] }>(
      '/api/clicks?filter=country:DE&filter=deviceType:desktop&range=30d',
    );
    expect(germanDesktops.body.items.map((click) => [click.country, click.city, click.deviceType])).toEqual([
      ['DE', 'Munich', 'desktop'],
      ['DE', 'Munich', 'desktop'],
    ]);

    const csv = await owner.client.get<string>(`/api/clicks.csv?filter=link:${poster.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="clicks-workspace.csv"');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^created_at,link_id,link_name,/);
    expect(lines).toHaveLength(1 + 3);

    const badFilter = await owner.client.get('/api/clicks.csv?filter=colour:red');
    expect(badFilter.status).toBe(422);
  });

  it('sum up today, the last 7 and the last 30 days for the home screen, each against the period before', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    const now = Date.now();
    await rowsFromTwoWeeksBack(now);
    // A zone where it is about noon now, so "today" began about 12 hours ago whatever the time of the run.
    const east = 12 - new Date(now).getUTCHours();
    const tz = east === 0 ? 'Etc/GMT' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
    await clicksOf(owner.workspaceId, [
      [link, 'a', now - 1 * HOUR, {}], // today
      [link, 'b', now - 30 * HOUR, {}], // yesterday, before this time of day
      [link, 'c', now - DAY + 30 * 60_000, {}], // yesterday, after this time of day
      [link, 'd', now - 10 * DAY, {}],
      [link, 'e', now - 40 * DAY, {}],
      [link, 'f', now - 70 * DAY, {}],
    ]);
    await rollUp(now);
    const summary = await owner.client.get<StatsSummary>(`/api/stats/summary?tz=${encodeURIComponent(tz)}`);
    expect(summary.status).toBe(200);
    // Direct clicks all: none came through a QR code.
    const counts = (clicks: number, previous: number) => ({
      clicks,
      uniques: clicks,
      scans: 0,
      previous: { clicks: previous, uniques: previous, scans: 0 },
    });
    expect(summary.body).toEqual({
      tz,
      today: counts(1, 1),
      last7Days: counts(3, 1),
      last30Days: counts(4, 1),
    });
    const mars = await owner.client.get('/api/stats/summary?tz=Mars/Olympus');
    expect(mars.status).toBe(422);
    expect(mars.body.error.details.fields).toContainEqual(expect.objectContaining({ path: 'tz' }));
  });

  it('refuse unknown dimensions and values, too many filters and ranges too long, on the field', async () => {
    const owner = await buildWorkspace(server());
    const stranger = await buildWorkspace(server());
    const theirs = await createTestLink(stranger.client);
    const cases: Array<[query: string, path: string, code: string]> = [
      ['filter=colour:red', 'filter.0', 'unknown_filter'],
      ['filter=country', 'filter.0', 'invalid_filter_value'],
      ['filter=country:XX', 'filter.0', 'invalid_filter_value'],
      ['filter=country:DE&filter=deviceType:toaster', 'filter.1', 'invalid_filter_value'],
      ['filter=source:', 'filter.0', 'invalid_filter_value'],
      ['filter=region:ZZ:Nowhere', 'filter.0', 'invalid_filter_value'],
      [`filter=link:${theirs.id}`, 'filter.0', 'invalid_filter_value'],
      [Array.from({ length: 21 }, () => 'filter=country:DE').join('&'), 'filter', 'too_many_filters'],
      ['from=2010-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to', 'range_too_long'],
      ['from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to', 'range_end_before_start'],
      ['tz=Europe/Atlantis', 'tz', 'invalid_time_zone'],
    ];
    for (const [query, path, code] of cases) {
      const answer = await owner.client.get(`/api/stats?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.error.code, query).toBe('validation_failed');
      expect(answer.body.error.details.fields, query).toContainEqual(expect.objectContaining({ path, code }));
    }
    // An unknown value that is well-formed is simply an empty view.
    const nobody = await owner.client.get<SubjectStats>('/api/stats?filter=browser:Netscape&filter=region:');
    expect(nobody.status).toBe(200);
    expect(nobody.body.totals.clicks).toBe(0);
  });
});
