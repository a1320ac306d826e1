import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Click, ClickEvent, SubjectStats } from '../../shared/stats.js';
import { applyClickToStats, clickIsOf } from './live-stats.js';
import { statsKeys, workspaceSubject, type StatsSubject } from './stats-api.js';

const link: StatsSubject = { resource: 'links', id: 'l1' };
const click = (id: number, facts: Partial<Click> = {}) =>
  ({ id, linkId: 'l1', qrId: null, createdAt: '2026-03-10T12:00:00.000Z', country: 'DE', ...facts }) as Click;
const stats = (clicks: number) =>
  ({
    allTime: { clicks, uniques: 1 },
    totals: { clicks, uniques: 1 },
    series: [],
    breakdowns: {},
  }) as unknown as SubjectStats;
const totals = (client: QueryClient, subject: StatsSubject, params: Record<string, unknown>) =>
  client.getQueryData<SubjectStats>(statsKeys.stats(subject, params as never));

describe('a click from the live stream', () => {
  it('raises the totals and tops the latest clicks of the rolling periods at once', () => {
    const client = new QueryClient();
    const week = { range: '7d', tz: 'UTC' };
    client.setQueryData(statsKeys.stats(link, week), stats(4));
    client.setQueryData(statsKeys.clicks(link, { range: '7d' }, 50), { items: [click(1)] });

    applyClickToStats(client, link, click(2));

    expect(totals(client, link, week)?.totals.clicks).toBe(5);
    expect(totals(client, link, week)?.allTime.clicks).toBe(5);
    const latest = client.getQueryData<{ items: Click[] }>(statsKeys.clicks(link, { range: '7d' }, 50));
    expect(latest?.items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('leaves a custom period that ended earlier alone, except for the all-time total', () => {
    const client = new QueryClient();
    const january = { range: 'custom', from: '2026-01-01T00:00:00+00:00', to: '2026-02-01T00:00:00+00:00' };
    client.setQueryData(statsKeys.stats(link, january), stats(3));
    client.setQueryData(statsKeys.clicks(link, january, 50), { items: [click(1)] });

    applyClickToStats(client, link, click(2));

    expect(totals(client, link, january)?.totals.clicks).toBe(3);
    expect(totals(client, link, january)?.allTime.clicks).toBe(4);
    expect(client.getQueryData<{ items: Click[] }>(statsKeys.clicks(link, january, 50))?.items).toHaveLength(1);
  });

  it('counts in a filtered view only when the click passes its filters', () => {
    const client = new QueryClient();
    const germany = { range: '7d', filter: ['country:DE'] };
    const turkeyOrFrance = { range: '7d', filter: ['country:TR', 'country:FR'] };
    client.setQueryData(statsKeys.stats(workspaceSubject, germany), stats(1));
    client.setQueryData(statsKeys.stats(workspaceSubject, turkeyOrFrance), stats(1));

    applyClickToStats(client, workspaceSubject, click(2, { country: 'DE' }));
    applyClickToStats(client, workspaceSubject, click(3, { country: 'FR' }));

    expect(totals(client, workspaceSubject, germany)?.totals.clicks).toBe(2);
    expect(totals(client, workspaceSubject, turkeyOrFrance)?.totals.clicks).toBe(2);
    expect(totals(client, workspaceSubject, germany)?.allTime.clicks).toBe(3);
  });

  it('leaves a view filtered by a tag to the fetch that follows: a streamed click does not say its tags', () => {
    const client = new QueryClient();
    const tagged = { range: '7d', filter: ['country:DE', 'tag:t1'] };
    client.setQueryData(statsKeys.stats(workspaceSubject, tagged), stats(1));
    client.setQueryData(statsKeys.clicks(workspaceSubject, tagged, 50), { items: [click(1)] });

    applyClickToStats(client, workspaceSubject, click(2, { country: 'DE' }));

    expect(totals(client, workspaceSubject, tagged)?.totals.clicks).toBe(1);
    expect(totals(client, workspaceSubject, tagged)?.allTime.clicks).toBe(2);
    expect(client.getQueryData<{ items: Click[] }>(statsKeys.clicks(workspaceSubject, tagged, 50))?.items).toHaveLength(
      1,
    );
  });

  it('never lists the same click twice in the latest clicks', () => {
    const client = new QueryClient();
    client.setQueryData(statsKeys.clicks(link, { range: 'all' }, 50), { items: [click(7)] });
    applyClickToStats(client, link, click(7));
    expect(client.getQueryData<{ items: Click[] }>(statsKeys.clicks(link, { range: 'all' }, 50))?.items).toHaveLength(
      1,
    );
  });

  it('belongs to its link and to the workspace, not to another link', () => {
    const event = (linkId: string): ClickEvent => ({ linkId, click: click(1, { linkId }) });
    expect(clickIsOf(link, event('l1'))).toBe(true);
    expect(clickIsOf(link, event('l2'))).toBe(false);
    expect(clickIsOf(workspaceSubject, event('l2'))).toBe(true);
  });
});
