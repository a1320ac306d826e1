import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../shared/audit.js';
import type { ErrorBody } from '../../../shared/errors.js';
import { TestClient } from '../../test/client.js';
import { signUpUser } from '../../test/factories.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { addMember, buildTeam } from '../../test/teams.js';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
// A London address in the geolocation database the tests ship with (TRUST_PROXY: the proxy's header counts).
const FROM_LONDON = { 'user-agent': FIREFOX, 'x-forwarded-for': '81.2.69.142' };

async function entries(client: TestClient, query = ''): Promise<AuditEntry[]> {
  const page = await client.get<AuditPage>(`/api/audit${query}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.items;
}

describe('the audit log', () => {
  const server = useTestServer({ TRUST_PROXY: 'true' });

  it('has every change with who, what, which object (named even once deleted), when, country and device', async () => {
    const team = await buildTeam(server(), 'Audited Bistro');
    const { owner, editor, admin } = team.members;
    const link = await createTestLink(editor.client, { name: 'Spring menu' });
    expect(
      (await editor.client.patch(`/api/links/${link.id}`, { url: 'https://example.com/new' }, FROM_LONDON)).status,
    ).toBe(200);
    expect((await editor.client.delete(`/api/links/${link.id}`, FROM_LONDON)).status).toBe(204);
    await owner.client.patch(`/api/members/${editor.userId}`, { role: 'viewer' });
    await admin.client.post('/api/invitations', { email: 'new@example.com', role: 'viewer' });

    const log = await entries(admin.client);
    expect(log.map((entry) => entry.action).slice(0, 5)).toEqual([
      'invitation.created',
      'member.role_changed',
      'link.deleted',
      'link.updated',
      'link.created',
    ]);
    const [invited, roleChanged, deleted, updated] = log;
    expect(deleted).toMatchObject({
      actor: { kind: 'person', id: editor.userId, name: 'Editor Member' },
      subject: { type: 'link', id: link.id, name: 'Spring menu' },
      device: 'Firefox · Ubuntu',
    });
    expect(updated?.details).toMatchObject({ changed: ['url'] });
    expect(roleChanged).toMatchObject({
      subject: { type: 'member', id: editor.userId, name: 'Editor Member' },
      details: { role: 'viewer', previousRole: 'editor' },
    });
    expect(invited?.subject).toMatchObject({ type: 'invitation', name: 'new@example.com' });
    // The country comes from the address once the geolocation databases are read (a second after the start).
    await expect
      .poll(async () => {
        await editor.client.get('/api/links', FROM_LONDON);
        await owner.client.patch('/api/workspace', { name: 'Audited Bistro' }, FROM_LONDON);
        return (await entries(admin.client, '?subjectType=workspace&limit=1'))[0]?.country;
      })
      .toBe('GB');
    // No address is kept anywhere in the log.
    const rows = await server().database.db.selectFrom('audit_entry').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('81.2.69.142');
  });

  it('records keys made, first used and revoked, exports and sign-ins', async () => {
    const person = await signUpUser(server(), { fullName: 'Signed Person' });
    const key = await person.client.post<{ id: string; secret: string }>('/api/api-keys', {
      name: 'Sync',
      role: 'editor',
    });
    const bearer = new TestClient(server().url, { authorization: `Bearer ${key.body.secret}`, ...FROM_LONDON });
    await bearer.get('/api/links');
    await bearer.get('/api/links');
    const link = await createTestLink(bearer, { name: 'By key' });
    expect((await bearer.get(`/api/links/${link.id}/clicks.csv`)).status).toBe(200);
    await person.client.delete(`/api/api-keys/${key.body.id}`);
    await person.client.post('/api/auth/sign-in/email', { email: person.email, password: person.password });

    const log = await entries(person.client);
    expect(log.map((entry) => entry.action)).toEqual([
      'member.signed_in',
      'api_key.revoked',
      'export.downloaded',
      'link.created',
      'api_key.first_used',
      'api_key.created',
      // Signing up signs in too.
      'member.signed_in',
    ]);
    const byAction = new Map(log.map((entry) => [entry.action, entry]));
    expect(byAction.get('api_key.first_used')).toMatchObject({
      actor: { kind: 'api_key', id: key.body.id, name: 'Sync' },
      device: 'Firefox · Ubuntu',
    });
    expect(byAction.get('link.created')?.actor).toMatchObject({ kind: 'api_key', name: 'Sync', userId: person.me.id });
    expect(byAction.get('export.downloaded')?.details).toEqual({
      kind: 'clicks',
      subjectType: 'link',
      subjectId: link.id,
    });
    expect(byAction.get('api_key.revoked')?.subject.name).toBe('Sync');
  });

  it('filters by person, kind and days, pages with a cursor, and exports as CSV', async () => {
    const team = await buildTeam(server(), 'Filtered Bistro');
    const { owner, editor } = team.members;
    for (const name of ['One', 'Two', 'Three']) await createTestLink(editor.client, { name });
    await createTestLink(owner.client, { name: 'Owner link' });

    const byEditor = await entries(owner.client, `?actor=${editor.userId}&subjectType=link`);
    expect(byEditor.map((entry) => entry.subject.name)).toEqual(['Three', 'Two', 'One']);
    const first = await owner.client.get<AuditPage>(`/api/audit?subjectType=link&limit=2`);
    const second = await owner.client.get<AuditPage>(
      `/api/audit?subjectType=link&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect([...first.body.items, ...second.body.items].map((entry) => entry.subject.name)).toEqual([
      'Owner link',
      'Three',
      'Two',
      'One',
    ]);
    expect(second.body.nextCursor).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries(owner.client, `?from=${today}&to=${today}&subjectType=link`)).toHaveLength(4);
    expect(await entries(owner.client, '?to=2020-01-01')).toEqual([]);

    const csv = await owner.client.get<string>('/api/audit.csv?subjectType=link');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'occurred_at,actor_kind,actor_id,actor_name,action,subject_type,subject_id,subject_name,details,country,device',
    );
    expect(lines).toHaveLength(5);
    // The export is itself in the log.
    expect((await entries(owner.client, '?subjectType=export'))[0]?.details).toMatchObject({ kind: 'audit' });

    const bad = await owner.client.get<ErrorBody>('/api/audit?subjectType=planet&from=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.fields?.map((field) => field.path).sort()).toEqual(['from', 'subjectType']);
  });

  it('is for admins and owners only, and never shows another workspace’s entries', async () => {
    const team = await buildTeam(server(), 'Private Bistro');
    const other = await buildTeam(server(), 'Other Bistro');
    await createTestLink(other.owner.client, { name: 'Theirs' });
    for (const role of ['editor', 'viewer'] as const) {
      expect((await team.members[role].client.get('/api/audit')).status).toBe(403);
      expect((await team.members[role].client.get('/api/audit.csv')).status).toBe(403);
    }
    const outsiderView = await entries(team.owner.client, '?subjectType=link');
    expect(outsiderView).toEqual([]);
    const joined = await addMember(server(), team.workspaceId, 'admin', 'Late Admin');
    expect((await entries(joined.client)).every((entry) => entry.subject.name !== 'Theirs')).toBe(true);
  });
});
