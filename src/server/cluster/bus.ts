import type { FastifyBaseLogger } from 'fastify';
import { ChannelHandlers } from './channel-handlers.js';
import { RedisBus } from './redis-bus.js';

/**
 * Messages every app node must see: domain events (caches, live pages) and the outbox's nudges. A message reaches this node's
 * handlers at once and, with REDIS_URL, the other nodes' through Redis pub/sub; without it, it stays here.
 */
export interface Bus {
  /** True when messages reach other nodes too (Redis), so a publisher cannot know who listens. */
  distributed: boolean;
  /** Never throws and never waits: when Redis is out of reach the message is lost and a gap reported (onGap). */
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: (message: string) => void): void;
  /**
   * `handler` runs when messages from other nodes may have been lost: this node's subscription to Redis was
   * broken and is back, or another node could not publish for a while and can again.
   */
  onGap(handler: () => void): void;
  /**
   * Resolves once this node both hears the other nodes and reaches them (with Redis: subscribed and able to publish);
   * at once without Redis. A node serves before then, losing nothing it holds: the first subscription counts as a gap.
   */
  connected(): Promise<void>;
  close(): Promise<void>;
}

export function createBus(redisUrl: string | null, log: FastifyBaseLogger): Bus {
  return redisUrl ? new RedisBus(redisUrl, log) : localBus(log);
}

function localBus(log: FastifyBaseLogger): Bus {
  const handlers = new ChannelHandlers(log);
  return {
    distributed: false,
    publish: (channel, message) => handlers.dispatch(channel, message),
    subscribe: (channel, handler) => void handlers.add(channel, handler),
    // One process loses nothing.
    onGap: () => undefined,
    connected: async () => undefined,
    close: async () => handlers.clear(),
  };
}
