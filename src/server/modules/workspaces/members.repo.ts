import type { Role } from '../../../shared/workspaces.js';
import type { Db } from '../../db/database.js';

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: number;
}

/** The workspace's members: owners first, then by name. */
export async function findMembers(db: Db, workspaceId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('membership')
    .innerJoin('user', 'user.id', 'membership.user_id')
    .select([
      'user.id as userId',
      'user.full_name as name',
      'user.email as email',
      'membership.role as role',
      'membership.created_at as joinedAt',
    ])
    .where('membership.workspace_id', '=', workspaceId)
    .orderBy('membership.created_at')
    .execute();
  const rank = (role: Role) => ['owner', 'admin', 'editor', 'viewer'].indexOf(role);
  return rows
    .map((row) => ({ ...row, joinedAt: Number(row.joinedAt) }))
    .sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
}

export async function findMember(db: Db, workspaceId: string, userId: string): Promise<MemberRow | undefined> {
  return (await findMembers(db, workspaceId)).find((member) => member.userId === userId);
}

export async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('membership')
    .select((eb) => eb.fn.countAll<number>().as('owners'))
    .where('workspace_id', '=', workspaceId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

export async function insertMember(db: Db, workspaceId: string, userId: string, role: Role, now: number) {
  const result = await db
    .insertInto('membership')
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateMemberRole(db: Db, workspaceId: string, userId: string, role: Role): Promise<void> {
  await db
    .updateTable('membership')
    .set({ role })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes the member; the sessions that worked in the workspace go back to their person's own. */
export async function deleteMember(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db.deleteFrom('membership').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
  await db
    .deleteFrom('session_workspace')
    .where('workspace_id', '=', workspaceId)
    .where('session_id', 'in', (eb) => eb.selectFrom('session').select('id').where('user_id', '=', userId))
    .execute();
}

/** Whether the address already belongs to a member of the workspace. */
export async function isMemberAddress(db: Db, workspaceId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('membership')
    .innerJoin('user', 'user.id', 'membership.user_id')
    .select('user.id')
    .where('membership.workspace_id', '=', workspaceId)
    .where('user.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** The shared workspaces the person is the only owner of, with how many other members each has. */
export async function soleOwnerships(db: Db, userId: string) {
  const rows = await db
    .selectFrom('membership as mine')
    .innerJoin('workspace', 'workspace.id', 'mine.workspace_id')
    .select(['workspace.id as id', 'workspace.name as name'])
    .select((eb) =>
      eb
        .selectFrom('membership as member')
        .whereRef('member.workspace_id', '=', 'mine.workspace_id')
        .where('member.user_id', '<>', userId)
        .select((count) => count.fn.countAll<number>().as('others'))
        .as('others'),
    )
    .where('mine.user_id', '=', userId)
    .where('mine.role', '=', 'owner')
    .where('workspace.personal_user_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('membership as other')
            .select('other.user_id')
            .whereRef('other.workspace_id', '=', 'mine.workspace_id')
            .where('other.user_id', '<>', userId)
            .where('other.role', '=', 'owner'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, otherMembers: Number(row.others ?? 0) }));
}

/** A person's name, address and language, by their id or by the address they sign in with. */
export async function findPerson(db: Db, by: { id: string } | { email: string }) {
  return db
    .selectFrom('user')
    .select(['id', 'full_name as name', 'email', 'locale'])
    .where('id' in by ? 'id' : 'email', '=', 'id' in by ? by.id : by.email)
    .executeTakeFirst();
}
