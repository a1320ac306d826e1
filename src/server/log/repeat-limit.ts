import type { FastifyBaseLogger } from 'fastify';
import { oneLine } from './one-line.js';

export type RepeatLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
/** Where the limiter's lines go, in pino's order: fields, then the message. */
export type LogSink = (level: RepeatLevel, fields: LogFields, message: string) => void;

/** The limiter's time: the system's, or a test's that it moves by hand. */
export interface Clock {
  now(): number;
  /** Runs `run` once `ms` have passed; the function returned cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    // A pending count never keeps a stopping process (or thread) alive.
    const timer = setTimeout(run, ms).unref();
    return () => clearTimeout(timer);
  },
};

interface LevelAware {
  isLevelEnabled?(level: string): boolean;
}

export const REPEAT_INTERVAL_MS = 10_000;
// Messages followed at once. Past this many (messages that carry a request's text, say), a new message is logged in
// full every time rather than followed: never silenced, never a map that grows without end.
const MAX_FOLLOWED = 1_000;

interface Episode {
  level: RepeatLevel;
  /** When the occurrences counted in `count` began to be counted. */
  since: number;
  /** Occurrences since `since` that no line has told of yet. */
  count: number;
  /** The latest occurrence's fields: the summary tells the current state (how many clicks are held, say). */
  fields: LogFields;
  cancel: () => void;
}

/**
 * Keeps an outage from flooding the log: the first occurrence of a message is logged in full (with its error's
 * stack), later ones are counted, and at most one line per interval says how many there were ("redirect lookup
 * failed (x 412 in the last 10 s)"). An interval without any ends the episode: the next occurrence is logged in full
 * again. `resolved` (the condition cleared) and `flush` (a stop) say what is still counted at once.
 */
export class RepeatLimiter {
  private readonly episodes = new Map<string, Episode>();
  private readonly clock: Clock;
  private readonly intervalMs: number;
  private readonly enabled: (level: RepeatLevel) => boolean;

  constructor(
    private readonly sink: LogSink,
    options: { intervalMs?: number; clock?: Clock; enabled?: (level: RepeatLevel) => boolean } = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.intervalMs = options.intervalMs ?? REPEAT_INTERVAL_MS;
    this.enabled = options.enabled ?? (() => true);
  }

  /** Logs `message`, or counts it when it was logged within the interval. The message is the key: keep it constant. */
  report(level: RepeatLevel, message: string, fields: LogFields = {}): void {
    // Below LOG_LEVEL nothing would be written: nothing to follow either.
    if (!this.enabled(level)) return;
    const key = oneLine(message);
    const episode = this.episodes.get(key);
    if (episode) {
      episode.count += 1;
      episode.fields = fields;
      return;
    }
    this.sink(level, fields, key);
    if (this.episodes.size >= MAX_FOLLOWED) return;
    this.episodes.set(key, { level, since: this.clock.now(), count: 0, fields, cancel: this.schedule(key) });
  }

  error(message: string, fields?: LogFields): void {
    this.report('error', message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.report('warn', message, fields);
  }

  /** What `message` reported has cleared: the count not yet told is told now, and the next one is logged in full. */
  resolved(message: string): void {
    // On hot paths (every redirect looked up) this is called for nothing almost always.
    if (this.episodes.size === 0) return;
    const key = oneLine(message);
    const episode = this.episodes.get(key);
    if (!episode) return;
    episode.cancel();
    this.episodes.delete(key);
    if (episode.count > 0) this.tell(key, episode);
  }

  /** Tells every count not yet told (at a stop, before the log goes). */
  flush(): void {
    for (const key of [...this.episodes.keys()]) this.resolved(key);
  }

  private schedule(key: string): () => void {
    return this.clock.after(this.intervalMs, () => this.intervalEnded(key));
  }

  private intervalEnded(key: string): void {
    const episode = this.episodes.get(key);
    if (!episode) return;
    if (episode.count === 0) {
      this.episodes.delete(key);
      return;
    }
    this.tell(key, episode);
    episode.since = this.clock.now();
    episode.count = 0;
    episode.cancel = this.schedule(key);
  }

  private tell(key: string, episode: Episode): void {
    const seconds = Math.max(1, Math.round((this.clock.now() - episode.since) / 1000));
    this.sink(
      episode.level,
      { ...withoutStack(episode.fields), repeated: episode.count, seconds },
      `${key} (x ${episode.count} in the last ${seconds} s)`,
    );
  }
}

/** A limiter whose lines go to a pino logger (Fastify's `app.log`), following only the levels it writes. */
export function repeatLimiterOn(log: FastifyBaseLogger, options: { intervalMs?: number; clock?: Clock } = {}) {
  // Fastify's logger when LOG_LEVEL=silent (`logger: false`) writes nothing and has no isLevelEnabled.
  const writes = (level: RepeatLevel) => (log as LevelAware).isLevelEnabled?.(level) ?? false;
  return new RepeatLimiter((level, fields, message) => log[level](fields, message), { ...options, enabled: writes });
}

// The stack was in the episode's first line; a summary names the error by its message.
function withoutStack(fields: LogFields): LogFields {
  if (!('err' in fields)) return fields;
  const { err, ...rest } = fields;
  return { ...rest, error: messageOf(err) };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}
