import { describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../../shared/stats.js';
import { buildSignedInUser } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { collectStream, createTestLink, visit, waitForClicks } from '../../test/links.js';
import { EventStream, hasEvents } from '../../test/sse.js';

describe('live events', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it("stream the workspace's clicks as they are recorded, and only its own", async () => {
    const owner = await buildSignedInUser(server());
    const stranger = await buildSignedInUser(server());
    const link = await createTestLink(owner.client);
    const foreign = await createTestLink(stranger.client);
    const events = await collectStream(
      server().url,
      owner.client,
      (received) => received.some((event) => event.event === 'click'),
      async () => {
        await visit(server().url, `/r/${foreign.hash}`, { 'x-forwarded-for': '8.8.8.8' });
        await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
      },
    );
    const clicks = events.filter((event) => event.event === 'click').map((event) => event.data as ClickEvent);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ linkId: link.id, click: { linkId: link.id, country: 'GB', osName: 'iOS' } });
  });

  it('refuse a stream without a session', async () => {
    const response = await fetch(`${server().url}/api/stream`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });

  it('replay to a stream that comes back with Last-Event-ID the clicks it missed', async () => {
    const { client } = await buildSignedInUser(server());
    const link = await createTestLink(client);
    const first = await EventStream.open(server().url, client);
    await first.until(hasEvents('ready'));
    first.close();
    const lastEventId = first.lastEventId;
    expect(lastEventId).toBeTruthy();

    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '81.2.69.142' });
    await visit(server().url, `/r/${link.hash}`, { 'x-forwarded-for': '8.8.8.8' });
    await waitForClicks(client, link.id, 2);

    const back = await EventStream.open(server().url, client, lastEventId);
    const events = await back.until(hasEvents('click', 2));
    back.close();
    expect(events.some((event) => event.event === 'resync')).toBe(false);
    const countries = events
      .filter((event) => event.event === 'click')
      .map((event) => (event.data as ClickEvent).click.country);
    expect(countries.sort()).toEqual(['GB', 'US']);
  });

  it('tell a stream whose Last-Event-ID cannot be replayed to fetch its figures again', async () => {
    const { client } = await buildSignedInUser(server());
    for (const unknown of ['0badc0de-12', 'not an id']) {
      const stream = await EventStream.open(server().url, client, unknown);
      const events = await stream.until(hasEvents('ready'));
      stream.close();
      expect(events.map((event) => event.event)).toEqual(['resync', 'ready']);
    }
  });

  it('answer HEAD with headers and no body, signed in or not', async () => {
    const { client } = await buildSignedInUser(server());
    const signedIn = await fetch(`${server().url}/api/stream`, {
      method: 'HEAD',
      headers: { cookie: client.cookieHeader() },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('content-type')).toContain('text/event-stream');
    expect(await signedIn.text()).toBe('');
    const signedOut = await fetch(`${server().url}/api/stream`, { method: 'HEAD' });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toBe('');
  });
});
