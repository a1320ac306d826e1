import type { Db } from '../../db/database.js';

/** How many responses the workspace's forms got in [from, to) (the weekly summary). */
export async function countResponsesBetween(
  db: Db,
  workspaceId: string,
  [from, to]: [number, number],
): Promise<number> {
  const row = await db
    .selectFrom('response')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
