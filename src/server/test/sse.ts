import { expect } from 'vitest';
import type { TestClient } from './client.js';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

// A test that waits for an event which never comes fails after this, instead of hanging the run.
const GIVE_UP_MS = 30_000;

/**
 * `GET /api/stream` read the way EventSource reads it: events with their ids, and the id to send as `Last-Event-ID`
 * when reconnecting. `until` reads on until the events so far satisfy a condition.
 */
export class EventStream {
  readonly events: StreamEvent[] = [];
  private buffer = '';
  private readonly decoder = new TextDecoder();

  private constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly controller: AbortController,
    private readonly timeout: NodeJS.Timeout,
  ) {}

  static async open(baseUrl: string, client: TestClient, lastEventId?: string): Promise<EventStream> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), GIVE_UP_MS);
    const response = await fetch(`${baseUrl}/api/stream`, {
      headers: { cookie: client.cookieHeader(), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    return new EventStream((response.body as ReadableStream<Uint8Array>).getReader(), controller, timeout);
  }

  /** The id of the last event that carried one, as EventSource would remember it. */
  get lastEventId(): string | undefined {
    return this.events.findLast((event) => event.id !== undefined)?.id;
  }

  /** Reads until `done(events)` holds; fails when the stream ends (or gives up) first. */
  async until(done: (events: StreamEvent[]) => boolean): Promise<StreamEvent[]> {
    while (!done(this.events)) {
      const { value, done: ended } = await this.reader.read();
      if (ended) throw new Error(`the stream ended; events so far: ${JSON.stringify(this.events)}`);
      this.buffer += this.decoder.decode(value, { stream: true });
      const blocks = this.buffer.split('\n\n');
      this.buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) this.events.push({ id: /^id: (.+)$/m.exec(block)?.[1], event, data: JSON.parse(data) });
      }
    }
    return this.events;
  }

  /** Reads until the server ends the stream; fails when it gives up first. */
  async untilEnd(): Promise<StreamEvent[]> {
    for (;;) {
      const { done } = await this.reader.read();
      if (done) return this.events;
    }
  }

  close(): void {
    clearTimeout(this.timeout);
    this.controller.abort();
  }
}

/** True once `count` events named `name` have come. */
export const hasEvents =
  (name: string, count = 1) =>
  (events: StreamEvent[]): boolean =>
    events.filter((event) => event.event === name).length >= count;
