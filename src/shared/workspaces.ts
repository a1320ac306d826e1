// Workspaces, their members and roles, and invitations: the one permission table the server enforces on every
// route (http/kit) and the web app reads to hide what a role cannot do (docs/teams.md).
import * as z from 'zod/mini';
import { emailSchema } from './email.js';
import { instantSchema } from './list.js';

/** From the most to the least rights. */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a route needs of its caller's role in the workspace:
 * - `view`: read content, statistics and exports; one's own notifications;
 * - `edit`: create, change and delete content (links, codes, pages, forms, events, locations, campaigns, uploads);
 * - `manage_members`: see and invite members, change their roles, remove them;
 * - `manage_keys`, `manage_webhooks`: the workspace's API keys and webhook endpoints;
 * - `read_audit`: the audit log;
 * - `manage_workspace`: rename the workspace;
 * - `manage_billing`: company details and the plan;
 * - `delete_workspace`: delete it with everything in it.
 * Routes about the person rather than a workspace (profile, password, their list of workspaces) declare `account`.
 */
export const PERMISSIONS = [
  'view',
  'edit',
  'manage_members',
  'manage_keys',
  'manage_webhooks',
  'read_audit',
  'manage_workspace',
  'manage_billing',
  'delete_workspace',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The permission table: which roles hold each permission. */
export const PERMISSION_TABLE: Readonly<Record<Permission, readonly Role[]>> = {
  view: ['owner', 'admin', 'editor', 'viewer'],
  edit: ['owner', 'admin', 'editor'],
  manage_members: ['owner', 'admin'],
  manage_keys: ['owner', 'admin'],
  manage_webhooks: ['owner', 'admin'],
  read_audit: ['owner', 'admin'],
  manage_workspace: ['owner', 'admin'],
  manage_billing: ['owner'],
  delete_workspace: ['owner'],
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSION_TABLE[permission].includes(role);
}

/** The lowest role that holds `permission` (what the API documentation states). */
export function leastRoleFor(permission: Permission): Role {
  const roles = PERMISSION_TABLE[permission];
  return roles[roles.length - 1] as Role;
}

/** Whether `role` has at least the rights of `other` (an API key's role is at most its creator's). */
export function roleAtLeast(role: Role, other: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(other);
}

/** The lesser of two roles: what a key acts with when its creator's role fell below the key's. */
export function lesserRole(a: Role, b: Role): Role {
  return roleAtLeast(a, b) ? b : a;
}

export const WORKSPACE_NAME_MAX = 80;
/** How long an invitation's link can be used. */
export const INVITATION_DAYS = 7;

const roleField = z.enum(ROLES, { error: 'invalid_option' });
const workspaceName = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(WORKSPACE_NAME_MAX, { error: 'too_long' }),
    z.describe('What the members see in the workspace switcher, e.g. "Harbour Bistro".'),
  );

/** The caller's workspace as `/api/me` and the switcher show it. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES).check(z.describe("The caller's role in it.")),
  personal: z.boolean().check(z.describe('The workspace every account has of its own; it goes only with the account.')),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceListSchema = z.object({
  items: z.array(z.extend(workspaceSummarySchema, { members: z.number() })),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const createWorkspaceSchema = z.strictObject({ name: workspaceName });
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;
export const renameWorkspaceSchema = z.strictObject({ name: workspaceName });

/** Deleting a workspace takes its name, typed again, as the confirmation. */
export const deleteWorkspaceSchema = z.strictObject({
  confirmName: z
    .string({ error: 'required' })
    .check(z.describe("The workspace's name, typed again: everything in it is deleted.")),
});
export type DeleteWorkspaceInput = z.infer<typeof deleteWorkspaceSchema>;

export const switchWorkspaceSchema = z.strictObject({
  workspaceId: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' })),
});

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  joinedAt: instantSchema,
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ items: z.array(memberSchema) });

export const changeRoleSchema = z.strictObject({ role: roleField });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

export const createInvitationSchema = z.strictObject({
  email: emailSchema,
  role: roleField,
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.nullable(z.string()).check(z.describe('The name of the member who sent it.')),
  createdAt: instantSchema,
  expiresAt: instantSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** A new or resent invitation: its link is in this answer only (it is also mailed when mail is set up). */
export const sentInvitationSchema = z.extend(invitationSchema, {
  link: z.string().check(z.describe('The link to accept it, to copy when the server sends no mail; shown once.')),
  mailed: z.boolean(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationTokenSchema = z.strictObject({
  token: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(200)),
});

/** What the invitation page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedBy: z.nullable(z.string()),
  email: z.string(),
  role: z.enum(ROLES),
  expiresAt: instantSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
