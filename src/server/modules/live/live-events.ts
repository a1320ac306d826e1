import type { ClickEvent } from '../../../shared/stats.js';
import type { Bus } from '../../cluster/bus.js';
import type { RecordedClick } from '../clicks/click-types.js';

const CHANNEL = 'live';

export interface LiveEvent {
  event: 'click';
  data: ClickEvent;
}
type Listener = (events: LiveEvent[]) => void;
interface Envelope {
  workspaceId: string;
  events: LiveEvent[];
}

/**
 * Live events per workspace (SPEC §6, `GET /api/stream`). Clicks are recorded on whichever node served the redirect;
 * the bus brings them to the node holding the browser's stream.
 */
export class LiveEvents {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly bus: Bus) {
    bus.subscribe(CHANNEL, (message) => {
      const envelope = JSON.parse(message) as Envelope;
      this.listeners.get(envelope.workspaceId)?.forEach((listener) => listener(envelope.events));
    });
  }

  /** False when no stream can want events: nobody listens here and no other node can hear us. */
  hasAudience(): boolean {
    return this.bus.distributed || this.listeners.size > 0;
  }

  /** Announces stored clicks, one message per workspace and batch. */
  publishClicks(recorded: RecordedClick[]): void {
    const byWorkspace = new Map<string, LiveEvent[]>();
    for (const { workspaceId, click } of recorded) {
      // Without Redis nobody else can listen, so clicks of workspaces nobody watches cost nothing.
      if (!this.bus.distributed && !this.listeners.has(workspaceId)) continue;
      const events = byWorkspace.get(workspaceId) ?? [];
      events.push({ event: 'click', data: { linkId: click.linkId, click } });
      byWorkspace.set(workspaceId, events);
    }
    for (const [workspaceId, events] of byWorkspace) {
      this.bus.publish(CHANNEL, JSON.stringify({ workspaceId, events } satisfies Envelope));
    }
  }

  /** Starts delivering the workspace's events; returns the function that stops it. */
  subscribe(workspaceId: string, listener: Listener): () => void {
    const set = this.listeners.get(workspaceId) ?? new Set();
    set.add(listener);
    this.listeners.set(workspaceId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(workspaceId);
    };
  }
}
