export interface RoundsOptions {
  /** One round of work. A throw goes to `onFailure`; the next poll simply tries again. */
  round(): Promise<void>;
  onFailure(error: unknown): void;
  /** How long to wait for the next round when nothing asked for one sooner (asked after every round). */
  pollMs(): number;
}

/**
 * The background loop the outbox's dispatcher, the scheduler and the mail sender share: rounds one at a time, never two
 * at once on a node, each followed by a poll after `pollMs`; `wake` asks for a round now (new rows were committed), or,
 * during a round, for another right after it, so a wake-up that arrives mid-round is never lost. Its timers do not keep
 * the process alive.
 */
export class Rounds {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: RoundsOptions) {}

  /** Starts a round now, or right after the one under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.current) this.again = true;
    else this.plan(0);
  }

  /** The round under way, if any. */
  get running(): Promise<void> | null {
    return this.current;
  }

  /** Resolves once no round is under way. */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  /** No round starts from now on; the one under way (see `running`) finishes on its own. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private plan(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.current || this.stopped) return;
    this.current = this.options
      .round()
      .catch((error: unknown) => this.options.onFailure(error))
      .finally(() => {
        this.current = null;
      });
    await this.current;
    const soon = this.again;
    this.again = false;
    this.plan(soon ? 0 : this.options.pollMs());
  }
}
