import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { Page } from '../../../shared/list.js';
import type { Link } from '../../../shared/links.js';
import type { Member, WorkspaceList, WorkspaceSummary } from '../../../shared/workspaces.js';
import { buildSignedInUser } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { addMember, buildTeam } from '../../test/teams.js';

describe('workspaces', () => {
  const server = useTestServer();

  it('are made, listed, switched between, renamed; each shows only its own content', async () => {
    const ada = await buildSignedInUser(server(), { fullName: 'Ada Lovelace' });
    const personal = ada.me.workspace;
    expect(personal).toMatchObject({ role: 'owner', personal: true });
    const ownLink = await createTestLink(ada.client, { name: 'Personal link' });

    const created = await ada.client.post<WorkspaceSummary>('/api/workspaces', { name: '  Harbour Bistro  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Harbour Bistro', role: 'owner', personal: false });
    // The session now works in the new workspace: empty of the personal one's links.
    expect((await ada.client.get<Me>('/api/me')).body.workspace.id).toBe(created.body.id);
    expect((await ada.client.get<Page<Link>>('/api/links')).body.items).toEqual([]);
    const teamLink = await createTestLink(ada.client, { name: 'Team link' });

    const list = await ada.client.get<WorkspaceList>('/api/workspaces');
    expect(list.body.items.map((item) => [item.name, item.personal, item.members])).toEqual([
      ['Ada Lovelace', true, 1],
      ['Harbour Bistro', false, 1],
    ]);

    const back = await ada.client.request<WorkspaceSummary>('PUT', '/api/workspaces/current', {
      workspaceId: personal.id,
    });
    expect(back.body.id).toBe(personal.id);
    const links = await ada.client.get<Page<Link>>('/api/links');
    expect(links.body.items.map((link) => link.id)).toEqual([ownLink.id]);
    expect((await ada.client.get(`/api/links/${teamLink.id}`)).status).toBe(404);

    await ada.client.request('PUT', '/api/workspaces/current', { workspaceId: created.body.id });
    const renamed = await ada.client.patch<WorkspaceSummary>('/api/workspace', { name: 'Harbour Bistro Kadıköy' });
    expect(renamed.body.name).toBe('Harbour Bistro Kadıköy');
    expect((await ada.client.get<Me>('/api/me')).body.workspace.name).toBe('Harbour Bistro Kadıköy');
  });

  it("put the person's own workspace first, not someone else's personal one they were invited into", async () => {
    const host = await buildSignedInUser(server(), { fullName: 'Ann Host' });
    const guest = await addMember(server(), host.me.workspace.id, 'editor', 'Zed Guest');
    expect((await guest.client.get<Me>('/api/me')).body.workspace).toMatchObject({ name: 'Ann Host', personal: true });
    const list = await guest.client.get<WorkspaceList>('/api/workspaces');
    expect(list.body.items.map((item) => item.name)).toEqual(['Zed Guest', 'Ann Host']);
    // A session that chose nothing (a new sign-in) works in the person's own workspace.
    const sessions = server().database.db.selectFrom('session').select('id').where('user_id', '=', guest.userId);
    await server().database.db.deleteFrom('session_workspace').where('session_id', 'in', sessions).execute();
    expect((await guest.client.get<Me>('/api/me')).body.workspace.id).toBe(guest.me.workspace.id);
  });

  it('refuse a bad name, a workspace one is not a member of, and keep the session where it was', async () => {
    const ada = await buildSignedInUser(server());
    const stranger = await buildTeam(server(), 'Not Yours');
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const refused = await ada.client.post<ErrorBody>('/api/workspaces', { name });
      expect(refused.status).toBe(422);
      expect(refused.body.error.details?.fields?.[0]?.path).toBe('name');
    }
    const switched = await ada.client.request('PUT', '/api/workspaces/current', { workspaceId: stranger.workspaceId });
    expect(switched.status).toBe(404);
    expect((await ada.client.get<Me>('/api/me')).body.workspace.personal).toBe(true);
    expect((await ada.client.get<WorkspaceList>('/api/workspaces')).body.items).toHaveLength(1);
  });

  it('are deleted with everything in them once the name is typed again; a personal one only with its account', async () => {
    const team = await buildTeam(server(), 'Pop-up Kitchen');
    const link = await createTestLink(team.owner.client, { name: 'Menu' });
    const wrong = await team.owner.client.request<ErrorBody>('DELETE', '/api/workspace', { confirmName: 'Pop-up' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details?.fields?.[0]).toMatchObject({ path: 'confirmName', code: 'name_mismatch' });
    expect((await team.owner.client.get(`/api/links/${link.id}`)).status).toBe(200);

    const admin = await team.members.admin.client.request('DELETE', '/api/workspace', {
      confirmName: 'Pop-up Kitchen',
    });
    expect(admin.status).toBe(403);

    const deleted = await team.owner.client.request('DELETE', '/api/workspace', { confirmName: 'Pop-up Kitchen' });
    expect(deleted.status).toBe(204);
    expect((await server().database.db.selectFrom('link').where('id', '=', link.id).selectAll().execute()).length).toBe(
      0,
    );
    // Every member's session falls back to their personal workspace.
    for (const person of Object.values(team.members)) {
      const me = await person.client.get<Me>('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.workspace.personal).toBe(true);
    }
    const personal = await team.owner.client.request<ErrorBody>('DELETE', '/api/workspace', {
      confirmName: team.owner.me.workspace.name,
    });
    expect(personal.status).toBe(409);
  });
});

describe('members', () => {
  const server = useTestServer();

  it('are listed for admins and owners only; roles change; only an owner gives or takes the owner role', async () => {
    const team = await buildTeam(server());
    const { owner, admin, editor, viewer } = team.members;
    const listed = await admin.client.get<{ items: Member[] }>('/api/members');
    expect(listed.body.items.map((member) => member.role)).toEqual(['owner', 'admin', 'editor', 'viewer']);
    for (const person of [editor, viewer]) {
      const refused = await person.client.get<ErrorBody>('/api/members');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'forbidden', details: { role: 'admin' } });
    }

    const promoted = await admin.client.patch<Member>(`/api/members/${viewer.userId}`, { role: 'editor' });
    expect(promoted.body.role).toBe('editor');
    // The change counts from the person's next request: a viewer made editor may now create links.
    expect((await viewer.client.post('/api/links', { name: 'Menu', url: 'https://example.com/menu' })).status).toBe(
      201,
    );

    const toOwner = await admin.client.patch<ErrorBody>(`/api/members/${editor.userId}`, { role: 'owner' });
    expect(toOwner.status).toBe(403);
    expect(toOwner.body.error.code).toBe('role_too_high');
    const ownerDemoted = await admin.client.patch<ErrorBody>(`/api/members/${owner.userId}`, { role: 'viewer' });
    expect(ownerDemoted.status).toBe(403);
    const removeOwner = await admin.client.delete<ErrorBody>(`/api/members/${owner.userId}`);
    expect(removeOwner.status).toBe(403);
    const badRole = await owner.client.patch<ErrorBody>(`/api/members/${editor.userId}`, { role: 'boss' });
    expect(badRole.status).toBe(422);
    expect((await owner.client.patch(`/api/members/nobody`, { role: 'viewer' })).status).toBe(404);
  });

  it('keep at least one owner; ownership is handed over by making another owner first', async () => {
    const team = await buildTeam(server());
    const { owner, admin } = team.members;
    const lastDemoted = await owner.client.patch<ErrorBody>(`/api/members/${owner.userId}`, { role: 'admin' });
    expect(lastDemoted.status).toBe(409);
    expect(lastDemoted.body.error.code).toBe('last_owner');
    const lastLeaves = await owner.client.post<ErrorBody>('/api/workspace/leave');
    expect(lastLeaves.status).toBe(409);

    expect((await owner.client.patch(`/api/members/${admin.userId}`, { role: 'owner' })).status).toBe(200);
    const left = await owner.client.post<WorkspaceSummary>('/api/workspace/leave');
    expect(left.status).toBe(200);
    expect(left.body.personal).toBe(true);
    const members = await admin.client.get<{ items: Member[] }>('/api/members');
    expect(members.body.items.map((member) => member.userId)).not.toContain(owner.userId);
  });

  it('two owners demoting each other at the same moment leave one owner', async () => {
    for (let round = 0; round < 5; round++) {
      const team = await buildTeam(server());
      const first = team.members.owner;
      const second = team.members.admin;
      await first.client.patch(`/api/members/${second.userId}`, { role: 'owner' });
      const answers = await Promise.all([
        first.client.patch(`/api/members/${second.userId}`, { role: 'editor' }),
        second.client.patch(`/api/members/${first.userId}`, { role: 'editor' }),
      ]);
      // The later one finds its caller no longer an owner (403) or the other the last owner (409).
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await server()
        .database.db.selectFrom('membership')
        .select('user_id')
        .where('workspace_id', '=', team.workspaceId)
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    }
  });

  it('removed, lose the workspace on their next request, and their API keys of it stop working', async () => {
    const team = await buildTeam(server());
    const { owner } = team.members;
    const admin = await addMember(server(), team.workspaceId, 'admin', 'Agency Admin');
    const key = await admin.client.post<{ secret: string }>('/api/api-keys', { name: 'Agency sync', role: 'editor' });
    expect(key.status).toBe(201);
    const bearer = { authorization: `Bearer ${key.body.secret}` };
    expect((await admin.client.get('/api/links', bearer)).status).toBe(200);

    // The page still shows the team: what it reads or saves is refused, not done in the person's own workspace.
    const page = { 'x-scanlink-workspace': team.workspaceId };
    expect((await admin.client.get('/api/links', page)).status).toBe(200);
    expect((await owner.client.delete(`/api/members/${admin.userId}`)).status).toBe(204);
    const stale = await admin.client.post<ErrorBody>(
      '/api/links',
      { name: 'Lost', url: 'https://example.com/x' },
      page,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'workspace_changed',
      details: { workspaceId: admin.me.workspace.id },
    });
    expect((await admin.client.get('/api/links', page)).status).toBe(409);
    // Its questions about the person still answer: that is how the page learns where it is now.
    const me = await admin.client.get<Me>('/api/me', page);
    expect(me.body.workspace.personal).toBe(true);
    const keyAfter = await admin.client.get<ErrorBody>('/api/links', bearer);
    expect(keyAfter.status).toBe(401);
  });

  it("act through a key with the key's role, never above the maker's current role", async () => {
    const team = await buildTeam(server());
    const { owner, admin } = team.members;
    const tooHigh = await admin.client.post<ErrorBody>('/api/api-keys', { name: 'Root', role: 'owner' });
    expect(tooHigh.status).toBe(403);
    expect(tooHigh.body.error).toMatchObject({ code: 'role_too_high' });
    const key = await admin.client.post<{ secret: string }>('/api/api-keys', { name: 'Writer', role: 'editor' });
    const bearer = { authorization: `Bearer ${key.body.secret}` };
    expect((await admin.client.post('/api/links', { name: 'A', url: 'https://example.com/a' }, bearer)).status).toBe(
      201,
    );

    await owner.client.patch(`/api/members/${admin.userId}`, { role: 'viewer' });
    const capped = await admin.client.post<ErrorBody>(
      '/api/links',
      { name: 'B', url: 'https://example.com/b' },
      bearer,
    );
    expect(capped.status).toBe(403);
    expect(capped.body.error.details).toMatchObject({ role: 'editor' });
    expect((await admin.client.get('/api/links', bearer)).status).toBe(200);
  });
});
