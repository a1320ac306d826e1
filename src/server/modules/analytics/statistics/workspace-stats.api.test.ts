import { describe, expect, it } from 'vitest';
import type { SubjectStats } from '../../../../shared/stats.js';
import { buildWorkspace } from '../../../test/builders.js';
import { TestClient } from '../../../test/client.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, seededClick } from '../../../test/links.js';
import { markAndWriteClicks } from '../recording/clicks.repo.js';
import { memoryFirstVisits } from '../recording/first-visits.js';
import { rolledUntil, rollUpFinishedHours } from '../recording/rollups.repo.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const server = useTestServer();

/** Clicks written the way the writer writes them: first visits decided per subject by one registry. */
async function clicksOf(
  workspace: { workspaceId: string },
  clicks: Array<[link: { id: string; hash: string }, visitor: string, at: number, country?: string]>,
) {
  const visits = memoryFirstVisits();
  await markAndWriteClicks(
    server().database,
    visits,
    clicks.map(([link, visitor, at, country = 'TR']) =>
      seededClick(link as never, workspace.workspaceId, at, { visitorHash: visitor, country }),
    ),
  );
}

describe('the statistics of a whole workspace', () => {
  it('count every link’s clicks, and a visitor of two links once as a unique visitor', async () => {
    const owner = await buildWorkspace(server());
    const menu = await createTestLink(owner.client, { name: 'Menu' });
    const poster = await createTestLink(owner.client, { name: 'Poster' });
    const at = Date.now() - 2 * HOUR;
    // Hand-counted: 5 clicks; ana clicks both links (2 clicks, 1 visitor), ben clicks the menu twice, cem once.
    await clicksOf(owner, [
      [menu, 'ana', at, 'DE'],
      [poster, 'ana', at + 1_000, 'DE'],
      [menu, 'ben', at + 2_000],
      [menu, 'ben', at + 3_000],
      [poster, 'cem', at + 4_000, 'GB'],
    ]);

    const workspace = await owner.client.get<SubjectStats>('/api/stats?range=24h&tz=UTC');
    expect(workspace.status).toBe(200);
    expect(workspace.body.totals).toEqual({ clicks: 5, uniques: 3 });
    expect(workspace.body.allTime).toEqual({ clicks: 5, uniques: 3 });
    expect(workspace.body.breakdowns.country).toEqual([
      expect.objectContaining({ value: 'DE', clicks: 2, uniques: 1 }),
      expect.objectContaining({ value: 'TR', clicks: 2, uniques: 1 }),
      expect.objectContaining({ value: 'GB', clicks: 1, uniques: 1 }),
    ]);
    expect(workspace.body.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(5);

    // Each link counts its own visitors: ana is unique on both.
    const menuStats = await owner.client.get<SubjectStats>(`/api/links/${menu.id}/stats?range=24h`);
    expect(menuStats.body.totals).toEqual({ clicks: 3, uniques: 2 });
    const posterStats = await owner.client.get<SubjectStats>(`/api/links/${poster.id}/stats?range=24h`);
    expect(posterStats.body.totals).toEqual({ clicks: 2, uniques: 2 });
  });

  it('give the same figures from the rollups as from the click rows', async () => {
    const { db } = server().database;
    const owner = await buildWorkspace(server());
    const links = [await createTestLink(owner.client), await createTestLink(owner.client)];
    const now = Date.now();
    const start = now - (now % DAY) - 3 * DAY;
    await db.updateTable('rollup_state').set({ rolled_until: start }).execute();
    const instants = Array.from({ length: 90 }, (_, index) => start + index * Math.floor((now - start) / 90) + 1);
    await clicksOf(
      owner,
      instants.map((at, index) => [links[index % 2] as (typeof links)[number], `visitor-${index % 30}`, at]),
    );
    const queries = ['range=7d&tz=America/New_York', 'range=24h&tz=Asia/Kathmandu', 'range=all&interval=day'];
    const before = await Promise.all(
      queries.map(async (query) => (await owner.client.get<SubjectStats>(`/api/stats?${query}`)).body),
    );
    expect(before[0]?.totals.clicks).toBe(90);

    await rollUpFinishedHours(server().database, now);
    expect(await rolledUntil(db)).toBeGreaterThan(start);
    const figures = ({ totals, series, breakdowns, allTime }: SubjectStats) => ({
      totals,
      series,
      breakdowns,
      allTime,
    });
    for (const [index, query] of queries.entries()) {
      const after = (await owner.client.get<SubjectStats>(`/api/stats?${query}`)).body;
      expect(figures(after), query).toEqual(figures(before[index] as SubjectStats));
    }
  });

  it('leave out every other workspace, and answer an API key of the workspace', async () => {
    const owner = await buildWorkspace(server());
    const stranger = await buildWorkspace(server());
    const theirs = await createTestLink(stranger.client);
    await clicksOf(stranger, [[theirs, 'dora', Date.now() - HOUR]]);
    const mine = await owner.client.get<SubjectStats>('/api/stats?range=24h');
    expect(mine.status).toBe(200);
    expect(mine.body.totals).toEqual({ clicks: 0, uniques: 0 });
    expect((await stranger.client.get<SubjectStats>('/api/stats?range=24h')).body.totals.clicks).toBe(1);
  });

  it('answer 401 without credentials and 422 for a bad range, time zone or interval', async () => {
    expect((await new TestClient(server().url).get('/api/stats')).status).toBe(401);
    const { client } = await buildWorkspace(server());
    for (const [query, path] of [
      ['range=forever', 'range'],
      ['tz=Mars/Olympus', 'tz'],
      ['interval=minute', 'interval'],
    ]) {
      const answer = await client.get(`/api/stats?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.error.details.fields, query).toContainEqual(expect.objectContaining({ path }));
    }
  });

  it('forget a deleted link’s own rollups and keep its rolled-up clicks in the workspace’s figures', async () => {
    const { db } = server().database;
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    const now = Date.now();
    const twoDaysAgo = now - (now % DAY) - 2 * DAY;
    await db.updateTable('rollup_state').set({ rolled_until: twoDaysAgo }).execute();
    await clicksOf(owner, [
      [link, 'eda', twoDaysAgo + HOUR],
      [link, 'fay', twoDaysAgo + 2 * HOUR],
    ]);
    await rollUpFinishedHours(server().database, now);
    const subject = `link:${link.id}`;
    expect(await db.selectFrom('stat_day').select('day').where('subject', '=', subject).execute()).not.toEqual([]);

    expect((await owner.client.delete(`/api/links/${link.id}`)).status).toBe(204);
    // The deletion's event reaches the statistics' durable subscriber through the outbox, a moment after the answer.
    for (const table of ['stat_day', 'stat_hour', 'stat_bucket'] as const) {
      await expect
        .poll(() => db.selectFrom(table).select('subject').where('subject', '=', subject).execute(), {
          timeout: 10_000,
        })
        .toEqual([]);
    }
    const workspace = await owner.client.get<SubjectStats>('/api/stats?range=7d');
    expect(workspace.body.totals).toEqual({ clicks: 2, uniques: 2 });
  });
});
