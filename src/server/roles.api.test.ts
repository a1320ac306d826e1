import { describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '../shared/workspaces.js';
import type { AnyRoute } from './http/kit/route.js';
import { permissionOf } from './http/kit/authorize.js';
import { buildSignedInUser, type SignedInPerson } from './test/builders.js';
import { useTestServer } from './test/harness.js';
import { buildTeam, type BuiltTeam } from './test/teams.js';

const TEAM_NAME = 'Matrix Team';

interface Caller {
  name: string;
  headers(): Record<string, string>;
  /** The role the permission table judges this caller by; absent for a member of another workspace. */
  role?: Role;
  viaKey: boolean;
}

interface Answer {
  status: number;
  code: string | undefined;
}

/**
 * Every operation of the API, called as each role (a browser session and an API key of that role) and as a member of
 * another workspace, each answer checked against the permission table (shared/workspaces.ts): a role without the
 * operation's permission gets 403 `forbidden`, a role with it never does (nor 401); a key on an account route gets
 * 403; an outsider reaching for the workspace's own objects gets 404. The operations are read from the app's route
 * declarations, so one added later is tried without being listed here.
 */
describe('every operation, as every role', () => {
  const server = useTestServer({ API_KEY_RATE_LIMIT: '100000' });

  it('answers as the permission table says', { timeout: 240_000 }, async () => {
    const team = await buildTeam(server(), TEAM_NAME);
    const outsider = await buildSignedInUser(server(), { fullName: 'Oscar Outsider' });
    const routes = server().app.apiRoutes.filter((route) => (route.access ?? 'workspace') !== 'public');
    const callers = await callersOf(team);
    const ids = await realIds(team, routes);
    const checked: string[] = [];
    let outsiderChecks = 0;

    // Reads first, deletions last: an object one role deletes is still there for the reads of the others.
    const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as const;
    for (const route of [...routes].sort((a, b) => order[a.method] - order[b.method])) {
      const permission = permissionOf(route);
      const { path, real } = pathOf(route, ids, team);
      if (real) {
        outsiderChecks += 1;
        const answer = await call(route, path, outsiderHeaders(outsider));
        expect(answer.status, `outsider ${route.operationId}`).toBe(404);
      }
      for (const caller of callers) {
        const answer = await call(route, path, caller.headers());
        const label = `${caller.name} ${route.method} ${route.url} (${permission})`;
        expect(answer.status, label).not.toBe(401);
        if (caller.viaKey && route.access === 'account') {
          expect([answer.status, answer.code], label).toEqual([403, 'forbidden']);
        } else if (
          permission === 'account' ||
          can(caller.role as Role, permission as Exclude<typeof permission, 'account' | undefined>)
        ) {
          expect(answer.code === 'forbidden' && answer.status === 403, `${label}: ${answer.code}`).toBe(false);
        } else {
          expect([answer.status, answer.code], label).toEqual([403, 'forbidden']);
        }
        if (route.method !== 'GET') await restore(team);
        checked.push(label);
      }
    }
    expect(checked.length).toBe(routes.length * callers.length);
    expect(outsiderChecks, 'operations tried by an outsider on the workspace’s own objects').toBeGreaterThanOrEqual(40);
  });

  it('lets a viewer change nothing of the workspace: only their own notifications, downloads, and leaving', () => {
    const viewerWrites = server()
      .app.apiRoutes.filter((route) => route.method !== 'GET' && permissionOf(route) === 'view')
      .map((route) => route.operationId)
      .sort();
    expect(viewerWrites).toEqual([
      'downloadQrCodes',
      'leaveWorkspace',
      'readAllNotifications',
      'readNotification',
      'updateNotificationSettings',
    ]);
  });

  /** A session and a key of each role (keys made by the owner, so the key's own role is the one that counts). */
  async function callersOf(team: BuiltTeam): Promise<Caller[]> {
    const callers: Caller[] = [];
    for (const role of [...ROLES].reverse()) {
      const person = team.members[role];
      callers.push({
        name: `${role} session`,
        role,
        viaKey: false,
        headers: () => ({ cookie: person.client.cookieHeader() }),
      });
      const key = await team.owner.client.post<{ secret: string }>('/api/api-keys', { name: `${role} key`, role });
      expect(key.status).toBe(201);
      callers.push({
        name: `${role} key`,
        role,
        viaKey: true,
        headers: () => ({ authorization: `Bearer ${key.body.secret}` }),
      });
    }
    return callers;
  }

  /** The workspace's own objects, made by the owner through each create operation with its documented example. */
  async function realIds(team: BuiltTeam, routes: readonly AnyRoute[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    const headers = { cookie: team.owner.client.cookieHeader() };
    for (const route of routes) {
      if (route.method !== 'POST' || route.url.includes(':') || route.response.status !== 201) continue;
      const response = await fetch(`${server().url}${route.url}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(route.example.body ?? {}),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      if (response.status === 201 && typeof body.id === 'string') ids.set(route.url, body.id);
      await restore(team);
    }
    return ids;
  }

  /** The route's path with the workspace's own ids where it has one of that kind, else the documented example's. */
  function pathOf(route: AnyRoute, ids: Map<string, string>, team: BuiltTeam) {
    let real = false;
    const params = (route.example.params ?? {}) as Record<string, string>;
    const path = route.url.replace(/:(\w+)/g, (_whole, name: string, offset: number) => {
      const own =
        name === 'userId'
          ? team.members.editor.userId
          : name === 'id'
            ? ids.get(route.url.slice(0, offset - 1))
            : undefined;
      if (own) real = true;
      return encodeURIComponent(own ?? params[name] ?? 'x');
    });
    const query = new URLSearchParams((route.example.query ?? {}) as Record<string, string>).toString();
    return { path: query ? `${path}?${query}` : path, real };
  }

  async function call(route: AnyRoute, path: string, headers: Record<string, string>): Promise<Answer> {
    const aborter = new AbortController();
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE' ? true : route.body !== undefined;
    const response = await fetch(`${server().url}${path}`, {
      method: route.method,
      redirect: 'manual',
      signal: aborter.signal,
      headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(route.example.body ?? {}) : undefined,
    });
    // A stream (the live events) answers its headers and stays open: its status is all this test needs.
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      aborter.abort();
      return { status: response.status, code: undefined };
    }
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      code = undefined;
    }
    return { status: response.status, code };
  }

  function outsiderHeaders(outsider: SignedInPerson) {
    return { cookie: outsider.client.cookieHeader() };
  }

  /**
   * Puts the team back as it was built after an operation that may have changed it (a member removed or leaving, a
   * role changed, the workspace renamed, a session switched to a workspace it made).
   */
  async function restore(team: BuiltTeam): Promise<void> {
    const db = server().database.db;
    await db.updateTable('workspace').set({ name: TEAM_NAME }).where('id', '=', team.workspaceId).execute();
    for (const role of ROLES) {
      const userId = team.members[role].userId;
      await db
        .insertInto('membership')
        .values({ workspace_id: team.workspaceId, user_id: userId, role, created_at: Date.now() })
        .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doUpdateSet({ role }))
        .execute();
      const sessions = await db.selectFrom('session').select('id').where('user_id', '=', userId).execute();
      for (const { id } of sessions) {
        await db
          .insertInto('session_workspace')
          .values({ session_id: id, workspace_id: team.workspaceId })
          .onConflict((oc) => oc.column('session_id').doUpdateSet({ workspace_id: team.workspaceId }))
          .execute();
      }
    }
  }
});
