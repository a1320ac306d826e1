import { can, leastRoleFor } from '../../../shared/workspaces.js';
import { AppError } from '../errors.js';
import type { Access, AnyRoute, RoutePermission } from './route.js';
import type { Viewer } from './viewer.js';

/** The permission a route declared; a route that is not public and declares none is a programming error. */
export function permissionOf(declaration: AnyRoute): RoutePermission | undefined {
  const access: Access = declaration.access ?? 'workspace';
  if (access === 'public') return undefined;
  if (!declaration.permission) {
    throw new Error(
      `route ${declaration.operationId} declares no permission (see RoutePermission in http/kit/route.ts)`,
    );
  }
  return declaration.permission;
}

/** The header the web app sends with the workspace its page shows (see `assertSameWorkspace`). */
export const WORKSPACE_HEADER = 'x-scanlink-workspace';

/**
 * Refuses a request from a page that shows another workspace than the session now works in (another tab switched,
 * or the person was removed and the session fell back to their own workspace): 409 `workspace_changed`, so that
 * nothing is read or saved in a workspace the page does not name. Routes about the person (`account`) answer anyway:
 * they are how the page learns where it is. Clients that send no header (scripts, keys) are not concerned.
 */
export function assertSameWorkspace(viewer: Viewer, permission: RoutePermission, header: unknown): void {
  if (permission === 'account' || typeof header !== 'string' || viewer.credential.kind !== 'session') return;
  if (header === viewer.workspace.id) return;
  throw new AppError(
    409,
    'workspace_changed',
    'This browser now works in another workspace. Reload the page to see it.',
    { workspaceId: viewer.workspace.id },
  );
}

/**
 * Refuses a caller whose role in the workspace lacks the route's permission: 403 `forbidden`, with the role it needs
 * (`details.role`) so the app can say so. An API key acts with its own role, never above its creator's.
 */
export function authorize(viewer: Viewer, permission: RoutePermission): void {
  if (permission === 'account' || can(viewer.workspace.role, permission)) return;
  const needed = leastRoleFor(permission);
  throw new AppError(
    403,
    'forbidden',
    `Your role in this workspace (${viewer.workspace.role}) cannot do this: it needs ${needed} or above.`,
    { role: needed },
  );
}
