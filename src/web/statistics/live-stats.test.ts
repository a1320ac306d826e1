import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links.js';
import type { Click, LinkStats } from '../../../shared/stats.js';
import { applyLiveClick } from './live-click.js';
import { linkKeys } from './link-queries.js';

const click = (id: number, createdAt = '2026-03-10T12:00:00.000Z') => ({ id, linkId: 'l1', createdAt }) as Click;
const stats = (clicks: number) =>
  ({
    allTime: { clicks, uniques: 1 },
    totals: { clicks, uniques: 1 },
    series: [],
    breakdowns: {},
  }) as unknown as LinkStats;

describe('a click from the live stream', () => {
  it('raises the totals and tops the latest clicks of the rolling periods at once', () => {
    const client = new QueryClient();
    const week = { range: '7d', tz: 'UTC' };
    client.setQueryData(linkKeys.detail('l1'), { id: 'l1', clicks: 4 } as Link);
    client.setQueryData(linkKeys.stats('l1', week), stats(4));
    client.setQueryData(linkKeys.clicks('l1', { range: '7d' }, 50), { items: [click(1)] });

    applyLiveClick(client, 'l1', click(2));

    expect(client.getQueryData<Link>(linkKeys.detail('l1'))?.clicks).toBe(5);
    expect(client.getQueryData<LinkStats>(linkKeys.stats('l1', week))?.totals.clicks).toBe(5);
    expect(client.getQueryData<LinkStats>(linkKeys.stats('l1', week))?.allTime.clicks).toBe(5);
    const latest = client.getQueryData<{ items: Click[] }>(linkKeys.clicks('l1', { range: '7d' }, 50));
    expect(latest?.items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('leaves a custom period that ended earlier alone, except for the all-time total', () => {
    const client = new QueryClient();
    const january = { range: 'custom', from: '2026-01-01T00:00:00+00:00', to: '2026-02-01T00:00:00+00:00' };
    client.setQueryData(linkKeys.stats('l1', january), stats(3));
    client.setQueryData(linkKeys.clicks('l1', january, 50), { items: [click(1)] });

    applyLiveClick(client, 'l1', click(2));

    const after = client.getQueryData<LinkStats>(linkKeys.stats('l1', january));
    expect(after?.totals.clicks).toBe(3);
    expect(after?.allTime.clicks).toBe(4);
    expect(client.getQueryData<{ items: Click[] }>(linkKeys.clicks('l1', january, 50))?.items).toHaveLength(1);
  });

  it('never lists the same click twice in the latest clicks', () => {
    const client = new QueryClient();
    client.setQueryData(linkKeys.clicks('l1', { range: 'all' }, 50), { items: [click(7)] });
    applyLiveClick(client, 'l1', click(7));
    expect(client.getQueryData<{ items: Click[] }>(linkKeys.clicks('l1', { range: 'all' }, 50))?.items).toHaveLength(1);
  });
});
