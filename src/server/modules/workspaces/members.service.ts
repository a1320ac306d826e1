import { roleAtLeast, type Role, type WorkspaceSummary } from '../../../shared/workspaces.js';
import type { AppContext } from '../../app-context.js';
import type { ChangeScope } from '../../events/event-flow.js';
import { newEvent } from '../../events/new-event.js';
import { msToIso } from '../../db/dialect.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer, Viewer } from '../../http/kit/viewer.js';
import {
  countOwners,
  deleteMember,
  findMember,
  findMembers,
  updateMemberRole,
  type MemberRow,
} from './members.repo.js';
import { findSessionWorkspace, lockWorkspace } from './workspaces.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

export const memberErrors = {
  lastOwner: () =>
    new AppError(
      409,
      'last_owner',
      'A workspace keeps at least one owner: make another member an owner first, or delete the workspace.',
    ),
  personalOwner: () =>
    new AppError(
      409,
      'conflict',
      'A personal workspace has one owner, its account: create a shared workspace instead.',
    ),
  roleTooHigh: (path: string, message = 'Only an owner can give or take the owner role.') =>
    new AppError(403, 'role_too_high', message, { fields: [{ path, code: 'role_too_high', message }] }),
};

export function toMember(row: MemberRow) {
  return { ...row, joinedAt: msToIso(row.joinedAt) };
}

export async function listMembers(deps: Deps, viewer: Viewer) {
  return { items: (await findMembers(deps.database.db, viewer.workspace.id)).map(toMember) };
}

/**
 * Gives a member another role. Only an owner gives or takes the owner role (an admin manages the others), and the
 * last owner keeps it: the workspace's row lock runs two such changes one after the other, so two owners demoting
 * each other at once leave one.
 */
export async function changeMemberRole(deps: Deps, viewer: Viewer, userId: string, role: Role) {
  return deps.events.change(async (scope) => {
    const member = await lockedMember(scope, viewer, userId);
    if ((member.role === 'owner' || role === 'owner') && viewer.workspace.role !== 'owner') {
      throw memberErrors.roleTooHigh('role');
    }
    if (role === 'owner' && viewer.workspace.personal) throw memberErrors.personalOwner();
    if (member.role === role) return toMember(member);
    if (member.role === 'owner') await keepAnOwner(scope, viewer.workspace.id);
    await updateMemberRole(scope.trx, viewer.workspace.id, userId, role);
    scope.publish(newEvent('member.role_changed', viewer, { id: userId, role, previousRole: member.role }));
    return toMember({ ...member, role });
  });
}

/**
 * Takes a member out of the workspace (or the caller, leaving it): their next request no longer reaches it, on any
 * node, and their API keys of it stop working. An admin cannot remove an owner; the last owner cannot go.
 */
export async function removeMember(deps: Deps, viewer: Viewer, userId: string): Promise<void> {
  await deps.events.change(async (scope) => {
    const member = await lockedMember(scope, viewer, userId);
    const leaving = userId === viewer.userId;
    if (!leaving && member.role === 'owner' && !roleAtLeast(viewer.workspace.role, 'owner')) {
      throw memberErrors.roleTooHigh('userId', 'Only an owner can remove an owner.');
    }
    if (member.role === 'owner') await keepAnOwner(scope, viewer.workspace.id);
    await deleteMember(scope.trx, viewer.workspace.id, userId);
    scope.publish(newEvent('member.removed', viewer, { id: userId, role: member.role, left: leaving }));
  });
}

/** The caller leaves the workspace; the answer is the one their session works in now (their personal one). */
export async function leaveWorkspace(deps: Deps, viewer: SessionViewer): Promise<WorkspaceSummary> {
  await removeMember(deps, viewer, viewer.userId);
  const now = await findSessionWorkspace(deps.database.db, viewer.userId, viewer.credential.sessionId);
  if (!now) throw httpErrors.notFound('workspace');
  return { id: now.id, name: now.name, role: now.role, personal: now.personal };
}

async function lockedMember(scope: ChangeScope, viewer: Viewer, userId: string): Promise<MemberRow> {
  if (!(await lockWorkspace(scope.trx, viewer.workspace.id))) throw httpErrors.notFound('workspace');
  const member = await findMember(scope.trx, viewer.workspace.id, userId);
  if (!member) throw httpErrors.notFound('member');
  return member;
}

async function keepAnOwner(scope: ChangeScope, workspaceId: string): Promise<void> {
  if ((await countOwners(scope.trx, workspaceId)) <= 1) throw memberErrors.lastOwner();
}
