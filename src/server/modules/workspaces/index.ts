// The workspaces module's face: the personal workspace of an account and when a workspace began.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { ensurePersonalWorkspace, workspaceCreatedAt } from './workspaces.service.js';
