import type { Bus } from '../../cluster/bus.js';
import { subjectsOf, usableTarget, type RedirectTarget } from './redirect-target.js';

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

/** What a change makes stale: the entries of these keys, and every entry that depends on one of these subjects. */
export interface StaleRedirects {
  keys: readonly string[];
  subjects: ReadonlySet<string>;
  /** Every cached "not found" too: a change that makes codes exist that were not looked up by their own key. */
  missing?: boolean;
}

/**
 * The redirect's in-memory LRU of codes (links' and QR codes') to their targets, negative answers included so a
 * flood of unknown codes does not reach the database. Entries are dropped by `drop`, which the redirect's event
 * subscriber calls on every node for each change (redirect-invalidation.ts); the expiry only bounds how long a
 * lost message could matter.
 */
export class RedirectCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<RedirectTarget | null>>();
  private failedAt = -Infinity;
  private lastFailure: unknown = null;

  constructor(
    private readonly load: (hash: string) => Promise<RedirectTarget | undefined>,
    bus: Bus,
  ) {
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
   * database does not answer, a link known before keeps redirecting from its expired entry.
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
        (found) => {
          const target = found ? usableTarget(found) : null;
          // An invalidation during the query wins: the answer may be stale, so it is not kept.
          if (this.loading.get(hash) === promise) this.remember(hash, target);
          return target;
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

  /**
   * Drops the stale entries. The subjects are matched by a scan of at most MAX_ENTRIES entries, once per change:
   * cheaper than an index beside the LRU, which every redirect would pay for.
   */
  drop({ keys, subjects, missing = false }: StaleRedirects): void {
    for (const key of keys) this.entries.delete(key);
    if (subjects.size > 0 || missing) {
      for (const [key, entry] of this.entries) {
        if (entry.target ? dependsOnAny(entry.target, subjects) : missing) this.entries.delete(key);
      }
    }
    // A lookup under way may have read the old rows: its answer must not be kept.
    this.loading.clear();
  }

  private remember(hash: string, target: RedirectTarget | null): void {
    this.entries.delete(hash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, { target, until: Date.now() + (target ? FOUND_TTL_MS : MISSING_TTL_MS) });
  }
}

function dependsOnAny(target: RedirectTarget, subjects: ReadonlySet<string>): boolean {
  return subjectsOf(target).some((subject) => subjects.has(subject));
}
