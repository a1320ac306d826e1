// The workspaces module's face: the workspace a request works in and the caller's role there, the personal
// workspace of an account, who belongs to a workspace, and the routes of workspaces, members and invitations.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export {
  apiKeyWorkspace,
  ensurePersonalWorkspace,
  isWorkspaceMember,
  personalWorkspaceId,
  releaseSharedWorkspaces,
  sessionWorkspace,
  workspaceCreatedAt,
  workspaceIdsOf,
  workspaceMemberIds,
} from './workspaces.service.js';
export type { WorkspaceMembership } from './workspaces.repo.js';
export { workspaceRoutes } from './workspaces.routes.js';
export { memberRoutes } from './members.routes.js';
