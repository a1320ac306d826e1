import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleAtLeast, ROLES, type Role, type WorkspaceSummary } from '../../../shared/workspaces.js';
import {
  changeMemberRole,
  createInvitation,
  listInvitations,
  listMembers,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from '../../session/workspaces-api.js';

// The current workspace's members and pending invitations (admins and owners). The keys change with the workspace
// only through a switch, which forgets every cached answer anyway.
export const membersKey = ['members'] as const;
export const invitationsKey = ['invitations'] as const;

export function useMembers() {
  return useQuery({ queryKey: membersKey, queryFn: listMembers });
}

export function useInvitations() {
  return useQuery({ queryKey: invitationsKey, queryFn: listInvitations });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeMemberRole(userId, { role }),
    // A refused change (the last owner, a role above one's own) puts the select back to what is saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/**
 * The roles a member may hand out in the workspace: none above their own (only owners make owners), and no second
 * owner of a personal workspace, which has one owner, its account.
 */
export function grantableRoles(workspace: Pick<WorkspaceSummary, 'role' | 'personal'>): Role[] {
  return ROLES.filter((role) => roleAtLeast(workspace.role, role) && !(role === 'owner' && workspace.personal));
}
