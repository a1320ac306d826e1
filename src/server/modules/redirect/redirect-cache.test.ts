import { describe, expect, it } from 'vitest';
import { createBus } from '../../cluster/bus.js';
import type { RedirectTarget } from './redirect-target.js';
import { RedirectCache } from './redirect-cache.js';

const silentLog = { warn: () => undefined } as never;
const target: RedirectTarget = {
  linkId: 'link-1',
  workspaceId: 'workspace-1',
  hash: 'menu',
  url: 'https://example.com/menu',
  expiresAt: null,
  fallbackUrl: null,
  forwardQuery: false,
  qrId: null,
  campaignId: null,
  locationId: null,
  pageId: null,
  formId: null,
  inactive: false,
  smart: null,
  lock: null,
  utmCampaign: null,
};
const HOUR = 3_600_000;

describe('the redirect cache', () => {
  it('asks the database once for many simultaneous requests and then answers from memory', async () => {
    let loads = 0;
    const cache = new RedirectCache(
      async () => {
        loads += 1;
        return target;
      },
      createBus(null, silentLog),
    );
    expect(cache.peek('menu')).toBeUndefined();
    const answers = await Promise.all([cache.resolve('menu'), cache.resolve('menu'), cache.resolve('menu')]);
    expect(answers).toEqual([target, target, target]);
    expect(loads).toBe(1);
    expect(cache.peek('menu')).toEqual(target);
  });

  it('keeps redirecting a known link from its expired entry while the database does not answer', async () => {
    let databaseUp = true;
    const cache = new RedirectCache(
      async () => {
        if (!databaseUp) throw new Error('connection refused');
        return target;
      },
      createBus(null, silentLog),
    );
    await cache.resolve('menu');
    databaseUp = false;
    expect(cache.peek('menu', Date.now() + HOUR)).toBeUndefined();
    await expect(cache.resolve('menu')).resolves.toEqual(target);
    // A hash never seen before cannot be answered without the database: the error reaches the caller.
    await expect(cache.resolve('unknown')).rejects.toThrow('connection refused');
  });

  it('drops an entry by its key, so the next request reads the edited link', async () => {
    let url = 'https://example.com/menu';
    const cache = new RedirectCache(async () => ({ ...target, url }), createBus(null, silentLog));
    await cache.resolve('menu');
    url = 'https://example.com/new';
    cache.drop({ keys: ['menu'], subjects: new Set() });
    expect(cache.peek('menu')).toBeUndefined();
    expect((await cache.resolve('menu'))?.url).toBe('https://example.com/new');
  });

  it('drops every entry read from a changed subject, and only those', async () => {
    const targets: Record<string, RedirectTarget> = {
      menu: target,
      'Q/ABCD2345': { ...target, hash: 'ABCD2345', qrId: 'qr-1', campaignId: 'campaign-1' },
      other: { ...target, hash: 'other', linkId: 'link-2', pageId: 'page-9' },
    };
    const cache = new RedirectCache(async (key) => targets[key], createBus(null, silentLog));
    for (const key of Object.keys(targets)) await cache.resolve(key);
    cache.drop({ keys: [], subjects: new Set(['campaign:campaign-1']) });
    expect(cache.peek('Q/ABCD2345')).toBeUndefined();
    expect(cache.peek('menu')).toEqual(target);
    cache.drop({ keys: [], subjects: new Set(['page:page-9']) });
    expect(cache.peek('other')).toBeUndefined();
    cache.drop({ keys: [], subjects: new Set(['workspace:workspace-1']) });
    expect(cache.peek('menu')).toBeUndefined();
  });

  it('does not keep an answer read while a change dropped entries', async () => {
    let release: () => void = () => undefined;
    const cache = new RedirectCache(
      () => new Promise<RedirectTarget>((resolve) => (release = () => resolve(target))),
      createBus(null, silentLog),
    );
    const pending = cache.resolve('menu');
    cache.drop({ keys: [], subjects: new Set(['link:link-1']) });
    release();
    await expect(pending).resolves.toEqual(target);
    expect(cache.peek('menu')).toBeUndefined();
  });
});
