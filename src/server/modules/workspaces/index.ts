// The workspaces module's face: the personal workspace of an account, when a workspace began and who
// belongs to it.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { ensurePersonalWorkspace, workspaceCreatedAt, workspaceMemberIds } from './workspaces.service.js';
