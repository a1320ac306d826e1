import type { Bus } from '../../cluster/bus.js';

export interface PublicPageCacheOptions {
  /** The most bytes of finished answers kept, all pages, languages and encodings together (PUBLIC_PAGE_CACHE_MB). */
  maxBytes: number;
  /** How long a page is kept after it was read from the database. */
  foundTtlMs?: number;
  /** How long "no such page" is remembered. */
  missingTtlMs?: number;
  /** How often expired pages are swept out, whether asked for again or not. */
  sweepEveryMs?: number;
  /** The clock (the tests move their own). */
  now?: () => number;
}

// Entries are dropped at once on an edit, on every node (its event, public-page.routes.ts); the age limit only bounds how
// long a lost message could matter. A page that does not exist is remembered briefly, so a flood of made-up ids
// does not reach the database.
const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 5_000;
const SWEEP_EVERY_MS = 10_000;
// Pages read (with or without answers): their data is small, but a bound all the same.
const MAX_PAGES = 2_000;
// Per page: 12 languages × 3 platforms at most; a bound all the same.
const MAX_RENDERS_PER_PAGE = 40;

/** What the cache keeps of an answer: how many bytes it holds. */
export interface Sized {
  readonly size: number;
}

interface Entry<Data, Render> {
  data: Data | null;
  /** The workspace the page belongs to, so that a deleted workspace takes its pages (null: no such page). */
  workspaceId: string | null;
  until: number;
  /** Finished answers by language and platform. */
  renders: Map<string, Render>;
  bytes: number;
}

/**
 * Each node's copy of the public pages (`/p/{id}`): the page's data as read from the database and the answers
 * rendered from it. One load of a page serves all the requests that arrive while it runs, and an edit anywhere
 * drops the page on every node (the page's events call `forget`). Bounded twice: by the bytes of the answers it
 * holds (the least recently used pages go first) and by age (expired pages are swept out by a timer, not only when
 * asked for again).
 */
export class PublicPageCache<Data extends { workspaceId: string }, Render extends Sized> {
  /** In order of use: the least recently used first. */
  private readonly entries = new Map<string, Entry<Data, Render>>();
  private readonly loading = new Map<string, Promise<Data | null>>();
  /** Loads an invalidation overtook: their answers go to those who waited for them, and are not kept. */
  private readonly overtaken = new WeakSet<Promise<Data | null>>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly foundTtlMs: number;
  private readonly missingTtlMs: number;
  private bytes = 0;

  constructor(
    bus: Bus,
    private readonly options: PublicPageCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.foundTtlMs = options.foundTtlMs ?? FOUND_TTL_MS;
    this.missingTtlMs = options.missingTtlMs ?? MISSING_TTL_MS;
    // Invalidations may have been lost while Redis was away: nothing kept can be trusted.
    bus.onGap(() => this.clear());
    // Pages nobody asks for again would otherwise hold their bytes until the limit pushes them out.
    this.sweeper = setInterval(() => this.sweep(), options.sweepEveryMs ?? SWEEP_EVERY_MS).unref();
  }

  /** The bytes of the answers kept now. */
  get size(): number {
    return this.bytes;
  }

  /** The pages kept now (found or not). */
  get pages(): number {
    return this.entries.size;
  }

  /** The page's entry when it is fresh, made the most recently used; undefined when it must be (re)loaded. */
  private fresh(pageId: string): Entry<Data, Render> | undefined {
    const entry = this.entries.get(pageId);
    if (!entry) return undefined;
    this.entries.delete(pageId);
    if (entry.until < this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(pageId, entry);
    return entry;
  }

  /** The page's data (null: no such page), from this node's copy or loaded once for all who ask meanwhile. */
  async data(pageId: string, load: () => Promise<Data | null>): Promise<Data | null> {
    const entry = this.fresh(pageId);
    if (entry) return entry.data;
    const pending = this.loading.get(pageId);
    if (pending) return pending;
    const startedAt = this.now();
    const promise = load().finally(() => {
      if (this.loading.get(pageId) === promise) this.loading.delete(pageId);
    });
    this.loading.set(pageId, promise);
    const data = await promise;
    // An invalidation while the query ran wins: its answer may be older than the edit, so it is not kept.
    if (!this.overtaken.has(promise)) {
      this.drop(pageId);
      if (this.entries.size >= MAX_PAGES) this.drop(this.entries.keys().next().value as string);
      this.entries.set(pageId, {
        data,
        workspaceId: data?.workspaceId ?? null,
        until: startedAt + (data ? this.foundTtlMs : this.missingTtlMs),
        renders: new Map(),
        bytes: 0,
      });
    }
    return data;
  }

  /** A finished answer kept for the page (undefined when none is, or the page was dropped meanwhile). */
  render(pageId: string, key: string): Render | undefined {
    return this.fresh(pageId)?.renders.get(key);
  }

  /**
   * Keeps an answer made from `data`, unless the page was edited (and so dropped) since that data was read. The least
   * recently used pages make room for it; an answer larger than the whole limit is not kept.
   */
  keepRender(pageId: string, data: Data, key: string, render: Render): void {
    const entry = this.entries.get(pageId);
    if (!entry || entry.data !== data || render.size > this.options.maxBytes) return;
    if (entry.renders.size >= MAX_RENDERS_PER_PAGE) this.dropRenders(entry);
    const replaced = entry.renders.get(key);
    if (replaced) this.resize(entry, -replaced.size);
    entry.renders.set(key, render);
    this.resize(entry, render.size);
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      // This page's other answers go before the page that was just asked for.
      if (oldest === pageId) this.dropRenders(entry, key);
      else this.drop(oldest);
    }
  }

  forget(pageId: string): void {
    this.drop(pageId);
    const pending = this.loading.get(pageId);
    if (pending) {
      this.loading.delete(pageId);
      this.overtaken.add(pending);
    }
  }

  /**
   * Drops the pages of a deleted workspace. Pages still being read cannot be told apart by workspace: they are all
   * overtaken (read again by the next request), which costs a query each and nothing more.
   */
  forgetWorkspace(workspaceId: string): void {
    for (const [pageId, entry] of this.entries) if (entry.workspaceId === workspaceId) this.drop(pageId);
    for (const pageId of [...this.loading.keys()]) this.forget(pageId);
  }

  clear(): void {
    for (const pageId of [...this.entries.keys(), ...this.loading.keys()]) this.forget(pageId);
  }

  /** Drops the pages whose time is up. */
  sweep(): void {
    const now = this.now();
    for (const [pageId, entry] of this.entries) if (entry.until < now) this.drop(pageId);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.clear();
  }

  private drop(pageId: string): void {
    const entry = this.entries.get(pageId);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(pageId);
  }

  /** Drops a page's answers (all but `keep`), keeping its data. */
  private dropRenders(entry: Entry<Data, Render>, keep?: string): void {
    for (const [key, render] of entry.renders) {
      if (key === keep) continue;
      entry.renders.delete(key);
      this.resize(entry, -render.size);
    }
  }

  private resize(entry: Entry<Data, Render>, delta: number): void {
    entry.bytes += delta;
    this.bytes += delta;
  }
}
