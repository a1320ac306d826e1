import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';

export interface WorkspaceMembership {
  id: string;
  name: string;
  role: 'owner' | 'member';
}

/** The user's workspace: the personal one first, else the oldest membership. */
export async function findWorkspaceOfUser(db: Db, userId: string): Promise<WorkspaceMembership | undefined> {
  return db
    .selectFrom('membership')
    .innerJoin('workspace', 'workspace.id', 'membership.workspace_id')
    .select(['workspace.id as id', 'workspace.name as name', 'membership.role as role'])
    .where('membership.user_id', '=', userId)
    .orderBy('membership.created_at')
    .limit(1)
    .executeTakeFirst();
}

/** Creates the personal workspace and the owner's membership; does nothing when the user already has one. */
export async function insertPersonalWorkspace(db: Db, userId: string, name: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = newId();
    const inserted = await trx
      .insertInto('workspace')
      .values({ id, name, owner_user_id: userId, created_at: now })
      .onConflict((oc) => oc.column('owner_user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('membership')
      .values({ workspace_id: id, user_id: userId, role: 'owner', created_at: now })
      .execute();
  });
}

/** When the workspace was made (the start of its "all time"), or undefined when it is gone. */
export async function findWorkspaceCreatedAt(db: Db, workspaceId: string): Promise<number | undefined> {
  const row = await db.selectFrom('workspace').select('created_at').where('id', '=', workspaceId).executeTakeFirst();
  return row ? Number(row.created_at) : undefined;
}

/** The ids of the workspace's members, owner first. */
export async function findMemberIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('membership')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.user_id);
}
