/** How many live streams one session (or API key) may hold open on a node at once. */
export const STREAMS_PER_OWNER = 20;
/**
 * How long a stream is kept before the server ends it. EventSource opens it again after the `retry` pause with
 * `Last-Event-ID` and gets what it missed (ADR 0005), so a page that is still open notices nothing, while a stream
 * whose page is gone without its connection closing (a sleeping laptop, a lost network) holds its slot no longer.
 */
export const STREAM_MAX_AGE_MS = 30 * 60_000;

export interface StreamSlot {
  /** Frees the slot (and stops the timer that would end the stream); call it when the stream closes. */
  release(): void;
}

/**
 * The open live streams per owner — a session, or an API key — on this node. A 21st is refused rather than one of the
 * owner's older streams ended: the older ones belong to tabs somebody may be looking at. Counted per node: across
 * nodes the count would have to live in Redis and be given back by a node that dies with streams open; a session
 * whose streams a load balancer spreads over N nodes can hold up to N × 20.
 */
export class StreamSlots {
  private readonly open = new Map<string, Set<StreamSlot>>();

  constructor(
    private readonly perOwner = STREAMS_PER_OWNER,
    private readonly maxAgeMs = STREAM_MAX_AGE_MS,
  ) {}

  /**
   * A slot for a new stream of `owner`, whose `end` is called when the stream has been open `maxAgeMs`; undefined when
   * the owner holds `perOwner` already.
   */
  take(owner: string, end: () => void): StreamSlot | undefined {
    const slots = this.open.get(owner) ?? new Set<StreamSlot>();
    if (slots.size >= this.perOwner) return undefined;
    const timer = setTimeout(end, this.maxAgeMs);
    // An open stream must not keep a stopping process alive.
    timer.unref();
    const slot: StreamSlot = {
      release: () => {
        clearTimeout(timer);
        slots.delete(slot);
        if (slots.size === 0 && this.open.get(owner) === slots) this.open.delete(owner);
      },
    };
    slots.add(slot);
    this.open.set(owner, slots);
    return slot;
  }

  /** How many streams the owner holds open here. */
  count(owner: string): number {
    return this.open.get(owner)?.size ?? 0;
  }
}
