import { describe, expect, it } from 'vitest';
import type { ClickEvent, Click } from '../../../shared/stats.js';
import type { Page } from '../../../shared/list.js';
import type { Link } from '../../../shared/links.js';
import { useTestServer } from '../../test/harness.js';
import { collectStream, createTestLink, visit, waitForClicks } from '../../test/links.js';
import { addMember, buildTeam } from '../../test/teams.js';

/**
 * One person, a member of two workspaces, never sees one's data while working in the other: the lists, the
 * workspace's statistics and click list, its CSV and the live event stream all follow the workspace the session
 * works in.
 */
describe('a person in two workspaces', () => {
  const server = useTestServer();

  it('sees only the current one’s lists, statistics, clicks, CSV and live events', async () => {
    const first = await buildTeam(server(), 'First Café');
    const second = await buildTeam(server(), 'Second Café');
    const person = await addMember(server(), first.workspaceId, 'editor', 'Both Workspaces');
    await server()
      .database.db.insertInto('membership')
      .values({ workspace_id: second.workspaceId, user_id: person.userId, role: 'viewer', created_at: Date.now() })
      .execute();
    const ours = await createTestLink(first.owner.client, { name: 'First menu' });
    const theirs = await createTestLink(second.owner.client, { name: 'Second menu' });
    await visit(server().url, `/r/${ours.hash}`);
    await visit(server().url, `/r/${theirs.hash}`);
    await waitForClicks(first.owner.client, ours.id, 1);
    await waitForClicks(second.owner.client, theirs.id, 1);

    // Working in the first workspace.
    const links = await person.client.get<Page<Link>>('/api/links');
    expect(links.body.items.map((link) => link.name)).toEqual(['First menu']);
    expect((await person.client.get(`/api/links/${theirs.id}`)).status).toBe(404);
    expect((await person.client.get(`/api/links/${theirs.id}/stats`)).status).toBe(404);
    const stats = await person.client.get<{ allTime: { clicks: number } }>('/api/stats?range=all');
    expect(stats.body.allTime.clicks).toBe(1);
    const clicks = await person.client.get<{ items: Click[] }>('/api/clicks?range=all');
    expect(clicks.body.items.map((click) => click.linkId)).toEqual([ours.id]);
    const csv = await person.client.get<string>('/api/clicks.csv?range=all');
    expect(csv.body).toContain(ours.id);
    expect(csv.body).not.toContain(theirs.id);
    const events = await collectStream(
      server().url,
      person.client,
      (received) => received.some((event) => event.event === 'click'),
      async () => {
        await visit(server().url, `/r/${theirs.hash}`);
        await visit(server().url, `/r/${ours.hash}`);
      },
    );
    const streamed = events.filter((event) => event.event === 'click').map((event) => event.data as ClickEvent);
    expect(streamed.map((event) => event.linkId)).toEqual([ours.id]);

    // Switched to the second: the other way round.
    await person.client.request('PUT', '/api/workspaces/current', { workspaceId: second.workspaceId });
    expect((await person.client.get<Page<Link>>('/api/links')).body.items.map((link) => link.name)).toEqual([
      'Second menu',
    ]);
    expect((await person.client.get(`/api/links/${ours.id}`)).status).toBe(404);
    const secondCsv = await person.client.get<string>('/api/clicks.csv?range=all');
    expect(secondCsv.body).toContain(theirs.id);
    expect(secondCsv.body).not.toContain(ours.id);
  });
});
