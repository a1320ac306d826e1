import type { FastifyBaseLogger } from 'fastify';

type Handler = (message: string) => void;

/**
 * The handlers of each bus channel. A handler that throws is logged and the others still run: a bad message must
 * not reach the Redis client's event loop (where it would end the process) nor the code that published it.
 */
export class ChannelHandlers {
  private readonly byChannel = new Map<string, Handler[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds a handler; true when the channel had none before (it still has to be subscribed to). */
  add(channel: string, handler: Handler): boolean {
    const existing = this.byChannel.get(channel);
    this.byChannel.set(channel, [...(existing ?? []), handler]);
    return !existing;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  dispatch(channel: string, message: string): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.log.error({ err: error, channel }, 'bus message handler failed');
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
