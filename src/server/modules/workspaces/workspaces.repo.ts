import { sql } from 'kysely';
import type { Role } from '../../../shared/workspaces.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

/** A workspace as one of its members works in it. */
export interface WorkspaceMembership {
  id: string;
  name: string;
  role: Role;
  personal: boolean;
}

const membershipColumns = [
  'workspace.id as id',
  'workspace.name as name',
  'membership.role as role',
  'workspace.personal_user_id as personalUserId',
] as const;

function toMembership(row: { id: string; name: string; role: Role; personalUserId: string | null }) {
  return { id: row.id, name: row.name, role: row.role, personal: row.personalUserId !== null };
}

/**
 * The workspace a session works in: the one it switched to while the person is still a member of it, else their
 * personal workspace, else the one they joined first. One query, on every request: a removed member or a changed
 * role counts from the next request on, on every node.
 */
export async function findSessionWorkspace(
  db: Db,
  userId: string,
  sessionId: string | null,
): Promise<WorkspaceMembership | undefined> {
  const row = await db
    .selectFrom('membership')
    .innerJoin('workspace', 'workspace.id', 'membership.workspace_id')
    .leftJoin('session_workspace', (join) =>
      join
        .onRef('session_workspace.workspace_id', '=', 'membership.workspace_id')
        .on('session_workspace.session_id', '=', sessionId ?? ''),
    )
    .select(membershipColumns)
    .where('membership.user_id', '=', userId)
    .orderBy(sql`case when session_workspace.session_id is null then 1 else 0 end`)
    // Their own workspace, not someone else's personal one they were invited into.
    .orderBy(sql`case when workspace.personal_user_id = ${userId} then 0 else 1 end`)
    .orderBy('membership.created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? toMembership(row) : undefined;
}

/** The person's role in a workspace, or undefined when they are not a member. */
export async function findMembership(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceMembership | undefined> {
  const row = await db
    .selectFrom('membership')
    .innerJoin('workspace', 'workspace.id', 'membership.workspace_id')
    .select(membershipColumns)
    .where('membership.user_id', '=', userId)
    .where('membership.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? toMembership(row) : undefined;
}

/** Every workspace the person belongs to with their role and its member count: their own first, then by name. */
export async function findWorkspacesOfUser(db: Db, userId: string) {
  const rows = await db
    .selectFrom('membership')
    .innerJoin('workspace', 'workspace.id', 'membership.workspace_id')
    .select(membershipColumns)
    .select((eb) =>
      eb
        .selectFrom('membership as other')
        .whereRef('other.workspace_id', '=', 'workspace.id')
        .select((count) => count.fn.countAll<number>().as('members'))
        .as('members'),
    )
    .where('membership.user_id', '=', userId)
    // The person's own workspace first; someone else's personal one is among the shared ones.
    .orderBy(sql`case when workspace.personal_user_id = ${userId} then 0 else 1 end`)
    .orderBy('workspace.name')
    .orderBy('workspace.id')
    .execute();
  return rows.map((row) => ({ ...toMembership(row), members: Number(row.members ?? 0) }));
}

/** The id of the person's personal workspace, or undefined. */
export async function findPersonalWorkspaceId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('workspace').select('id').where('personal_user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** Creates the personal workspace and the owner's membership; does nothing when the user already has one. */
export async function insertPersonalWorkspace(db: Db, userId: string, name: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = newId();
    const inserted = await trx
      .insertInto('workspace')
      .values({ id, name, personal_user_id: userId, created_at: now })
      .onConflict((oc) => oc.column('personal_user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('membership')
      .values({ workspace_id: id, user_id: userId, role: 'owner', created_at: now })
      .execute();
  });
}

/** A new shared workspace with its first owner. */
export async function insertSharedWorkspace(db: Db, id: string, name: string, ownerId: string, now: number) {
  await db.insertInto('workspace').values({ id, name, personal_user_id: null, created_at: now }).execute();
  await db
    .insertInto('membership')
    .values({ workspace_id: id, user_id: ownerId, role: 'owner', created_at: now })
    .execute();
}

export async function updateWorkspaceName(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('workspace').set({ name }).where('id', '=', id).execute();
}

/** Deletes the workspace; its content, members, keys and invitations go with it (foreign keys). */
export async function deleteWorkspaceRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('workspace').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes `workspaceId` the one this browser session works in. */
export async function setSessionWorkspace(db: Db, sessionId: string, workspaceId: string): Promise<void> {
  await db
    .insertInto('session_workspace')
    .values({ session_id: sessionId, workspace_id: workspaceId })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ workspace_id: workspaceId }))
    .execute();
}

/** When the workspace was made (the start of its "all time"), or undefined when it is gone. */
export async function findWorkspaceCreatedAt(db: Db, workspaceId: string): Promise<number | undefined> {
  const row = await db.selectFrom('workspace').select('created_at').where('id', '=', workspaceId).executeTakeFirst();
  return row ? Number(row.created_at) : undefined;
}

/** The ids of the workspace's members, in the order they joined. */
export async function findMemberIds(db: Db, workspaceId: string, roles?: readonly Role[]): Promise<string[]> {
  let query = db.selectFrom('membership').select('user_id').where('workspace_id', '=', workspaceId);
  if (roles) query = query.where('role', 'in', [...roles]);
  const rows = await query.orderBy('created_at').execute();
  return rows.map((row) => row.user_id);
}

/**
 * Takes the workspace's row lock for the rest of the transaction, so that changes to its members run one after the
 * other: two owners demoting each other at once cannot both see the other still an owner. (SQLite runs one write
 * transaction at a time anyway.)
 */
export async function lockWorkspace(db: Db, workspaceId: string): Promise<boolean> {
  const result = await db
    .updateTable('workspace')
    .set({ name: sql`name` })
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
