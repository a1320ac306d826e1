import type { Bus } from '../../cluster/bus.js';

// Entries are dropped at once on an edit, on every node (its event, public-page.routes.ts); the age limit only bounds how
// long a lost message could matter. A page that does not exist is remembered briefly, so a flood of made-up ids
// does not reach the database.
const FOUND_TTL_MS = 60_000;
const MISSING_TTL_MS = 5_000;
const MAX_PAGES = 2_000;
// Per page: 12 languages × 3 platforms × 3 encodings at most; a bound all the same.
const MAX_RENDERS_PER_PAGE = 120;

interface Entry<Data, Render> {
  data: Data | null;
  until: number;
  /** Finished answers by language, platform and encoding. */
  renders: Map<string, Render>;
}

/**
 * Each node's copy of the public pages (`/p/{id}`): the page's data as read from the database and the answers
 * rendered from it. One load of a page serves all the requests that arrive while it runs, and an edit anywhere
 * drops the page on every node (the page's events call `forget`).
 */
export class PublicPageCache<Data, Render> {
  private readonly entries = new Map<string, Entry<Data, Render>>();
  private readonly loading = new Map<string, Promise<Data | null>>();
  /** Loads an invalidation overtook: their answers go to those who waited for them, and are not kept. */
  private readonly overtaken = new WeakSet<Promise<Data | null>>();

  constructor(bus: Bus) {
    // Invalidations may have been lost while Redis was away: nothing kept can be trusted.
    bus.onGap(() => this.clear());
  }

  /** The page's entry when it is fresh; undefined when it must be (re)loaded. */
  private fresh(pageId: string, now: number): Entry<Data, Render> | undefined {
    const entry = this.entries.get(pageId);
    if (!entry) return undefined;
    if (entry.until >= now) return entry;
    this.entries.delete(pageId);
    return undefined;
  }

  /** The page's data (null: no such page), from this node's copy or loaded once for all who ask meanwhile. */
  async data(pageId: string, load: () => Promise<Data | null>, now = Date.now()): Promise<Data | null> {
    const entry = this.fresh(pageId, now);
    if (entry) return entry.data;
    const pending = this.loading.get(pageId);
    if (pending) return pending;
    const promise = load().finally(() => {
      if (this.loading.get(pageId) === promise) this.loading.delete(pageId);
    });
    this.loading.set(pageId, promise);
    const data = await promise;
    // An invalidation while the query ran wins: its answer may be older than the edit, so it is not kept.
    if (!this.overtaken.has(promise)) {
      if (this.entries.size >= MAX_PAGES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(pageId, { data, until: now + (data ? FOUND_TTL_MS : MISSING_TTL_MS), renders: new Map() });
    }
    return data;
  }

  /** A finished answer kept for the page (undefined when none is, or the page was dropped meanwhile). */
  render(pageId: string, key: string, now = Date.now()): Render | undefined {
    return this.fresh(pageId, now)?.renders.get(key);
  }

  /** Keeps an answer made from `data`, unless the page was edited (and so dropped) since that data was read. */
  keepRender(pageId: string, data: Data, key: string, render: Render): void {
    const entry = this.entries.get(pageId);
    if (!entry || entry.data !== data) return;
    if (entry.renders.size >= MAX_RENDERS_PER_PAGE) entry.renders.clear();
    entry.renders.set(key, render);
  }

  forget(pageId: string): void {
    this.entries.delete(pageId);
    const pending = this.loading.get(pageId);
    if (pending) {
      this.loading.delete(pageId);
      this.overtaken.add(pending);
    }
  }

  clear(): void {
    for (const pageId of [...this.entries.keys(), ...this.loading.keys()]) this.forget(pageId);
  }
}
