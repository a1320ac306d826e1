import { describe, expect, it } from 'vitest';
import { createBus } from '../../cluster/bus.js';
import type { RedirectTarget } from './redirect-target.js';
import { LinkCache } from './link-cache.js';

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
  inactive: false,
};
const HOUR = 3_600_000;

describe('the redirect link cache', () => {
  it('asks the database once for many simultaneous requests and then answers from memory', async () => {
    let loads = 0;
    const cache = new LinkCache(
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
    const cache = new LinkCache(
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

  it('forgets an entry on invalidation, so the next request reads the edited link', async () => {
    let url = 'https://example.com/menu';
    const cache = new LinkCache(async () => ({ ...target, url }), createBus(null, silentLog));
    await cache.resolve('menu');
    url = 'https://example.com/new';
    cache.invalidate('menu');
    expect(cache.peek('menu')).toBeUndefined();
    expect((await cache.resolve('menu'))?.url).toBe('https://example.com/new');
  });
});
