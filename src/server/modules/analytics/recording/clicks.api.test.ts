import { describe, expect, it } from 'vitest';
import type { SubjectStats } from '../../../../shared/stats.js';
import { buildSignedInUser } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, GOOGLEBOT_UA, visit, waitForClicks, WINDOWS_CHROME_UA } from '../../../test/links.js';

describe('click recording behind a trusted proxy', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it('stores geography, network, device, browser, OS and referrer host, and never the address', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    await visit(server().url, `/r/${link.hash}`, {
      'x-forwarded-for': '81.2.69.142, 10.0.0.1',
      referer: 'https://www.instagram.com/p/secret-post?token=abc',
    });
    const [click] = await waitForClicks(client, link.id, 1);
    expect(click).toMatchObject({
      linkId: link.id,
      qrId: null,
      country: 'GB',
      region: 'England',
      city: 'London',
      timezone: 'Europe/London',
      org: 'Andrews & Arnold Ltd',
      deviceType: 'mobile',
      deviceVendor: 'Apple',
      deviceModel: 'iPhone',
      browserName: 'Mobile Safari',
      browserVersion: '17',
      osName: 'iOS',
      osVersion: '17.5',
      referrer: 'www.instagram.com',
    });
    const rows = await server()
      .database.db.selectFrom('link_statistic')
      .selectAll()
      .where('link_id', '=', link.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('81.2.69.142');
    expect(JSON.stringify(rows)).not.toContain('secret-post');
    expect(rows[0]?.visitor_hash).toMatch(/^[\w-]{22}$/);
  });

  it('locates IPv6 visitors and reads desktop browsers', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    await visit(server().url, `/r/${link.hash}`, {
      'x-forwarded-for': '2a00:1450:4001:81b::200e',
      'user-agent': WINDOWS_CHROME_UA,
    });
    const [click] = await waitForClicks(client, link.id, 1);
    expect(click).toMatchObject({
      country: 'DE',
      city: 'Frankfurt am Main',
      timezone: 'Europe/Berlin',
      org: 'Google LLC',
      deviceType: 'desktop',
      browserName: 'Chrome',
      browserVersion: '126',
      osName: 'Windows',
    });
  });

  it('redirects bots and scripts without a user agent but keeps them out of the statistics', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    expect((await visit(server().url, `/r/${link.hash}`, { 'user-agent': GOOGLEBOT_UA })).status).toBe(302);
    expect((await visit(server().url, `/r/${link.hash}`, { 'user-agent': '' })).status).toBe(302);
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '8.8.8.8' });
    const clicks = await waitForClicks(client, link.id, 1);
    expect(clicks[0]?.country).toBe('US');
    // The bot clicks were handed over before the human one, so they would have been written in the same batch.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitForClicks(client, link.id, 1);
  });

  it('counts a visitor once a day however often they click, and each visitor separately', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    for (const ip of ['88.255.1.1', '88.255.1.1', '88.255.1.1', '1.1.1.1']) {
      await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': ip });
    }
    await waitForClicks(client, link.id, 4);
    const stats = await client.get<SubjectStats>(`/api/links/${link.id}/stats?range=24h`);
    expect(stats.body.totals).toEqual({ clicks: 4, uniques: 2 });
    expect(stats.body.allTime).toEqual({ clicks: 4, uniques: 2 });
    // The link card counts today's clicks too, before their day is rolled up.
    expect((await client.get(`/api/links/${link.id}`)).body.clicks).toBe(4);
    expect(stats.body.breakdowns.country).toEqual([
      { value: 'TR', clicks: 3, uniques: 1 },
      { value: 'AU', clicks: 1, uniques: 1 },
    ]);
    expect(stats.body.breakdowns.city).toContainEqual({ value: 'Sydney', country: 'AU', clicks: 1, uniques: 1 });
    expect(stats.body.breakdowns.source).toEqual([{ value: 'direct', clicks: 4, uniques: 2 }]);
  });
});

describe('click recording without a trusted proxy', () => {
  const server = useTestServer();

  it('takes the address from the socket and ignores a forged X-Forwarded-For', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    const [click] = await waitForClicks(client, link.id, 1);
    // 127.0.0.1 is in no geolocation database.
    expect(click).toMatchObject({ country: null, city: null, org: null, osName: 'iOS' });
  });
});

// The servers above already read the geolocation databases in this process: this one's writer is handed them in
// shared memory instead of reading them again, and must locate exactly as a writer that read them itself.
describe('click recording in a later app of the same process', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it('locates IPv4 and IPv6 visitors with the databases an earlier writer read', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '2a00:1450:4001:81b::200e' });
    const clicks = await waitForClicks(client, link.id, 2);
    const located = clicks.map(({ country, city, timezone, org }) => ({ country, city, timezone, org }));
    expect(located).toEqual(
      expect.arrayContaining([
        { country: 'GB', city: 'London', timezone: 'Europe/London', org: 'Andrews & Arnold Ltd' },
        { country: 'DE', city: 'Frankfurt am Main', timezone: 'Europe/Berlin', org: 'Google LLC' },
      ]),
    );
    expect(located).toHaveLength(2);
  });
});
