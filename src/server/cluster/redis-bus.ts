import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Bus } from './bus.js';
import { ChannelHandlers } from './channel-handlers.js';

const PREFIX = 'scanlink:';
// "Messages of mine were lost": outside PREFIX, so no bus channel can take its name.
const GAP_CHANNEL = 'scanlink-bus:gap';
// Every message on Redis starts with its sender's id and a space, so a node can skip its own.
const NODE_ID_LENGTH = 16;
const HEALTH_CHECK_MS = 5_000;
// Publishes Redis has not answered yet; past this, messages are dropped (and the gap reported) rather than queued.
const MAX_PENDING_CHARS = 8 * 1024 * 1024;
const QUIT_PATIENCE_MS = 1_000;

const CONNECTION: RedisOptions = {
  // Back soon after Redis is: every second without the subscription is a second of pages without live clicks.
  retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  // No offline queue: while Redis is away a publish fails at once (and the gap is reported later) instead of
  // holding every message in memory for as long as the outage lasts.
  enableOfflineQueue: false,
  // Commands caught on a connection that breaks fail then, rather than being sent again on the next one.
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  // A partition closes no socket: a connection that leaves a command unanswered this long is taken for dead.
  socketTimeout: 5_000,
};

/**
 * The bus over Redis pub/sub. Pub/sub keeps nothing for a subscriber that is away, so the bus says when messages
 * may have been lost (onGap): after its own subscription comes back, and when another node reports that some of
 * its messages never reached Redis. Redis errors are logged, never thrown at the caller.
 */
export class RedisBus implements Bus {
  readonly distributed = true;
  private readonly nodeId = randomBytes(NODE_ID_LENGTH / 2).toString('hex');
  private readonly handlers: ChannelHandlers;
  private readonly gapHandlers: Array<() => void> = [];
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly healthCheck: NodeJS.Timeout;
  private pendingChars = 0;
  /** A message of this node never reached Redis: the other nodes must hear of it once Redis answers again. */
  private lostOutgoing = false;
  private closed = false;
  private readonly subscribed: Promise<void>;
  private markSubscribed = () => {};

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.handlers = new ChannelHandlers(log);
    this.subscribed = new Promise((resolve) => (this.markSubscribed = resolve));
    // A subscribed connection can do nothing else, so publishing has its own.
    this.publisher = this.connect(url, 'publisher', {});
    // The bus subscribes again itself after a reconnection, so it knows when the subscription is whole again.
    this.subscriber = this.connect(url, 'subscriber', { autoResubscribe: false });
    this.publisher.on('ready', () => this.reportLostOutgoing());
    this.subscriber.on('ready', () => void this.resubscribe());
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    // The ping gives socketTimeout something to time: a partitioned subscriber would otherwise wait quietly
    // forever. The same tick retries a gap report that could not be sent.
    this.healthCheck = setInterval(() => {
      if (this.subscriber.status === 'ready') this.subscriber.ping().catch(() => undefined);
      this.reportLostOutgoing();
    }, HEALTH_CHECK_MS).unref();
  }

  publish(channel: string, message: string): void {
    this.handlers.dispatch(channel, message);
    this.send(PREFIX + channel, message);
  }

  subscribe(channel: string, handler: (message: string) => void): void {
    const first = this.handlers.add(channel, handler);
    // Before the connection is ready, `resubscribe` takes every channel at once.
    if (first && this.subscriber.status === 'ready') {
      this.subscriber.subscribe(PREFIX + channel).catch((error: unknown) => {
        this.log.warn({ err: error, channel }, 'Redis subscription failed; retried when the connection is back');
      });
    }
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  async connected(): Promise<void> {
    await this.subscribed;
    if (this.publisher.status !== 'ready') await new Promise((resolve) => this.publisher.once('ready', resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.healthCheck);
    this.handlers.clear();
    this.gapHandlers.length = 0;
    // QUIT lets the last publishes go out first; it fails at once while Redis is away (no offline queue), and a
    // partitioned Redis does not answer it, so after a moment the connection is simply dropped.
    await Promise.allSettled(
      [this.publisher, this.subscriber].map(async (client) => {
        let timer: NodeJS.Timeout | undefined;
        const patience = new Promise((resolve) => (timer = setTimeout(resolve, QUIT_PATIENCE_MS)));
        await Promise.race([client.quit().catch(() => undefined), patience]);
        clearTimeout(timer);
        client.disconnect();
      }),
    );
  }

  private connect(url: string, role: string, options: RedisOptions): Redis {
    const client = new Redis(url, { ...CONNECTION, ...options });
    let down = false;
    // ioredis reports every failed reconnection attempt; one warning per outage says enough.
    client.on('error', (error: Error) => {
      if (!down) this.log.warn({ err: error, role }, 'Redis connection problem; reconnecting');
      down = true;
    });
    client.on('ready', () => {
      if (down) this.log.info({ role }, 'Redis connection back');
      down = false;
    });
    return client;
  }

  private send(redisChannel: string, message: string): void {
    const size = message.length;
    if (this.publisher.status !== 'ready' || this.pendingChars + size > MAX_PENDING_CHARS) {
      this.loseOutgoing(undefined);
      return;
    }
    this.reportLostOutgoing();
    this.pendingChars += size;
    this.publisher.publish(redisChannel, `${this.nodeId} ${message}`).then(
      () => (this.pendingChars -= size),
      (error: unknown) => {
        this.pendingChars -= size;
        this.loseOutgoing(error);
      },
    );
  }

  private loseOutgoing(error: unknown): void {
    if (this.closed) return;
    if (!this.lostOutgoing) this.log.warn({ err: error }, 'Redis unreachable: bus messages to other nodes dropped');
    this.lostOutgoing = true;
  }

  private reportLostOutgoing(): void {
    if (!this.lostOutgoing || this.publisher.status !== 'ready') return;
    this.lostOutgoing = false;
    this.publisher.publish(GAP_CHANNEL, this.nodeId).catch(() => (this.lostOutgoing = true));
  }

  private async resubscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(GAP_CHANNEL, ...this.handlers.channels().map((channel) => PREFIX + channel));
    } catch (error) {
      this.log.warn({ err: error }, 'Redis subscription failed; retried when the connection is back');
      return;
    }
    this.markSubscribed();
    // Whatever the other nodes published while this one was not subscribed is gone (also true at the first
    // subscription: a stream may have opened while Redis was out of reach).
    this.runGapHandlers();
  }

  private receive(channel: string, framed: string): void {
    // This node's own messages reached its handlers when they were published.
    if (framed.slice(0, NODE_ID_LENGTH) === this.nodeId) return;
    if (channel === GAP_CHANNEL) this.runGapHandlers();
    else this.handlers.dispatch(channel.slice(PREFIX.length), framed.slice(NODE_ID_LENGTH + 1));
  }

  private runGapHandlers(): void {
    for (const handler of this.gapHandlers) {
      try {
        handler();
      } catch (error) {
        this.log.error({ err: error }, 'bus gap handler failed');
      }
    }
  }
}
