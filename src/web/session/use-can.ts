import { can, type Permission, type Role, type WorkspaceSummary } from '../../shared/workspaces.js';
import { useMe } from './session.js';

/** The signed-in person's role in the workspace this browser session works in; undefined while the session loads. */
export function useRole(): Role | undefined {
  return useMe().data?.workspace.role;
}

/**
 * Whether the person's role in the current workspace holds `permission` (shared/workspaces.ts, the table the server
 * enforces): screens hide what the role cannot do rather than offer buttons the server would refuse.
 */
export function useCan(permission: Permission): boolean {
  const role = useRole();
  return role !== undefined && can(role, permission);
}

/** Whether this is the person's own workspace, the one that goes only with their account (and cannot be left). */
export function isOwnPersonal(workspace: Pick<WorkspaceSummary, 'personal' | 'role'>): boolean {
  // `personal` belongs to the workspace: a member of someone else's personal workspace sees it too, but only its
  // account is its owner.
  return workspace.personal && workspace.role === 'owner';
}
