import type { Db } from '../../db/database.js';
import { readBool } from '../../db/dialect.js';
import { storedColumns, type PlainOf } from '../../db/stored-columns.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

/** A page's booleans and its content (JSON), also as the public page reads them. */
export const pageColumns = storedColumns({ bool: ['published', 'type_active'], json: ['content'] });

/**
 * A page with the name of its campaign, whether its type is still offered, its views of all time (page_view_day,
 * added to by the public page) and the number of dynamic QR codes that lead to it.
 */
const selectPage = (db: Db) =>
  db
    .selectFrom('page')
    .selectAll('page')
    .select((eb) => [
      eb
        .selectFrom('campaign')
        .select('campaign.name')
        .whereRef('campaign.id', '=', 'page.campaign_id')
        .as('campaign_name'),
      eb
        .selectFrom('page_type')
        .select('page_type.active')
        .whereRef('page_type.id', '=', 'page.page_type_id')
        .as('type_active'),
      eb
        .selectFrom('page_view_day')
        .select((inner) => inner.fn.sum<number | string>('page_view_day.views').as('views'))
        .whereRef('page_view_day.page_id', '=', 'page.id')
        .as('views'),
      eb
        .selectFrom('qr')
        .select((inner) => inner.fn.countAll<number | string>().as('codes'))
        .whereRef('qr.page_id', '=', 'page.id')
        .as('qr_codes'),
    ]);
export type PageRow = PlainOf<
  typeof pageColumns,
  Awaited<ReturnType<ReturnType<typeof selectPage>['executeTakeFirstOrThrow']>>
>;

/** Get, list (by name), insert, update and delete, within a workspace. */
export const pages = workspaceRepo({
  table: 'page',
  select: selectPage,
  searchColumns: ['page.name'],
  stored: pageColumns,
});

/** Whether new pages may take the type; undefined for a type the catalogue does not have. */
export async function pageTypeActive(db: Db, typeId: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('page_type').select('active').where('id', '=', typeId).executeTakeFirst();
  return row && readBool(row.active);
}

/** True when the campaign belongs to the workspace. */
export async function campaignOwnedBy(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('campaign')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The dynamic QR codes that lead to the page, oldest first. */
export async function codesOfPage(db: Db, workspaceId: string, pageId: string) {
  return db
    .selectFrom('qr')
    .select(['id', 'name', 'hash'])
    .where('workspace_id', '=', workspaceId)
    .where('page_id', '=', pageId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The page's name, when it is the workspace's (a QR code may lead only to its own workspace's pages). */
export async function pageNameOf(db: Db, workspaceId: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('page')
    .select('name')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name;
}
