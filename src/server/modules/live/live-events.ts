import type { ResponseEvent } from '../../../shared/feedback.js';
import type { ClickEvent } from '../../../shared/stats.js';
import type { Bus } from '../../cluster/bus.js';
import type { RecordedClick } from '../clicks/click-types.js';
import { EventHistory, type LiveFrame } from './event-history.js';

const CHANNEL = 'live';
// A page that lost its stream is back within seconds (EventSource retries after 3 s). Alone, a node keeps
// announcing clicks this long after the last stream closed, so such a page gets a replay rather than a refetch.
const GRACE_MS = 60_000;

export type LiveEvent = { event: 'click'; data: ClickEvent } | { event: 'response'; data: ResponseEvent };
type Listener = (frames: LiveFrame[]) => void;
interface Envelope {
  workspaceId: string;
  events: LiveEvent[];
}

/** A stream's registration: the frames to send first (replay or resync, then `ready`), and how to end it. */
export interface LiveSubscription {
  frames: LiveFrame[];
  close(): void;
}

/**
 * Live events per workspace (`GET /api/stream`). Clicks are recorded on whichever node served the
 * redirect: that node's streams get them at once, the bus brings them to the other nodes. Every event delivered
 * here is numbered and kept a while (EventHistory); when events may have been missed — Redis was out of reach, or
 * a page reconnects with an id this node cannot replay from — the page gets `resync` and fetches its figures again.
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly history = new EventHistory();
  private lastLeftAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe(CHANNEL, (message) => this.deliver(JSON.parse(message) as Envelope));
    bus.onGap(() => this.resyncAll());
  }

  /**
   * Asked once per batch of clicks handed to the writer: false when no stream can want them (nobody listens here,
   * lately, and no other node can hear us). Such a batch is never announced, so it also ends what can be replayed.
   */
  hasAudience(): boolean {
    const audience = this.bus.distributed || this.listeners.size > 0 || this.now() - this.lastLeftAt < GRACE_MS;
    if (!audience) this.history.breakHere();
    return audience;
  }

  /** Announces stored clicks, one message per workspace and batch. */
  publishClicks(recorded: RecordedClick[]): void {
    const byWorkspace = new Map<string, LiveEvent[]>();
    for (const { workspaceId, click } of recorded) {
      const events = byWorkspace.get(workspaceId) ?? [];
      events.push({ event: 'click', data: { linkId: click.linkId, click } });
      byWorkspace.set(workspaceId, events);
    }
    for (const [workspaceId, events] of byWorkspace) {
      this.bus.publish(CHANNEL, JSON.stringify({ workspaceId, events } satisfies Envelope));
    }
  }

  /**
   * Announces a stored feedback response to the workspace's streams on every node (the statistics and home pages
   * refresh; notifications and webhooks can listen to the same channel).
   */
  publishResponse(workspaceId: string, response: ResponseEvent): void {
    const events: LiveEvent[] = [{ event: 'response', data: response }];
    this.bus.publish(CHANNEL, JSON.stringify({ workspaceId, events } satisfies Envelope));
  }

  /**
   * Starts delivering the workspace's events to a stream. With the `Last-Event-ID` of a stream that broke, the
   * first frames replay what it missed, or say `resync` when that cannot be done completely.
   */
  subscribe(workspaceId: string, lastEventId: string | undefined, listener: Listener): LiveSubscription {
    const missed = lastEventId ? (this.history.since(workspaceId, lastEventId) ?? [this.history.latest('resync')]) : [];
    const set = this.listeners.get(workspaceId) ?? new Set();
    set.add(listener);
    this.listeners.set(workspaceId, set);
    return {
      frames: [...missed, this.history.latest('ready')],
      close: () => {
        set.delete(listener);
        if (set.size === 0) this.listeners.delete(workspaceId);
        this.lastLeftAt = this.now();
      },
    };
  }

  private deliver({ workspaceId, events }: Envelope): void {
    const frames = events.map(({ event, data }) => this.history.add(workspaceId, event, JSON.stringify(data)));
    this.listeners.get(workspaceId)?.forEach((listener) => listener(frames));
  }

  private resyncAll(): void {
    const frame = this.history.breakHere();
    for (const set of this.listeners.values()) for (const listener of set) listener([frame]);
  }
}
