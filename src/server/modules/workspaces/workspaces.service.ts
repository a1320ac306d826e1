import type { Db } from '../../db/database.js';
import { httpErrors } from '../../http/errors.js';
import {
  findMemberIds,
  findWorkspaceCreatedAt,
  findWorkspaceOfUser,
  insertPersonalWorkspace,
  type WorkspaceMembership,
} from './workspaces.repo.js';

/**
 * The workspace every request of this user is scoped to. Made at sign-up by the auth hook; made here too when
 * missing (a hook that failed half-way, an account older than workspaces), so a signed-in user always has one.
 */
export async function ensurePersonalWorkspace(db: Db, userId: string, fullName: string): Promise<WorkspaceMembership> {
  const existing = await findWorkspaceOfUser(db, userId);
  if (existing) return existing;
  await insertPersonalWorkspace(db, userId, fullName.trim() || 'Workspace', Date.now());
  const created = await findWorkspaceOfUser(db, userId);
  if (!created) throw new Error(`personal workspace of user ${userId} could not be created`);
  return created;
}

/** When the workspace was made; a workspace deleted while the request ran is not found. */
export async function workspaceCreatedAt(db: Db, workspaceId: string): Promise<number> {
  const createdAt = await findWorkspaceCreatedAt(db, workspaceId);
  if (createdAt === undefined) throw httpErrors.notFound('workspace');
  return createdAt;
}

/** Who belongs to the workspace (whom its notifications reach); none once it is gone. */
export function workspaceMemberIds(db: Db, workspaceId: string): Promise<string[]> {
  return findMemberIds(db, workspaceId);
}
