import { afterEach, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildWorkspace } from '../../test/builders.js';
import type { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { EventStream, hasEvents } from '../../test/sse.js';
import { STREAMS_PER_OWNER } from './stream-slots.js';

const server = useTestServer();
const opened: EventStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function openStreams(client: TestClient, count: number): Promise<EventStream[]> {
  const streams: EventStream[] = [];
  for (let index = 0; index < count; index += 1) {
    const stream = await EventStream.open(server().url, client);
    await stream.until(hasEvents('ready'));
    streams.push(stream);
    opened.push(stream);
  }
  return streams;
}

/** One more stream, read as a plain answer: its status and, when refused, its body. */
async function oneMore(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${server().url}/api/stream`, { headers, signal: controller.signal });
  const body = response.status === 200 ? undefined : await response.json();
  controller.abort();
  return { status: response.status, body };
}

describe('live streams per session', () => {
  it(`refuse the ${STREAMS_PER_OWNER + 1}st of one session with 429 too_many_streams, and no other session's`, async () => {
    const user = await buildSignedInUser(server());
    await openStreams(user.client, STREAMS_PER_OWNER);
    const refused = await oneMore({ cookie: user.client.cookieHeader() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'too_many_streams', message: expect.any(String) } });

    const other = await buildSignedInUser(server());
    expect((await oneMore({ cookie: other.client.cookieHeader() })).status).toBe(200);
  });

  it('free a slot when a stream closes', async () => {
    const user = await buildSignedInUser(server());
    const [first] = await openStreams(user.client, STREAMS_PER_OWNER);
    expect((await oneMore({ cookie: user.client.cookieHeader() })).status).toBe(429);
    first!.close();
    // The server hears of the close a moment later; until then the slot is still taken.
    let status = 429;
    for (let attempt = 0; attempt < 100 && status === 429; attempt += 1) {
      status = (await oneMore({ cookie: user.client.cookieHeader() })).status;
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });

  it('count an API key as an owner of its own', async () => {
    const workspace = await buildWorkspace(server());
    const authorization = `Bearer ${workspace.key}`;
    const streams: Response[] = [];
    const controller = new AbortController();
    try {
      for (let index = 0; index < STREAMS_PER_OWNER; index += 1) {
        const response = await fetch(`${server().url}/api/stream`, {
          headers: { authorization },
          signal: controller.signal,
        });
        expect(response.status).toBe(200);
        streams.push(response);
      }
      expect((await oneMore({ authorization })).status).toBe(429);
    } finally {
      controller.abort();
    }
  });
});
