import type { Bus } from '../../cluster/bus.js';
import type { RedirectTarget } from './redirect-target.js';

const CHANNEL = 'link-invalidate';
// A link's edit also changes where the QR codes that lead to it go: their entries are named by the link's id.
const LINK_CHANNEL = 'link-targets-invalidate';
// A click counts for the campaign decided at the redirect: a campaign's change of items (or its deletion) drops the
// entries that name it.
const CAMPAIGN_CHANNEL = 'campaign-targets-invalidate';
const MAX_ENTRIES = 100_000;
// Entries are dropped at once on edit or delete; the expiry only bounds how long a missed message could matter.
const FOUND_TTL_MS = 10 * 60_000;
const MISSING_TTL_MS = 30_000;
// After a lookup failed, the database is not asked again for this long: during an outage every unknown hash would
// otherwise wait for its own time-out, and the page that follows the fast path's failure would wait once more.
const FAILURE_PAUSE_MS = 1_000;

interface Entry {
  target: RedirectTarget | null;
  until: number;
}

/**
 * The redirect's in-memory LRU of links by hash (the hot path asks no database), negative answers included so a flood
 * of unknown hashes does not reach the database. `invalidate` drops an entry here and, through the bus, on every node.
 */
export class LinkCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<RedirectTarget | null>>();
  private failedAt = -Infinity;
  private lastFailure: unknown = null;

  constructor(
    private readonly load: (hash: string) => Promise<RedirectTarget | undefined>,
    private readonly bus: Bus,
  ) {
    bus.subscribe(CHANNEL, (hash) => this.forget(hash));
    bus.subscribe(LINK_CHANNEL, (linkId) => this.forgetLink(linkId));
    bus.subscribe(CAMPAIGN_CHANNEL, (campaignId) => this.forgetCampaign(campaignId));
    // Invalidations may have been lost while Redis was away: every entry is checked again at its next use, and
    // kept meanwhile as the fallback that keeps known links redirecting if the database is down too.
    bus.onGap(() => {
      for (const entry of this.entries.values()) entry.until = 0;
    });
  }

  /** The cached answer, or undefined when the cache does not know or its answer is due a check (call `resolve`). */
  peek(hash: string, now = Date.now()): RedirectTarget | null | undefined {
    const entry = this.entries.get(hash);
    // An expired entry stays until it is replaced: `resolve` falls back on it while the database does not answer.
    if (!entry || entry.until < now) return undefined;
    // Re-inserting moves the entry to the young end of the Map's order, which is what makes it an LRU.
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    return entry.target;
  }

  /**
   * Looks the hash up in the database (one query for many simultaneous requests) and caches the answer. When the
   * database does not answer, a link known before keeps redirecting (docs/product.md, Qualities) from its expired
   * entry.
   */
  resolve(hash: string): Promise<RedirectTarget | null> {
    const pending = this.loading.get(hash);
    if (pending) return pending;
    if (Date.now() - this.failedAt < FAILURE_PAUSE_MS) {
      const known = this.entries.get(hash);
      return known?.target ? Promise.resolve(known.target) : Promise.reject(this.lastFailure);
    }
    const promise = this.load(hash)
      .then(
        (target) => {
          // An invalidation during the query wins: the answer may be stale, so it is not kept.
          if (this.loading.get(hash) === promise) this.remember(hash, target ?? null);
          return target ?? null;
        },
        (error: unknown) => {
          this.failedAt = Date.now();
          this.lastFailure = error;
          const known = this.entries.get(hash);
          if (known?.target) return known.target;
          throw error;
        },
      )
      .finally(() => {
        if (this.loading.get(hash) === promise) this.loading.delete(hash);
      });
    this.loading.set(hash, promise);
    return promise;
  }

  invalidate(hash: string): void {
    this.forget(hash);
    this.bus.publish(CHANNEL, hash);
  }

  /** Drops, here and on every node, each entry that leads to the link: its own codes and its QR codes'. */
  invalidateLink(linkId: string): void {
    this.forgetLink(linkId);
    this.bus.publish(LINK_CHANNEL, linkId);
  }

  /** Drops, here and on every node, each entry whose clicks count for the campaign. */
  invalidateCampaign(campaignId: string): void {
    this.forgetCampaign(campaignId);
    this.bus.publish(CAMPAIGN_CHANNEL, campaignId);
  }

  // A scan of at most MAX_ENTRIES entries, on an edit only: cheaper than keeping an index beside the LRU.
  private forgetLink(linkId: string): void {
    for (const [key, entry] of this.entries) if (entry.target?.linkId === linkId) this.entries.delete(key);
    this.loading.clear();
  }

  private forgetCampaign(campaignId: string): void {
    for (const [key, entry] of this.entries) if (entry.target?.campaignId === campaignId) this.entries.delete(key);
    this.loading.clear();
  }

  private forget(hash: string): void {
    this.entries.delete(hash);
    this.loading.delete(hash);
  }

  private remember(hash: string, target: RedirectTarget | null): void {
    this.entries.delete(hash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, { target, until: Date.now() + (target ? FOUND_TTL_MS : MISSING_TTL_MS) });
  }
}
