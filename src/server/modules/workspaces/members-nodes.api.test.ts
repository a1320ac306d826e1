import { afterAll, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account.js';
import { TestClient } from '../../test/client.js';
import { startSecondNode, useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { REDIS_URL, redisReachable } from '../../test/redis.js';
import { EventStream } from '../../test/sse.js';
import { buildTeam } from '../../test/teams.js';

// A developer machine without Redis skips these tests; CI starts Redis and must run them.
const redisUp = await redisReachable();

describe.skipIf(!redisUp)('a member removed on one node, with REDIS_URL', () => {
  const server = useTestServer({ REDIS_URL });
  let second: Awaited<ReturnType<typeof startSecondNode>> | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('loses the workspace on the other node at once: the next request, their key and their open stream', async () => {
    second = await startSecondNode(server());
    const team = await buildTeam(server());
    const { owner, editor } = team.members;
    const link = await createTestLink(owner.client, { name: 'Team menu' });
    const key = await team.members.admin.client.post<{ secret: string }>('/api/api-keys', {
      name: 'Agency',
      role: 'editor',
    });
    // The editor works on the second node, a stream open there; the admin's key is used there too.
    const onSecond = editor.client.onNode(second.url);
    const keyOnSecond = new TestClient(second.url, { authorization: `Bearer ${key.body.secret}` });
    expect((await onSecond.get(`/api/links/${link.id}`)).status).toBe(200);
    expect((await keyOnSecond.get(`/api/links/${link.id}`)).status).toBe(200);
    const stream = await EventStream.open(second.url, onSecond);

    expect((await owner.client.delete(`/api/members/${editor.userId}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/members/${team.members.admin.userId}`)).status).toBe(204);

    expect((await onSecond.get(`/api/links/${link.id}`)).status).toBe(404);
    expect((await onSecond.get<Me>('/api/me')).body.workspace.personal).toBe(true);
    expect((await keyOnSecond.get(`/api/links/${link.id}`)).status).toBe(401);
    await stream.untilEnd();
    stream.close();
  });
});
