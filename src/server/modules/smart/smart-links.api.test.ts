import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import type { SubjectStats } from '../../../shared/stats.js';
import { buildCampaign, buildQrCode, buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, IPHONE_UA, visit, waitForClicks, WINDOWS_CHROME_UA } from '../../test/links.js';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const GERMAN_ADDRESS = '5.9.0.1';
const TURKISH_ADDRESS = '85.105.0.1';
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
const turkish = { 'accept-language': 'tr-TR,tr;q=0.9' };

describe('smart links and codes: targeting rules and splits', () => {
  // Behind a proxy, so a test can be a visitor from Germany or Turkey.
  const server = useTestServer({ TRUST_PROXY: 'true', SHORT_URL_BASE: 'https://s.example' });
  const go = (path: string, headers: Record<string, string> = {}) =>
    visit(server().url, path, { 'x-forwarded-for': '192.0.2.10', ...headers });

  it('sends each visitor where the first rule that holds says, and keeps rule ids across an edit', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, {
      url: 'https://example.com/menu',
      rules: [
        {
          name: 'German phones',
          conditions: [
            { kind: 'language', values: ['de'] },
            { kind: 'device', values: ['mobile'] },
          ],
          url: 'https://example.com/de/mobile',
        },
        { conditions: [{ kind: 'os', values: ['android'] }], url: 'https://example.com/android' },
        { conditions: [{ kind: 'query', name: 'table', value: '12' }], url: 'https://example.com/table-12' },
      ],
    });
    expect(link.rules).toHaveLength(3);
    expect(link.rules[0]).toMatchObject({ name: 'German phones', id: expect.stringMatching(/^[\w-]{12}$/) });
    expect((await go(`/r/${link.hash}`, { ...german, 'user-agent': IPHONE_UA })).location).toBe(
      'https://example.com/de/mobile',
    );
    expect((await go(`/r/${link.hash}`, { ...german, 'user-agent': WINDOWS_CHROME_UA })).location).toBe(
      'https://example.com/menu',
    );
    expect((await go(`/r/${link.hash}`, { ...turkish, 'user-agent': ANDROID_UA })).location).toBe(
      'https://example.com/android',
    );
    expect((await go(`/r/${link.hash}?table=12`, { 'user-agent': WINDOWS_CHROME_UA })).location).toBe(
      'https://example.com/table-12',
    );

    // The edit sends the first rule back with its id and drops the others: the first keeps its id, the next request
    // already follows the new rules.
    const [first] = link.rules;
    // A rule sent twice (copied in the editor) keeps its id once; the copy gets one of its own.
    const copied = await client.patch<Link>(`/api/links/${link.id}`, { rules: [first, first] });
    expect(copied.body.rules[0]?.id).toBe(first?.id);
    expect(copied.body.rules[1]?.id).not.toBe(first?.id);
    const edited = await client.patch<Link>(`/api/links/${link.id}`, { rules: [first] });
    expect(edited.status).toBe(200);
    expect(edited.body.rules.map((rule) => rule.id)).toEqual([first?.id]);
    expect((await go(`/r/${link.hash}`, { ...turkish, 'user-agent': ANDROID_UA })).location).toBe(
      'https://example.com/menu',
    );
  });

  it('asks the visitor country of the address, behind the proxy', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, {
      rules: [{ conditions: [{ kind: 'country', values: ['DE', 'AT', 'CH'] }], url: 'https://example.com/dach' }],
    });
    // The geography is the click writer's, shared once it has read it (a moment after the start).
    const deadline = Date.now() + 20_000;
    let location: string | undefined;
    do {
      location = (await go(`/r/${link.hash}`, { 'x-forwarded-for': GERMAN_ADDRESS })).location;
    } while (location !== 'https://example.com/dach' && Date.now() < deadline);
    expect(location).toBe('https://example.com/dach');
    expect((await go(`/r/${link.hash}`, { 'x-forwarded-for': TURKISH_ADDRESS })).location).toBe(
      'https://example.com/menu',
    );
  });

  it("puts a QR code's own rules before its link's, and sends an iPhone in German and an Android phone in Turkish apart", async () => {
    const built = await buildWorkspace(server());
    const link = await createTestLink(built.client, {
      url: 'https://example.com/menu',
      rules: [{ conditions: [{ kind: 'language', values: ['tr'] }], url: 'https://example.com/tr/menu' }],
    });
    const code = await buildQrCode(server(), built, { linkId: link.id });
    const patched = await built.client.patch<QrCode>(`/api/qr-codes/${code.id}`, {
      rules: [{ conditions: [{ kind: 'os', values: ['ios'] }], url: 'https://apps.apple.com/app/id1' }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await go(code.path, { ...german, 'user-agent': IPHONE_UA })).location).toBe(
      'https://apps.apple.com/app/id1',
    );
    expect((await go(code.path, { ...turkish, 'user-agent': ANDROID_UA })).location).toBe(
      'https://example.com/tr/menu',
    );
    expect((await go(code.path, { ...german, 'user-agent': ANDROID_UA })).location).toBe('https://example.com/menu');
  });

  it('keeps a visitor on one variant of a split, and counts every click for the rule or variant that served it', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client, {
      rules: [{ name: 'Turkish', conditions: [{ kind: 'language', values: ['tr'] }], url: 'https://example.com/tr' }],
      split: [
        { name: 'Menu A', url: 'https://example.com/a', weight: 50 },
        { name: 'Menu B', url: 'https://example.com/b', weight: 50 },
      ],
    });
    const seen = new Map<string, string | undefined>();
    for (let index = 0; index < 16; index += 1) {
      const headers = { 'x-forwarded-for': `198.51.100.${index}` };
      const first = (await go(`/r/${link.hash}`, headers)).location;
      expect((await go(`/r/${link.hash}`, headers)).location).toBe(first);
      seen.set(headers['x-forwarded-for'], first);
    }
    expect(new Set(seen.values())).toEqual(new Set(['https://example.com/a', 'https://example.com/b']));
    await go(`/r/${link.hash}`, turkish);
    const clicks = await waitForClicks(client, link.id, 33);
    const [ruleId, variantA, variantB] = [link.rules[0]?.id, link.split[0]?.id, link.split[1]?.id];
    expect(new Set(clicks.map((click) => click.routeId))).toEqual(new Set([ruleId, variantA, variantB]));

    const stats = await client.get<SubjectStats>(`/api/links/${link.id}/stats?range=24h`);
    const rows = stats.body.breakdowns.route;
    expect(rows.find((row) => row.value === ruleId)).toMatchObject({ clicks: 1, label: 'Turkish' });
    expect(
      rows
        .filter((row) => row.value !== ruleId)
        .map((row) => row.label)
        .sort(),
    ).toEqual(['Menu A', 'Menu B']);
    const filtered = await client.get<SubjectStats>(
      `/api/links/${link.id}/stats?range=24h&filter=${encodeURIComponent(`route:${ruleId}`)}`,
    );
    expect(filtered.body.totals.clicks).toBe(1);
    // The workspace's statistics name the rule too.
    const workspace = await client.get<SubjectStats>('/api/stats?range=24h');
    expect(workspace.body.breakdowns.route.find((row) => row.value === ruleId)?.label).toBe('Turkish');
  });

  it("adds the campaign's utm_campaign to every address that has none", async () => {
    const built = await buildWorkspace(server());
    const campaign = await buildCampaign(server(), built);
    const named = await built.client.patch(`/api/campaigns/${campaign.id}`, { utmCampaign: 'spring-sale' });
    expect(named.status).toBe(200);
    const plain = await createTestLink(built.client, { url: 'https://example.com/menu?x=1', campaignId: campaign.id });
    const own = await createTestLink(built.client, {
      url: 'https://example.com/menu?utm_campaign=mine',
      campaignId: campaign.id,
      rules: [{ conditions: [{ kind: 'language', values: ['de'] }], url: 'https://example.com/de' }],
    });
    expect((await go(`/r/${plain.hash}`)).location).toBe('https://example.com/menu?x=1&utm_campaign=spring-sale');
    expect((await go(`/r/${own.hash}`)).location).toBe('https://example.com/menu?utm_campaign=mine');
    expect((await go(`/r/${own.hash}`, german)).location).toBe('https://example.com/de?utm_campaign=spring-sale');
    await built.client.patch(`/api/campaigns/${campaign.id}`, { utmCampaign: null });
    expect((await go(`/r/${plain.hash}`)).location).toBe('https://example.com/menu?x=1');
  });

  it('refuses bad rules and splits on their fields, and nothing is saved', async () => {
    const { client } = await buildWorkspace(server());
    const link = await createTestLink(client);
    const refused = async (body: object, path: string, code: string) => {
      const response = await client.patch(`/api/links/${link.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.details.fields).toContainEqual(expect.objectContaining({ path, code }));
    };
    const to = 'https://example.com/x';
    await refused(
      {
        split: [
          { url: to, weight: 60 },
          { url: to, weight: 30 },
        ],
      },
      'split',
      'weights_not_100',
    );
    await refused({ split: [{ url: to, weight: 100 }] }, 'split', 'split_too_small');
    await refused(
      {
        split: [
          { url: to, weight: 50.5 },
          { url: to, weight: 49.5 },
        ],
      },
      'split.0.weight',
      'invalid_weight',
    );
    await refused({ rules: [{ conditions: [], url: to }] }, 'rules.0.conditions', 'empty_condition');
    await refused(
      { rules: [{ conditions: [{ kind: 'country', values: [] }], url: to }] },
      'rules.0.conditions.0.values',
      'empty_condition',
    );
    await refused(
      { rules: [{ conditions: [{ kind: 'country', values: ['DE', 'XX'] }], url: to }] },
      'rules.0.conditions.0.values.1',
      'unknown_country',
    );
    await refused(
      { rules: [{ conditions: [{ kind: 'language', values: ['klingon'] }], url: to }] },
      'rules.0.conditions.0.values.0',
      'unknown_language',
    );
    await refused(
      {
        rules: [
          {
            conditions: [{ kind: 'time', timeZone: 'Europe/Berlin', fromDate: '2026-06-10', untilDate: '2026-06-01' }],
            url: to,
          },
        ],
      },
      'rules.0.conditions.0.untilDate',
      'window_end_before_start',
    );
    await refused(
      { rules: [{ conditions: [{ kind: 'time', timeZone: 'Mars/Olympus' }], url: to }] },
      'rules.0.conditions.0.timeZone',
      'invalid_time_zone',
    );
    await refused(
      { rules: [{ conditions: [{ kind: 'os', values: ['ios'] }], url: 'https://s.example/loop' }] },
      'rules.0.url',
      'url_own_address',
    );
    await refused({ password: 'abc' }, 'password', 'password_too_short');
    const after = await client.get<Link>(`/api/links/${link.id}`);
    expect(after.body).toMatchObject({ rules: [], split: [], passwordProtected: false });
  });

  it('refuses rules, a split or a password on a static code', async () => {
    const { client } = await buildWorkspace(server());
    const response = await client.post('/api/qr-codes', {
      name: 'Wi-Fi',
      type: 'wifi',
      payload: { kind: 'wifi', ssid: 'Cafe', security: 'WPA', password: 'secret-pass' },
      rules: [{ conditions: [{ kind: 'os', values: ['ios'] }], url: 'https://example.com' }],
    });
    expect(response.status).toBe(422);
    expect(response.body.error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'rules', code: 'not_allowed' }),
    );
  });
});
