import {
  lesserRole,
  type CreateWorkspaceInput,
  type DeleteWorkspaceInput,
  type Role,
  type WorkspaceList,
  type WorkspaceSummary,
} from '../../../shared/workspaces.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { newEvent, originIn, type EventOrigin } from '../../events/new-event.js';
import type { ChangeScope } from '../../events/event-flow.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer, Viewer } from '../../http/kit/viewer.js';
import { soleOwnerships } from './members.repo.js';
import { memberErrors } from './members.service.js';
import {
  deleteWorkspaceRow,
  findMemberIds,
  findMembership,
  findPersonalWorkspaceId,
  findSessionWorkspace,
  findWorkspaceCreatedAt,
  findWorkspacesOfUser,
  insertPersonalWorkspace,
  insertSharedWorkspace,
  setSessionWorkspace,
  updateWorkspaceName,
  type WorkspaceMembership,
} from './workspaces.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

export const workspaceErrors = {
  personal: () =>
    new AppError(409, 'conflict', 'A personal workspace goes only with its account: delete the account instead.'),
  confirmName: () =>
    new AppError(422, 'validation_failed', 'Type the workspace’s name to confirm.', {
      fields: [{ path: 'confirmName', code: 'name_mismatch', message: 'This is not the workspace’s name.' }],
    }),
};

/**
 * The workspace every request of this user is scoped to: the one the session switched to, else the personal one
 * (made by the sign-up hook; made here too when missing, so a signed-in user always has a workspace).
 */
export async function sessionWorkspace(
  db: Db,
  user: { id: string; name: string },
  sessionId: string | null,
): Promise<WorkspaceMembership> {
  const existing = await findSessionWorkspace(db, user.id, sessionId);
  if (existing) return existing;
  return ensurePersonalWorkspace(db, user.id, user.name);
}

/** The person's personal workspace, made when missing (sign-up, an account older than workspaces). */
export async function ensurePersonalWorkspace(db: Db, userId: string, fullName: string): Promise<WorkspaceMembership> {
  let id = await findPersonalWorkspaceId(db, userId);
  if (!id) {
    await insertPersonalWorkspace(db, userId, fullName.trim() || 'Workspace', Date.now());
    id = await findPersonalWorkspaceId(db, userId);
  }
  const membership = id === undefined ? undefined : await findMembership(db, userId, id);
  if (!membership) throw new Error(`personal workspace of user ${userId} could not be created`);
  return membership;
}

/** The workspace an API key acts in, with its role capped by its creator's; undefined once the creator left. */
export async function apiKeyWorkspace(
  db: Db,
  key: { workspaceId: string; createdBy: string | null; role: Role },
): Promise<WorkspaceMembership | undefined> {
  if (!key.createdBy) return undefined;
  const membership = await findMembership(db, key.createdBy, key.workspaceId);
  return membership && { ...membership, role: lesserRole(key.role, membership.role) };
}

/** The id of the user's personal workspace; undefined when they have none. */
export function personalWorkspaceId(db: Db, userId: string): Promise<string | undefined> {
  return findPersonalWorkspaceId(db, userId);
}

/** Whether the person belongs to the workspace (a draft page's preview). */
export async function isWorkspaceMember(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  return (await findMembership(db, userId, workspaceId)) !== undefined;
}

/** When the workspace was made; a workspace deleted while the request ran is not found. */
export async function workspaceCreatedAt(db: Db, workspaceId: string): Promise<number> {
  const createdAt = await findWorkspaceCreatedAt(db, workspaceId);
  if (createdAt === undefined) throw httpErrors.notFound('workspace');
  return createdAt;
}

/** The workspaces the person belongs to. */
export async function workspaceIdsOf(db: Db, userId: string): Promise<string[]> {
  return (await findWorkspacesOfUser(db, userId)).map((workspace) => workspace.id);
}

/** Who belongs to the workspace (whom its notifications reach); none once it is gone. */
/** The members of a workspace (those of `roles` only, when given), the longest-standing first. */
export function workspaceMemberIds(db: Db, workspaceId: string, roles?: readonly Role[]): Promise<string[]> {
  return findMemberIds(db, workspaceId, roles);
}

export function summaryOf(workspace: WorkspaceMembership): WorkspaceSummary {
  return { id: workspace.id, name: workspace.name, role: workspace.role, personal: workspace.personal };
}

/** The workspaces the person belongs to, for the switcher. */
export async function listWorkspaces(deps: Deps, viewer: SessionViewer): Promise<WorkspaceList> {
  return { items: await findWorkspacesOfUser(deps.database.db, viewer.userId) };
}

/** A new shared workspace: its maker is its owner, and this session works in it from now on. */
export async function createWorkspace(
  deps: Deps,
  viewer: SessionViewer,
  input: CreateWorkspaceInput,
): Promise<WorkspaceSummary> {
  const id = newId();
  await deps.events.change(async ({ trx, publish }) => {
    await insertSharedWorkspace(trx, id, input.name, viewer.userId, Date.now());
    await setSessionWorkspace(trx, viewer.credential.sessionId, id);
    publish(newEvent('workspace.created', originIn(viewer, id), { id, name: input.name }));
  });
  return { id, name: input.name, role: 'owner', personal: false };
}

/** This browser session works in `workspaceId` from its next request on; 404 unless the person is a member. */
export async function switchWorkspace(
  deps: Deps,
  viewer: SessionViewer,
  workspaceId: string,
): Promise<WorkspaceSummary> {
  const membership = await findMembership(deps.database.db, viewer.userId, workspaceId);
  if (!membership) throw httpErrors.notFound('workspace');
  await setSessionWorkspace(deps.database.db, viewer.credential.sessionId, workspaceId);
  return summaryOf(membership);
}

export async function renameWorkspace(deps: Deps, viewer: Viewer, name: string): Promise<WorkspaceSummary> {
  await deps.events.change(async ({ trx, publish }) => {
    await updateWorkspaceName(trx, viewer.workspace.id, name);
    publish(newEvent('workspace.updated', viewer, { id: viewer.workspace.id, name, changed: ['name'] }));
  });
  return summaryOf({ ...viewer.workspace, name });
}

/**
 * Deletes a shared workspace with everything in it, once its name is typed again; its short links and pages stop on
 * every node at once (`workspace.deleted`). A personal workspace goes only with its account.
 */
export async function deleteWorkspace(deps: Deps, viewer: Viewer, input: DeleteWorkspaceInput): Promise<void> {
  if (viewer.workspace.personal) throw workspaceErrors.personal();
  if (input.confirmName.trim() !== viewer.workspace.name) throw workspaceErrors.confirmName();
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await deleteWorkspaceRow(trx, viewer.workspace.id))) throw httpErrors.notFound('workspace');
    publish(newEvent('workspace.deleted', viewer, { id: viewer.workspace.id }));
  });
}

/**
 * What an account's deletion does to the shared workspaces it belongs to, in the deletion's change: those where it
 * is the only member go with it; one where it is the only owner while others remain stops the deletion (409
 * `last_owner`: ownership is handed over first). Its other memberships go with the account row.
 */
export async function releaseSharedWorkspaces(
  scope: Pick<ChangeScope, 'trx' | 'publish'>,
  userId: string,
  origin: EventOrigin | undefined,
): Promise<void> {
  for (const workspace of await soleOwnerships(scope.trx, userId)) {
    if (workspace.otherMembers > 0) throw memberErrors.lastOwner();
    await deleteWorkspaceRow(scope.trx, workspace.id);
    const deletedBy = originIn(origin ?? { workspaceId: workspace.id }, workspace.id);
    scope.publish(newEvent('workspace.deleted', deletedBy, { id: workspace.id }));
  }
}
