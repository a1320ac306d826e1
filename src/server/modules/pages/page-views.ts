import { isbot } from 'isbot';
import type { EventFlow } from '../../events/event-flow.js';
import { newEvent } from '../../events/new-event.js';
import type { RepeatLimiter } from '../../log/repeat-limit.js';
import { addPageViews, addRouteViews } from './public-page.repo.js';

const FLUSH_MS = 1_000;
const NOT_WRITTEN = 'page views not written yet; retried';
// Counts waiting while the database does not answer: past this many pages and days, new views are dropped (a view
// is a figure, not a click: the promise that none is lost is about clicks).
const MAX_PENDING = 50_000;

// Real traffic repeats a few hundred user agents; isbot's one large expression is the costliest step of a visit.
const VERDICTS_MAX = 10_000;
const verdicts = new Map<string, boolean>();

/** Whether a visit is a person's: crawlers, link previews and scripts without a user agent do not count. */
export function countsAsView(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return false;
  let person = verdicts.get(agent);
  if (person === undefined) {
    person = !isbot(agent);
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    verdicts.set(agent, person);
  }
  return person;
}

interface PendingViews {
  pageId: string;
  workspaceId: string;
  day: string;
  views: number;
  /** The rule or split variant that sent these views (docs/smart-links.md), else null. */
  routeId: string | null;
}

const DAY_MS = 86_400_000;
let dayKept = { start: 0, name: '1970-01-01' };

/** The UTC day of an instant, as `page_view_day` keys it (the current day's name made once a day). */
export function utcDay(at: number): string {
  const start = at - (at % DAY_MS);
  if (start !== dayKept.start) dayKept = { start, name: new Date(start).toISOString().slice(0, 10) };
  return dayKept.name;
}

/**
 * Counts the views of public pages in memory, per page and UTC day, and adds them to `page_view_day` about every
 * second in one transaction: a busy page costs one upsert a second, not one per visit. Several nodes add to the
 * same rows. Each write publishes `page_views.stored` per workspace in its transaction. A failed write keeps its counts
 * for the next try; a graceful stop writes what is left.
 */
export class PageViewCounter {
  private pending = new Map<string, PendingViews>();
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly events: EventFlow,
    /** A database outage fails every flush alike: the first is logged, the rest counted. */
    private readonly repeats: Pick<RepeatLimiter, 'warn' | 'resolved'>,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS).unref();
  }

  add(page: { id: string; workspaceId: string }, at = Date.now(), routeId: string | null = null): void {
    const day = utcDay(at);
    const key = `${page.id}\0${day}\0${routeId ?? ''}`;
    const entry = this.pending.get(key);
    if (entry) entry.views += 1;
    else if (this.pending.size < MAX_PENDING) {
      this.pending.set(key, { pageId: page.id, workspaceId: page.workspaceId, day, views: 1, routeId });
    }
  }

  /** Writes the counts gathered so far (one write at a time; a call during a write waits for it, then writes). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = this.write([...batch.values()])
      .then(() => this.repeats.resolved(NOT_WRITTEN))
      .catch((error: unknown) => {
        this.repeats.warn(NOT_WRITTEN, { err: error, pages: batch.size });
        // Back into the counts, added to what arrived meanwhile.
        for (const [key, entry] of batch) {
          const newer = this.pending.get(key);
          if (newer) newer.views += entry.views;
          else if (this.pending.size < MAX_PENDING) this.pending.set(key, entry);
        }
      })
      .finally(() => {
        this.writing = null;
      });
    await this.writing;
  }

  private write(batch: PendingViews[]): Promise<void> {
    // A page's day may have come through several rules or variants: one total row each, and a row per one that sent.
    const totals = new Map<string, PendingViews>();
    for (const entry of batch) {
      const key = `${entry.pageId}\0${entry.day}`;
      const total = totals.get(key);
      if (total) total.views += entry.views;
      else totals.set(key, { ...entry, routeId: null });
    }
    return this.events.change(async ({ trx, publish }) => {
      await addPageViews(trx, [...totals.values()]);
      await addRouteViews(
        trx,
        batch.filter((entry) => entry.routeId !== null) as Array<PendingViews & { routeId: string }>,
      );
      const byWorkspace = new Map<string, Array<{ pageId: string; day: string; count: number }>>();
      for (const { workspaceId, pageId, day, views } of totals.values()) {
        byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), { pageId, day, count: views }]);
      }
      for (const [workspaceId, views] of byWorkspace) {
        publish(newEvent('page_views.stored', { workspaceId }, { views }));
      }
    });
  }

  /** Views counted and not written yet (a figure for monitoring, and for the tests of a failed write). */
  get waiting(): number {
    let views = 0;
    for (const entry of this.pending.values()) views += entry.views;
    return views;
  }

  /** Stops the timer and writes what is left (once; a database that does not answer loses these counts). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
