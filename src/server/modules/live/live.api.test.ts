import { describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../../shared/stats.js';
import { signUpUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { collectStream, createTestLink, visit } from '../../test/links.js';

describe('live events', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it("stream the workspace's clicks as they are recorded, and only its own", async () => {
    const owner = await signUpUser(server());
    const stranger = await signUpUser(server());
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
});
