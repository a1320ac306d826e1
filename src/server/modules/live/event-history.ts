import { randomBytes } from 'node:crypto';

/** One server-sent event as it goes out: its id, its name and its data as JSON text. */
export interface LiveFrame {
  id: string;
  event: 'click' | 'response' | 'notifications' | 'resync' | 'ready';
  data: string;
}

interface Entry {
  seq: number;
  workspaceId: string;
  frame: LiveFrame;
}

// The most recent events kept for replay (a click is about half a kilobyte, so a few megabytes at most). A page that
// was away longer than the last KEEP events took is told to fetch its figures again instead.
const KEEP = 5_000;

/**
 * The recent live events this node delivered, numbered, so that a page reconnecting with `Last-Event-ID` gets what
 * it missed. An id is `<boot>-<number>`: the numbers are this process's own, so an id of another boot or another
 * node cannot be replayed here. `since` answers null whenever the replay could not be complete.
 */
export class EventHistory {
  private readonly boot = randomBytes(4).toString('hex');
  private seq = 0;
  /** Replays must start at or after this number: before it, events were dropped from here or never arrived. */
  private horizon = 0;
  private entries: Entry[] = [];

  /** Numbers an event and keeps it. */
  add(workspaceId: string, event: LiveFrame['event'], data: string): LiveFrame {
    this.seq += 1;
    const frame = { id: this.idOf(this.seq), event, data };
    this.entries.push({ seq: this.seq, workspaceId, frame });
    // Trimmed in halves rather than one by one, so adding stays cheap.
    if (this.entries.length >= 2 * KEEP) {
      const dropped = this.entries.length - KEEP;
      this.horizon = Math.max(this.horizon, this.entries[dropped - 1]!.seq);
      this.entries = this.entries.slice(dropped);
    }
    return frame;
  }

  /** Events may be missing from here on (or were never announced): replays from before this point are refused. */
  breakHere(): LiveFrame {
    this.seq += 1;
    this.horizon = this.seq;
    return this.latest('resync');
  }

  /** A frame carrying the latest id, so a page that reconnects after it asks for what came next. */
  latest(event: 'ready' | 'resync'): LiveFrame {
    return { id: this.idOf(this.seq), event, data: '{}' };
  }

  /** The workspace's events after `lastEventId`, or null when that id does not allow a complete replay. */
  since(workspaceId: string, lastEventId: string): LiveFrame[] | null {
    const last = this.seqOf(lastEventId);
    if (last === null || last < this.horizon || last > this.seq) return null;
    return this.entries
      .slice(this.firstAfter(last))
      .filter((entry) => entry.workspaceId === workspaceId)
      .map((entry) => entry.frame);
  }

  private firstAfter(seq: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.seq <= seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private idOf(seq: number): string {
    return `${this.boot}-${seq}`;
  }

  private seqOf(id: string): number | null {
    const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(id.trim());
    return match && match[1] === this.boot ? Number(match[2]) : null;
  }
}
