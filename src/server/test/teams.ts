import type { Role, WorkspaceSummary } from '../../shared/workspaces.js';
import { buildSignedInUser, type SignedInPerson } from './builders.js';
import type { TestServer } from './harness.js';

/** A shared workspace with a signed-in member of each role asked for, each session working in it. */
export interface BuiltTeam {
  workspaceId: string;
  owner: SignedInPerson;
  members: Record<Role, SignedInPerson>;
}

/**
 * A shared workspace made by its owner through the API, and one person per role made a member straight in the
 * database (no invitation: for tests about what a role may do, not about joining), each session switched to it.
 */
export async function buildTeam(server: TestServer, name = 'Harbour Bistro'): Promise<BuiltTeam> {
  const owner = await buildSignedInUser(server, { fullName: 'Olga Owner' });
  const created = await owner.client.post<WorkspaceSummary>('/api/workspaces', { name });
  if (created.status !== 201) throw new Error(`the workspace was not made: ${created.status}`);
  const workspaceId = created.body.id;
  const members = { owner } as Record<Role, SignedInPerson>;
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    members[role] = await addMember(server, workspaceId, role, `${role[0]?.toUpperCase()}${role.slice(1)} Member`);
  }
  return { workspaceId, owner, members };
}

/** A new signed-in person made a member of the workspace with `role`, their session working in it. */
export async function addMember(server: TestServer, workspaceId: string, role: Role, fullName: string) {
  const person = await buildSignedInUser(server, { fullName });
  await server.database.db
    .insertInto('membership')
    .values({ workspace_id: workspaceId, user_id: person.userId, role, created_at: Date.now() })
    .execute();
  const switched = await person.client.request('PUT', '/api/workspaces/current', { workspaceId });
  if (switched.status !== 200) throw new Error(`could not switch to the workspace: ${switched.status}`);
  return person;
}
