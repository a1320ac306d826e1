import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Messages every app node must see: link-cache invalidations and live events. With REDIS_URL they travel over
 * Redis pub/sub (each node, the sender included, receives them from Redis); without it they stay in this process.
 */
export interface Bus {
  /** True when messages reach other nodes too (Redis), so a publisher cannot know who listens. */
  distributed: boolean;
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: (message: string) => void): void;
  close(): Promise<void>;
}

const PREFIX = 'scanlink:';

export function createBus(redisUrl: string | null, log: FastifyBaseLogger): Bus {
  return redisUrl ? redisBus(redisUrl, log) : localBus();
}

function localBus(): Bus {
  const handlers = new Map<string, Array<(message: string) => void>>();
  return {
    distributed: false,
    publish: (channel, message) => handlers.get(channel)?.forEach((handler) => handler(message)),
    subscribe: (channel, handler) => handlers.set(channel, [...(handlers.get(channel) ?? []), handler]),
    close: async () => handlers.clear(),
  };
}

function redisBus(url: string, log: FastifyBaseLogger): Bus {
  const handlers = new Map<string, Array<(message: string) => void>>();
  // A subscribed connection can do nothing else, so publishing has its own.
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { lazyConnect: false });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection problem'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    handlers.get(channel.slice(PREFIX.length))?.forEach((handler) => handler(message));
  });
  return {
    distributed: true,
    publish: (channel, message) => {
      publisher.publish(PREFIX + channel, message).catch((error: unknown) => {
        log.warn({ err: error, channel }, 'Redis publish failed');
      });
    },
    subscribe: (channel, handler) => {
      if (!handlers.has(channel)) void subscriber.subscribe(PREFIX + channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
