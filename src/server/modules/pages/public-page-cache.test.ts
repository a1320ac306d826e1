import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../cluster/bus.js';
import { PublicPageCache, type PublicPageCacheOptions } from './public-page-cache.js';

interface Page {
  id: string;
  workspaceId: string;
}

const KB = 1024;
const quietBus: Bus = {
  distributed: false,
  publish: () => undefined,
  subscribe: () => undefined,
  onGap: () => undefined,
  connected: async () => undefined,
  close: async () => undefined,
};

/** A cache on a clock the test moves, and a way to keep an answer of `bytes` for a page in one step. */
function cacheWith(options: Omit<PublicPageCacheOptions, 'now'>) {
  let time = 1_000_000;
  const cache = new PublicPageCache<Page, { size: number }>(quietBus, { ...options, now: () => time });
  const keep = async (id: string, key: string, bytes: number, workspaceId = 'w1') => {
    const page = await cache.data(id, async () => ({ id, workspaceId }));
    if (page) cache.keepRender(id, page, key, { size: bytes });
  };
  return { cache, keep, advance: (ms: number) => (time += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the public page cache', () => {
  it('holds no more bytes than its limit, however many pages are rendered, and lets the least recently used go', async () => {
    const { cache, keep } = cacheWith({ maxBytes: 100 * KB });
    for (let page = 0; page < 500; page++) {
      for (const language of ['en', 'de', 'fi']) await keep(`p${page}`, `${language}:other`, 3 * KB);
      expect(cache.size).toBeLessThanOrEqual(100 * KB);
    }
    // Full: 33 answers of 3 KB.
    expect(cache.size).toBeGreaterThan(90 * KB);
    expect(cache.render('p499', 'fi:other')).toBeDefined();
    expect(cache.render('p0', 'en:other')).toBeUndefined();

    // A page asked for again is the last to go.
    await keep('p490', 'en:other', 3 * KB);
    expect(cache.render('p490', 'en:other')).toBeDefined();
    for (let page = 500; page < 515; page++) await keep(`p${page}`, 'en:other', 3 * KB);
    expect(cache.render('p490', 'en:other')).toBeDefined();
    expect(cache.render('p491', 'en:other')).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(100 * KB);
  });

  it('does not keep an answer larger than the whole limit, and counts a replaced answer once', async () => {
    const { cache, keep } = cacheWith({ maxBytes: 10 * KB });
    await keep('big', 'en:other', 11 * KB);
    expect(cache.render('big', 'en:other')).toBeUndefined();
    expect(cache.size).toBe(0);
    await keep('page', 'en:other', 4 * KB);
    await keep('page', 'en:other', 5 * KB);
    expect(cache.size).toBe(5 * KB);
  });

  it('sweeps out expired pages by itself, whether anyone asks for them again or not', async () => {
    vi.useFakeTimers();
    const { cache, keep, advance } = cacheWith({
      maxBytes: 1024 * KB,
      foundTtlMs: 60_000,
      missingTtlMs: 5_000,
      sweepEveryMs: 10_000,
    });
    for (let page = 0; page < 50; page++) await keep(`p${page}`, 'en:other', 2 * KB);
    await cache.data('missing', async () => null);
    expect([cache.pages, cache.size]).toEqual([51, 100 * KB]);

    advance(30_000);
    vi.advanceTimersByTime(10_000);
    // "No such page" is forgotten first; the pages are still fresh.
    expect([cache.pages, cache.size]).toEqual([50, 100 * KB]);
    await keep('late', 'en:other', 2 * KB);

    advance(31_000);
    vi.advanceTimersByTime(10_000);
    expect([cache.pages, cache.size]).toEqual([1, 2 * KB]);
    expect(cache.render('late', 'en:other')).toBeDefined();
    cache.close();
  });

  it('drops the pages of a deleted workspace and no other', async () => {
    const { cache, keep } = cacheWith({ maxBytes: 1024 * KB });
    await keep('mine', 'en:other', 2 * KB, 'w1');
    await keep('theirs', 'en:other', 2 * KB, 'w2');
    cache.forgetWorkspace('w1');
    expect(cache.render('mine', 'en:other')).toBeUndefined();
    expect(cache.render('theirs', 'en:other')).toBeDefined();
    expect(cache.size).toBe(2 * KB);
  });
});
