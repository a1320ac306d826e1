import type { ResponseEvent } from '../../../shared/feedback.js';
import type { NotificationsLive } from '../../../shared/notifications.js';
import type { ClickEvent } from '../../../shared/stats.js';
import type { Bus } from '../../cluster/bus.js';
import type { EventFlow } from '../../events/event-flow.js';
import { EventHistory, type LiveFrame } from './event-history.js';

// A page that lost its stream is back within seconds (EventSource retries after 3 s). Alone, a node keeps
// announcing clicks this long after the last stream closed, so such a page gets a replay rather than a refetch.
const GRACE_MS = 60_000;

export type LiveEvent =
  | { event: 'click'; data: ClickEvent }
  | { event: 'response'; data: ResponseEvent }
  | { event: 'notifications'; data: NotificationsLive };
type Listener = (frames: LiveFrame[]) => void;

/** A stream's registration: the frames to send first (replay or resync, then `ready`), and how to end it. */
export interface LiveSubscription {
  frames: LiveFrame[];
  close(): void;
}

/**
 * Live events per workspace (`GET /api/stream`), from the domain events of stored clicks and feedback responses.
 * Clicks are stored on whichever node served the redirect: the event flow brings them to every node's streams at
 * once. Every event delivered
 * here is numbered and kept a while (EventHistory); when events may have been missed — Redis was out of reach, or
 * a page reconnects with an id this node cannot replay from — the page gets `resync` and fetches its figures again.
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly history = new EventHistory();
  private lastLeftAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly bus: Bus,
    events: EventFlow,
    private readonly now: () => number = Date.now,
  ) {
    events.onEvent(
      ['clicks.stored'],
      ({ workspaceId, data }) =>
        this.deliver(
          workspaceId,
          data.clicks.map((click) => ({ event: 'click', data: { linkId: click.linkId, click } })),
        ),
      () => this.hasAudience(),
    );
    // Notifications and webhooks take the same event from the outbox.
    events.onEvent(['feedback.response'], ({ workspaceId, data }) =>
      this.deliver(workspaceId, [{ event: 'response', data }]),
    );
    // A person's bell: the count is theirs (the page ignores another member's), never what the notifications say.
    events.onEvent(['notifications.changed'], ({ workspaceId, data }) =>
      this.deliver(workspaceId, [{ event: 'notifications', data }]),
    );
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

  private deliver(workspaceId: string, events: LiveEvent[]): void {
    const frames = events.map(({ event, data }) => this.history.add(workspaceId, event, JSON.stringify(data)));
    this.listeners.get(workspaceId)?.forEach((listener) => listener(frames));
  }

  private resyncAll(): void {
    const frame = this.history.breakHere();
    for (const set of this.listeners.values()) for (const listener of set) listener([frame]);
  }
}
