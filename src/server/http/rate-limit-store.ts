import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreArgs = [continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined];

// The plugin's own stores (Redis and in-process), which it ships but does not export: the same counting either way.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  ...args: [...StoreArgs, redis: Redis, prefix: string]
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  ...args: StoreArgs
) => FastifyRateLimitStore;

const KEY_PREFIX = 'scanlink:rate-limit:';
// A Redis that does not answer must not hold a sign-in up: after this the attempt is counted in process instead.
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * Counts in Redis, so every node shares one count per key; when Redis fails (down, unreachable, too slow) the
 * attempt is counted by this node alone, so the limits keep holding — per node — and nothing answers 500.
 */
class SharedWithFallback implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, done: Counted, timeWindow: number, max: number): void {
    if (!this.health.usable()) return this.local.incr(key, done, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (!error && result) {
          this.health.answered();
          return done(null, result);
        }
        this.health.failed(error);
        this.local.incr(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedWithFallback(this.shared.child(routeOptions), this.local.child(routeOptions), this.health);
  }
}

/** Whether to ask Redis at all; logs an outage once when it starts and once when it ends, not once per request. */
class RedisHealth {
  private degraded = false;
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  // While ioredis reconnects after a lost connection, asking would only wait for the command timeout.
  usable(): boolean {
    const { status } = this.redis;
    return status !== 'reconnecting' && status !== 'close' && status !== 'end';
  }

  answered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info('rate limits are shared through Redis again');
  }

  failed(error: Error | null): void {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn({ err: error }, 'Redis does not answer: rate limits are counted on this node until it is back');
  }
}

/** The store for @fastify/rate-limit with REDIS_URL, and the Redis connection to close with the app. */
export function sharedRateLimitStore(
  redisUrl: string,
  log: FastifyBaseLogger,
): { store: FastifyRateLimitStoreCtor; redis: Redis } {
  const redis = new Redis(redisUrl, {
    // While connecting at start a command waits (at most the timeout), so the first attempts are shared too.
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const health = new RedisHealth(redis, log);
  // Connection errors surface through the failed commands above; the event only needs a listener.
  redis.on('error', () => undefined);
  const store = class extends SharedWithFallback {
    constructor(params: RateLimitPluginOptions) {
      const args: StoreArgs = [params.continueExceeding, params.exponentialBackoff];
      super(new RedisStore(...args, redis, KEY_PREFIX), new LocalStore(...args), health);
    }
  };
  return { store, redis };
}
