import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account.js';
import type { ErrorBody } from '../../../shared/errors.js';
import type { Page } from '../../../shared/list.js';
import type { Notification } from '../../../shared/notifications.js';
import type { Link } from '../../../shared/links.js';
import type { InvitationPreview, SentInvitation, WorkspaceSummary } from '../../../shared/workspaces.js';
import { buildSignedInUser } from '../../test/builders.js';
import { TestClient } from '../../test/client.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { buildPersonSpeaking, useServerWithMail } from '../../test/mail.js';
import { waitForMailMatching } from '../../test/password-reset.js';
import { buildTeam } from '../../test/teams.js';

/** The token of an invitation link (`…/invitation#<token>`). */
const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

describe('invitations, mailed', () => {
  const servers = useServerWithMail();

  it("reach the invitee in their language; they join with the link's role and work in the workspace", async () => {
    const { server, smtp } = servers();
    const team = await buildTeam(server, 'Harbour Bistro');
    const invitee = await buildPersonSpeaking(server, 'de', { fullName: 'Deniz Kaya' });
    const sent = await team.owner.client.post<SentInvitation>('/api/invitations', {
      email: ` ${invitee.email.toUpperCase()} `,
      role: 'editor',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: invitee.email, role: 'editor', mailed: true, invitedBy: 'Olga Owner' });

    const mail = await waitForMailMatching(smtp, invitee.email, /\/invitation#/);
    expect(mail.subject).toBe('Olga Owner hat Sie zu Harbour Bistro auf Scanlink eingeladen');
    expect(mail.text).toContain('Bearbeiter');
    const link = mail.text.match(/https?:\/\/\S+\/invitation#[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link).toBe(sent.body.link);
    expect(mail.html).toContain(link);

    // Anyone holding the link sees what it is for, before signing in.
    const preview = await new TestClient(server.url).post<InvitationPreview>('/api/invitations/preview', {
      token: tokenOf(link),
    });
    expect(preview.body).toMatchObject({ workspaceName: 'Harbour Bistro', invitedBy: 'Olga Owner', role: 'editor' });

    const joined = await invitee.client.post<WorkspaceSummary>('/api/invitations/accept', { token: tokenOf(link) });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: team.workspaceId, role: 'editor', personal: false });
    expect((await invitee.client.get<Me>('/api/me')).body.workspace.id).toBe(team.workspaceId);
    const made = await createTestLink(invitee.client, { name: 'Autumn menu' });
    const seen = await team.owner.client.get<Page<Link>>('/api/links');
    expect(seen.body.items.map((item) => item.id)).toContain(made.id);

    // The inviter hears who joined.
    const notified = async () =>
      (await team.owner.client.get<{ items: Notification[] }>('/api/notifications')).body.items.find(
        (item) => item.kind === 'member.joined',
      );
    await expect.poll(notified, { timeout: 20_000 }).toBeDefined();
    expect((await notified())?.params).toMatchObject({ memberId: invitee.userId, role: 'editor', name: 'Deniz Kaya' });
    // The bell is the workspace's: in the personal workspace it shows none of this one's.
    const personal = team.owner.me.workspace.id;
    await team.owner.client.request('PUT', '/api/workspaces/current', { workspaceId: personal });
    const elsewhere = await team.owner.client.get<{ items: Notification[]; unread: number }>('/api/notifications');
    expect([elsewhere.body.items, elsewhere.body.unread]).toEqual([[], 0]);
    await team.owner.client.request('PUT', '/api/workspaces/current', { workspaceId: team.workspaceId });

    // Used once: the same link again is gone, and so is the pending invitation.
    const again = await invitee.client.post<ErrorBody>('/api/invitations/accept', { token: tokenOf(link) });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('link_invalid');
    expect((await team.owner.client.get('/api/invitations')).body.items).toEqual([]);
  });
});

describe('invitations', () => {
  const server = useTestServer();

  async function invite(client: TestClient, email: string, role = 'viewer') {
    const sent = await client.post<SentInvitation>('/api/invitations', { email, role });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return sent.body;
  }

  it('give the link to copy on a server without mail', async () => {
    const team = await buildTeam(server());
    const sent = await invite(team.owner.client, 'ayla@example.com');
    expect(sent.mailed).toBe(false);
    expect(sent.link).toMatch(new RegExp(`^${server().config.publicUrl}/invitation#[A-Za-z0-9_-]{43}$`));
    // Only the token's hash is stored.
    const stored = await server().database.db.selectFrom('invitation').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(sent.link));
  });

  it('must be accepted with the invited address', async () => {
    const team = await buildTeam(server());
    const sent = await invite(team.owner.client, 'invited@example.com');
    const other = await buildSignedInUser(server(), { email: 'someone-else@example.com' });
    const refused = await other.client.post<ErrorBody>('/api/invitations/accept', { token: tokenOf(sent.link) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'invitation_other_address',
      details: { email: 'invited@example.com' },
    });
    expect((await other.client.get<Me>('/api/me')).body.workspace.personal).toBe(true);
    // The link still works for the right person.
    const invited = await buildSignedInUser(server(), { email: 'invited@example.com' });
    expect((await invited.client.post('/api/invitations/accept', { token: tokenOf(sent.link) })).status).toBe(200);
  });

  it('stop working when expired, revoked or resent (the new link works), and answer 410 for any other token', async () => {
    const team = await buildTeam(server());
    const client = team.owner.client;
    const person = await buildSignedInUser(server(), { email: 'late@example.com' });
    const expired = await invite(client, 'late@example.com');
    await server()
      .database.db.updateTable('invitation')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', expired.id)
      .execute();
    const late = await person.client.post<ErrorBody>('/api/invitations/accept', { token: tokenOf(expired.link) });
    expect(late.status).toBe(410);
    expect((await client.get('/api/invitations')).body.items).toEqual([]);

    const revoked = await invite(client, 'late@example.com');
    expect((await client.delete(`/api/invitations/${revoked.id}`)).status).toBe(204);
    expect((await person.client.post('/api/invitations/accept', { token: tokenOf(revoked.link) })).status).toBe(410);
    expect((await client.delete(`/api/invitations/${revoked.id}`)).status).toBe(404);

    const first = await invite(client, 'late@example.com');
    const resent = await client.post<SentInvitation>(`/api/invitations/${first.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.link).not.toBe(first.link);
    expect((await person.client.post('/api/invitations/accept', { token: tokenOf(first.link) })).status).toBe(410);
    expect((await person.client.post('/api/invitations/accept', { token: tokenOf(resent.body.link) })).status).toBe(
      200,
    );

    const unknown = await new TestClient(server().url).post<ErrorBody>('/api/invitations/preview', { token: 'nope' });
    expect(unknown.status).toBe(410);
  });

  it('refuse a member, a bad address and a role above the inviter’s own, on the field', async () => {
    const team = await buildTeam(server());
    const { owner, admin, editor } = team.members;
    const member = await owner.client.post<ErrorBody>('/api/invitations', { email: editor.email, role: 'viewer' });
    expect(member.status).toBe(422);
    expect(member.body.error.details?.fields?.[0]).toMatchObject({ path: 'email', code: 'already_member' });
    const bad = await owner.client.post<ErrorBody>('/api/invitations', { email: 'not-an-address', role: 'viewer' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.fields?.[0]).toMatchObject({ path: 'email', code: 'invalid_email' });
    const above = await admin.client.post<ErrorBody>('/api/invitations', { email: 'boss@example.com', role: 'owner' });
    expect(above.status).toBe(403);
    expect(above.body.error.details?.fields?.[0]).toMatchObject({ path: 'role', code: 'role_too_high' });
    const editorInvites = await editor.client.post<ErrorBody>('/api/invitations', {
      email: 'x@example.com',
      role: 'viewer',
    });
    expect(editorInvites.status).toBe(403);
    expect((await owner.client.get('/api/invitations')).body.items).toEqual([]);
  });

  it('let one person join a second workspace and switch between the two', async () => {
    const first = await buildTeam(server(), 'First Café');
    const second = await buildTeam(server(), 'Second Café');
    const person = await buildSignedInUser(server(), { email: 'both@example.com' });
    for (const team of [first, second]) {
      const sent = await invite(team.owner.client, 'both@example.com', 'editor');
      expect((await person.client.post('/api/invitations/accept', { token: tokenOf(sent.link) })).status).toBe(200);
    }
    const names = (await person.client.get<{ items: WorkspaceSummary[] }>('/api/workspaces')).body.items.map(
      (item) => item.name,
    );
    expect(names).toEqual(['Grace Hopper', 'First Café', 'Second Café']);
    expect((await person.client.get<Me>('/api/me')).body.workspace.name).toBe('Second Café');
  });
});
