import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Permission } from '../../shared/workspaces.js';
import { useCan } from '../session/use-can.js';
import { RoleRequired } from './RoleRequired.js';

/** Shows `children` only to a role that holds `permission`: no create, edit or delete button the server would refuse. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}

/**
 * A route's screens for the roles that hold `permission` (the forms that create and edit): any other role reached
 * them by a typed or old address, and reads why it cannot go on instead of a form whose save would be refused.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  return useCan(permission) ? <Outlet /> : <RoleRequired permission={permission} standalone />;
}
