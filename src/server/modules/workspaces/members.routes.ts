import * as z from 'zod/mini';
import {
  changeRoleSchema,
  createInvitationSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  memberListSchema,
  memberSchema,
  sentInvitationSchema,
  workspaceSummarySchema,
  type Invitation,
  type Member,
} from '../../../shared/workspaces.js';
import { idParamsSchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.js';
import { changeMemberRole, leaveWorkspace, listMembers, removeMember } from './members.service.js';

const MEMBERS = 'Members';
const MEMBER: Member = {
  userId: '0196f3c4-8888-7c1d-9b2a-4f6e8d0c1a2b',
  name: 'Deniz Kaya',
  email: 'deniz@example.com',
  role: 'editor',
  joinedAt: '2026-03-01T09:30:00.000Z',
};
const INVITATION: Invitation = {
  id: '0196f3c4-9999-7c1d-9b2a-4f6e8d0c1a2b',
  email: 'ayla@example.com',
  role: 'viewer',
  invitedBy: 'Deniz Kaya',
  createdAt: '2026-03-01T09:30:00.000Z',
  expiresAt: '2026-03-08T09:30:00.000Z',
};
const userParams = z.strictObject({ userId: z.string().check(z.minLength(1)) });
// Invitations send mail: limited per address, like every route that does.
const INVITE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * The current workspace's members and its invitations, and accepting an invitation by its link. From a signed-in
 * session only, like the API keys: a key never changes who may use the workspace.
 */
export function memberRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/members',
      access: 'account',
      permission: 'manage_members',
      operationId: 'listMembers',
      summary: "The workspace's members and their roles",
      tag: MEMBERS,
      response: { status: 200, description: 'Owners first, then by name.', schema: memberListSchema },
      example: { response: { items: [MEMBER] } },
      handler: ({ viewer }) => listMembers(ctx, viewer),
    }),
    route({
      method: 'PATCH',
      url: '/api/members/:userId',
      access: 'account',
      permission: 'manage_members',
      operationId: 'changeMemberRole',
      summary: "Change a member's role",
      description:
        'Only an owner gives or takes the owner role (403 `role_too_high`); the last owner keeps it (409 `last_owner`).',
      tag: MEMBERS,
      params: userParams,
      body: changeRoleSchema,
      errors: [409],
      response: { status: 200, description: 'The member with their new role.', schema: memberSchema },
      example: { params: { userId: MEMBER.userId }, body: { role: 'editor' }, response: MEMBER },
      handler: ({ viewer, params, body }) => changeMemberRole(ctx, viewer, params.userId, body.role),
    }),
    route({
      method: 'DELETE',
      url: '/api/members/:userId',
      access: 'account',
      permission: 'manage_members',
      operationId: 'removeMember',
      summary: 'Remove a member from the workspace',
      description: 'Their next request no longer reaches it, and their API keys of it stop working.',
      tag: MEMBERS,
      params: userParams,
      errors: [409],
      response: { status: 204, description: 'Removed.' },
      example: { params: { userId: MEMBER.userId } },
      handler: ({ viewer, params }) => removeMember(ctx, viewer, params.userId),
    }),
    route({
      method: 'POST',
      url: '/api/workspace/leave',
      access: 'account',
      permission: 'view',
      operationId: 'leaveWorkspace',
      summary: 'Leave the current workspace',
      description: 'The last owner cannot leave (409 `last_owner`); the session goes back to your personal workspace.',
      tag: MEMBERS,
      errors: [409],
      response: {
        status: 200,
        description: 'The workspace this session now works in.',
        schema: workspaceSummarySchema,
      },
      example: {
        response: { id: '0196f3c4-2222-7c1d-9b2a-4f6e8d0c1a2b', name: 'Ayşe Yılmaz', role: 'owner', personal: true },
      },
      handler: ({ viewer }) => leaveWorkspace(ctx, viewer),
    }),
    route({
      method: 'GET',
      url: '/api/invitations',
      access: 'account',
      permission: 'manage_members',
      operationId: 'listInvitations',
      summary: 'The invitations waiting to be accepted',
      tag: MEMBERS,
      response: { status: 200, description: 'Newest first.', schema: invitationListSchema },
      example: { response: { items: [INVITATION] } },
      handler: ({ viewer }) => listInvitations(ctx, viewer),
    }),
    route({
      method: 'POST',
      url: '/api/invitations',
      access: 'account',
      permission: 'manage_members',
      operationId: 'createInvitation',
      summary: 'Invite someone by e-mail, with a role',
      description:
        'The link is mailed when the server sends mail, and is in this answer either way, to copy; it works for 7 ' +
        'days. A role above your own is refused (403 `role_too_high`), a member’s address too (422 `already_member`). ' +
        'Inviting an address again renews its invitation.',
      tag: MEMBERS,
      body: createInvitationSchema,
      rateLimit: INVITE_LIMIT,
      response: { status: 201, description: 'The invitation and its link.', schema: sentInvitationSchema },
      example: {
        body: { email: INVITATION.email, role: INVITATION.role },
        response: { ...INVITATION, link: 'https://scan.example/invitation#Qm7xKfT2vR9bLw4Zp', mailed: true },
      },
      handler: ({ viewer, body }) => createInvitation(ctx, viewer, body),
    }),
    route({
      method: 'POST',
      url: '/api/invitations/:id/resend',
      access: 'account',
      permission: 'manage_members',
      operationId: 'resendInvitation',
      summary: 'Send an invitation again, with a new link',
      description: 'The old link stops working; the new one works for 7 days.',
      tag: MEMBERS,
      params: idParamsSchema,
      rateLimit: INVITE_LIMIT,
      response: { status: 200, description: 'The invitation and its new link.', schema: sentInvitationSchema },
      example: {
        params: { id: INVITATION.id },
        response: { ...INVITATION, link: 'https://scan.example/invitation#Qm7xKfT2vR9bLw4Zp', mailed: true },
      },
      handler: ({ viewer, params }) => resendInvitation(ctx, viewer, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/api/invitations/:id',
      access: 'account',
      permission: 'manage_members',
      operationId: 'revokeInvitation',
      summary: 'Revoke an invitation',
      description: 'Its link stops working at once.',
      tag: MEMBERS,
      params: idParamsSchema,
      response: { status: 204, description: 'Revoked.' },
      example: { params: { id: INVITATION.id } },
      handler: ({ viewer, params }) => revokeInvitation(ctx, viewer, params.id),
    }),
    route({
      method: 'POST',
      url: '/api/invitations/preview',
      access: 'public',
      operationId: 'previewInvitation',
      summary: 'What an invitation link is for',
      description:
        'The workspace, who invited, the address and role; 410 `link_invalid` once used, revoked or expired.',
      tag: MEMBERS,
      body: invitationTokenSchema,
      rateLimit: INVITE_LIMIT,
      errors: [410],
      response: { status: 200, description: 'The invitation.', schema: invitationPreviewSchema },
      example: {
        body: { token: 'Qm7xKfT2vR9bLw4Zp' },
        response: {
          workspaceName: 'Harbour Bistro',
          invitedBy: INVITATION.invitedBy,
          email: INVITATION.email,
          role: INVITATION.role,
          expiresAt: INVITATION.expiresAt,
        },
      },
      handler: ({ body }) => previewInvitation(ctx, body.token),
    }),
    route({
      method: 'POST',
      url: '/api/invitations/accept',
      access: 'account',
      permission: 'account',
      operationId: 'acceptInvitation',
      summary: 'Accept an invitation as the signed-in person',
      description:
        'The signed-in address must be the invited one (403 `invitation_other_address`). This session then works in ' +
        'the workspace.',
      tag: MEMBERS,
      body: invitationTokenSchema,
      errors: [410],
      response: { status: 200, description: 'The workspace joined.', schema: workspaceSummarySchema },
      example: {
        body: { token: 'Qm7xKfT2vR9bLw4Zp' },
        response: {
          id: '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b',
          name: 'Harbour Bistro',
          role: 'viewer',
          personal: false,
        },
      },
      handler: ({ viewer, body }) => acceptInvitation(ctx, viewer, body.token),
    }),
  ];
}
