import { describe, expect, it } from 'vitest';
import type { Click, SubjectStats } from '../../../../shared/stats.js';
import { markAndWriteClicks } from '../recording/clicks.repo.js';
import { memoryFirstVisits } from '../recording/first-visits.js';
import { rolledUntil, rollUpFinishedHours } from '../recording/rollups.repo.js';
import { buildSignedInUser } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COUNTRIES = ['TR', 'DE', 'US', 'GB', 'FR'];

describe('link statistics', () => {
  const server = useTestServer();

  async function linkWithClicks(instants: number[], overrides: (index: number) => object = () => ({})) {
    const user = await buildSignedInUser(server());
    const link = await createTestLink(user.client);
    const clicks = instants.map((at, index) => seededClick(link, user.me.workspace.id, at, overrides(index)));
    await markAndWriteClicks(server().database, memoryFirstVisits(), clicks);
    return { ...user, link };
  }

  it('are exact for any range: whole days from the rollups, partial days from the rows', async () => {
    const now = Date.now();
    // 400 clicks spread over the last 12 days at irregular minutes; every third visitor comes back.
    const instants = Array.from({ length: 400 }, (_, index) => now - ((index * 2_592_617) % (12 * DAY)) - 1_000);
    const { client, link } = await linkWithClicks(instants, (index) => ({
      country: COUNTRIES[index % COUNTRIES.length],
      // Hashes rotate daily, so the regular's hash is new each day.
      visitorHash: index % 3 === 0 ? `regular-${Math.floor((instants[index] ?? 0) / DAY)}` : `visitor-${index}`,
    }));
    const ranges: Array<[string, number, number]> = [
      ['range=all', 0, now + 1],
      ['range=7d', now - 7 * DAY, now + 1],
      ['range=24h', now - DAY, now + 1],
      [`from=${iso(now - 9.3 * DAY)}&to=${iso(now - 2.6 * DAY)}`, now - 9.3 * DAY, now - 2.6 * DAY],
      [`range=custom&from=${iso(now - 5 * HOUR)}&to=${iso(now - 2 * HOUR)}`, now - 5 * HOUR, now - 2 * HOUR],
    ];
    for (const [query, from, to] of ranges) {
      const expected = instants.filter((at) => at >= from && at < to).length;
      const response = await client.get<SubjectStats>(`/api/links/${link.id}/stats?${query}&tz=Europe/Istanbul`);
      expect(response.status, query).toBe(200);
      const stats = response.body;
      expect(stats.totals.clicks, query).toBe(expected);
      expect(
        stats.series.reduce((sum, point) => sum + point.clicks, 0),
        query,
      ).toBe(expected);
      expect(
        stats.breakdowns.country.reduce((sum, row) => sum + row.clicks, 0),
        query,
      ).toBe(expected);
      expect(stats.totals.uniques, query).toBeLessThanOrEqual(expected);
    }
    const all = await client.get<SubjectStats>(`/api/links/${link.id}/stats?range=all`);
    expect(all.body.allTime.clicks).toBe(400);
    const listed = await client.get(`/api/links?q=${link.hash}`);
    expect(listed.body.items[0].clicks).toBe(400);
    // Each regular visitor counts once per day, everyone else once.
    const regularDays = new Set(instants.filter((_, index) => index % 3 === 0).map((at) => Math.floor(at / DAY)));
    expect(all.body.allTime.uniques).toBe(instants.filter((_, index) => index % 3 !== 0).length + regularDays.size);
    expect(all.body.interval).toBe('day');
  });

  it("buckets by the viewer's zone: quarter-hour offsets, DST days and Monday weeks", async () => {
    const instants = [
      Date.parse('2026-03-10T18:20:00Z'), // 00:05 on 11 March in Kathmandu (UTC+5:45)
      Date.parse('2026-03-10T18:10:00Z'), // 23:55 on 10 March there
      Date.parse('2026-03-29T21:30:00Z'), // 23:30 on 29 March in Berlin, the day summer time starts
    ];
    const { client, link } = await linkWithClicks(instants);
    const base = `/api/links/${link.id}/stats?from=2026-03-09T00:00:00Z&to=2026-04-01T00:00:00Z`;
    const kathmandu = (await client.get<SubjectStats>(`${base}&tz=Asia/Kathmandu&interval=day`)).body;
    expect(kathmandu.series.find((point) => point.start === '2026-03-10T18:15:00.000Z')?.clicks).toBe(1);
    expect(kathmandu.series.find((point) => point.start === '2026-03-09T18:15:00.000Z')?.clicks).toBe(1);
    const berlin = (await client.get<SubjectStats>(`${base}&tz=Europe/Berlin&interval=day`)).body;
    const starts = berlin.series.map((point) => point.start);
    expect(starts).toContain('2026-03-28T23:00:00.000Z');
    expect(starts).toContain('2026-03-29T22:00:00.000Z');
    expect(berlin.series.find((point) => point.start === '2026-03-28T23:00:00.000Z')?.clicks).toBe(1);
    const weeks = (await client.get<SubjectStats>(`${base}&tz=UTC&interval=week`)).body;
    expect(weeks.series[0]?.start).toBe('2026-03-09T00:00:00.000Z');
    expect(weeks.series.every((point) => new Date(point.start).getUTCDay() === 1)).toBe(true);
    const hours = (await client.get<SubjectStats>(`${base}&tz=UTC&interval=hour`)).body;
    expect(hours.series).toHaveLength(23 * 24);
  });

  it.each([
    ['range=year', 'range', 'invalid_range'],
    ['tz=Mars/Olympus', 'tz', 'invalid_time_zone'],
    ['tz=%27%3B%20DROP%20TABLE%20link', 'tz', 'invalid_time_zone'],
    ['interval=minute', 'interval', 'invalid_interval'],
    ['from=yesterday&to=today', 'from', 'invalid_date'],
    ['from=2026-13-45T00:00:00Z&to=2026-12-01T00:00:00Z', 'from', 'invalid_date'],
    ['range=custom&from=2026-01-01T00:00:00Z', 'to', 'required'],
    ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to', 'range_end_before_start'],
    ['from=2016-01-01T00:00:00Z&to=2026-01-01T00:00:00Z&interval=hour', 'interval', 'interval_too_fine'],
  ])('refuse the query %s with 422 on the field', async (query, path, code) => {
    const { client, link } = await linkWithClicks([]);
    const response = await client.get(`/api/links/${link.id}/stats?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('list the newest clicks first, within a range, up to the limit', async () => {
    const now = Date.now();
    const { client, link } = await linkWithClicks([now - 3 * DAY, now - 2 * HOUR, now - HOUR], (index) => ({
      country: COUNTRIES[index],
    }));
    const all = await client.get<{ items: Click[] }>(`/api/links/${link.id}/clicks`);
    expect(all.body.items.map((click) => click.country)).toEqual(['US', 'DE', 'TR']);
    expect(all.body.items[0]).toEqual({
      id: expect.any(Number),
      linkId: link.id,
      qrId: null,
      campaignId: null,
      locationId: null,
      createdAt: iso(now - HOUR),
      country: 'US',
      region: 'Istanbul',
      city: 'Istanbul',
      timezone: 'Europe/Istanbul',
      org: 'Turk Telekom',
      deviceType: 'mobile',
      deviceVendor: 'Apple',
      deviceModel: 'iPhone',
      browserName: 'Mobile Safari',
      browserVersion: '17',
      osName: 'iOS',
      osVersion: '17.5',
      referrer: null,
      routeId: null,
    });
    expect((await client.get(`/api/links/${link.id}/clicks?limit=1`)).body.items).toHaveLength(1);
    expect((await client.get(`/api/links/${link.id}/clicks?range=24h`)).body.items).toHaveLength(2);
    for (const bad of ['limit=0', 'limit=100001', 'limit=lots', 'limit=1.5', 'range=forever', 'from=nope']) {
      expect((await client.get(`/api/links/${link.id}/clicks?${bad}`)).status, bad).toBe(422);
    }
    expect((await client.get(`/api/links/${link.id}/clicks?limit=100000`)).status).toBe(200);
  });

  it('export the clicks of a range as CSV with formula cells defused', async () => {
    const now = Date.now();
    const { client, link } = await linkWithClicks([now - 2 * HOUR, now - HOUR], (index) => ({
      city: index === 0 ? 'Paris, Texas' : '=HYPERLINK("http://evil")',
    }));
    const response = await client.get<string>(`/api/links/${link.id}/clicks.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="clicks-${link.hash}.csv"`);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,link_id,link_name,qr_id,qr_name,campaign_id,campaign_name,location_id,location_name,country,region,city,timezone,org,device_type,device_vendor,device_model,browser_name,browser_version,os_name,os_version,referrer',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `${iso(now - HOUR)},${link.id},Spring menu,,,,,,,TR,Istanbul,"'=HYPERLINK(""http://evil"")",`,
    );
    expect(lines[2]).toContain('"Paris, Texas"');
    const empty = await client.get<string>(
      `/api/links/${link.id}/clicks.csv?range=custom&from=${iso(0)}&to=${iso(1000)}`,
    );
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
  });
});

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

describe('rolling finished hours up', () => {
  const server = useTestServer();

  it('moves finished hours from the click rows into the rollups without changing any figure', async () => {
    const { db } = server().database;
    const { client, me } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const now = Date.now();
    const start = now - (now % DAY) - 4 * DAY;
    // As if the server had not rolled anything up for four days: these clicks stay in their rows.
    await db.updateTable('rollup_state').set({ rolled_until: start }).execute();
    const step = Math.floor((now - start) / 120);
    const instants = Array.from({ length: 120 }, (_, index) => start + index * step + 1);
    await markAndWriteClicks(
      server().database,
      memoryFirstVisits(),
      instants.map((at, index) => seededClick(link, me.workspace.id, at, { country: COUNTRIES[index % 5] })),
    );
    const queries = ['range=7d&tz=America/New_York', 'range=24h&tz=Asia/Kathmandu', 'range=all&interval=hour'];
    const before = await Promise.all(
      queries.map(async (query) => (await client.get<SubjectStats>(`/api/links/${link.id}/stats?${query}`)).body),
    );
    expect(before[0]?.totals.clicks).toBe(120);

    expect(await rollUpFinishedHours(server().database, now)).toBeGreaterThanOrEqual(4 * 24);
    const mark = now - 5 * 60_000 - ((now - 5 * 60_000) % HOUR);
    expect(await rolledUntil(db)).toBe(mark);
    const hours = await db.selectFrom('stat_hour').select('hour').where('subject', '=', `link:${link.id}`).execute();
    const days = await db.selectFrom('stat_day').select('day').where('subject', '=', `link:${link.id}`).execute();
    expect(hours.length).toBeGreaterThan(0);
    expect(days.length).toBeGreaterThan(0);
    for (const [index, query] of queries.entries()) {
      const after = (await client.get<SubjectStats>(`/api/links/${link.id}/stats?${query}`)).body;
      const figures = ({ totals, series, breakdowns }: SubjectStats) => ({ totals, series, breakdowns });
      expect(figures(after), query).toEqual(figures(before[index] as SubjectStats));
      expect(after.allTime).toEqual({ clicks: 120, uniques: 120 });
    }
    // A second run finds nothing left to do; the link card still counts every click.
    expect(await rollUpFinishedHours(server().database, now)).toBe(0);
    expect((await client.get(`/api/links/${link.id}`)).body.clicks).toBe(120);
  });
});
