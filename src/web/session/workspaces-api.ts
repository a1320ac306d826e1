import type {
  ChangeRoleInput,
  CreateInvitationInput,
  CreateWorkspaceInput,
  DeleteWorkspaceInput,
  Invitation,
  InvitationPreview,
  Member,
  SentInvitation,
  WorkspaceList,
  WorkspaceSummary,
} from '../../shared/workspaces.js';
import { api } from '../api/client.js';

// The person's workspaces and the one this browser session works in (docs/teams.md). A switch applies to the
// session's next request on, in every tab of this browser: see workspace-switch.ts.
export const listWorkspaces = () => api<WorkspaceList>('/api/workspaces');
export const createWorkspace = (input: CreateWorkspaceInput) =>
  api<WorkspaceSummary>('/api/workspaces', { method: 'POST', body: input });
export const switchWorkspace = (workspaceId: string) =>
  api<WorkspaceSummary>('/api/workspaces/current', { method: 'PUT', body: { workspaceId } });

// The current workspace.
export const renameWorkspace = (name: string) =>
  api<WorkspaceSummary>('/api/workspace', { method: 'PATCH', body: { name } });
export const deleteWorkspace = (input: DeleteWorkspaceInput) =>
  api<null>('/api/workspace', { method: 'DELETE', body: input });
export const leaveWorkspace = () => api<null>('/api/workspace/leave', { method: 'POST', body: {} });

// Its members and invitations (admins and owners).
export const listMembers = () => api<{ items: Member[] }>('/api/members');
export const changeMemberRole = (userId: string, input: ChangeRoleInput) =>
  api<Member>(`/api/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: input });
export const removeMember = (userId: string) =>
  api<null>(`/api/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const listInvitations = () => api<{ items: Invitation[] }>('/api/invitations');
export const createInvitation = (input: CreateInvitationInput) =>
  api<SentInvitation>('/api/invitations', { method: 'POST', body: input });
export const resendInvitation = (id: string) =>
  api<SentInvitation>(`/api/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {} });
export const revokeInvitation = (id: string) =>
  api<null>(`/api/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

// An invitation's link: what it is for (anyone holding it), and accepting it (signed in with the invited address).
export const previewInvitation = (token: string) =>
  api<InvitationPreview>('/api/invitations/preview', { method: 'POST', body: { token } });
export const acceptInvitation = (token: string) =>
  api<WorkspaceSummary>('/api/invitations/accept', { method: 'POST', body: { token } });
