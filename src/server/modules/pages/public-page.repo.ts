import type { Db } from '../../db/database.js';
import { pageColumns } from './pages.repo.js';

/** The page as `/p/{id}` shows it, with whether its type is still offered. */
export async function findPublicPage(db: Db, pageId: string) {
  const row = await db
    .selectFrom('page')
    .innerJoin('page_type', 'page_type.id', 'page.page_type_id')
    .select([
      'page.id',
      'page.workspace_id',
      'page.name',
      'page.page_type_id',
      'page.content',
      'page.published',
      'page.updated_at',
      'page_type.active as type_active',
    ])
    .where('page.id', '=', pageId)
    .executeTakeFirst();
  return row && pageColumns.read(row);
}

/** What the page needs to know of its uploads (never their bytes): only the workspace's own. */
export async function findPageMedia(db: Db, workspaceId: string, mediaIds: readonly string[]) {
  if (mediaIds.length === 0) return [];
  return db
    .selectFrom('media')
    .select(['id', 'kind', 'content_type', 'file_name', 'bytes', 'active_content'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...mediaIds])
    .execute();
}

/**
 * Adds views per page and day (a batch from this node). A page deleted since its views were counted is skipped:
 * its rows come from the page table, so they name only pages that still exist. Runs in the caller's transaction.
 */
export async function addPageViews(trx: Db, views: readonly { pageId: string; day: string; views: number }[]) {
  for (const { pageId, day, views: count } of views) {
    await trx
      .insertInto('page_view_day')
      .columns(['page_id', 'day', 'views'])
      .expression((eb) =>
        eb
          .selectFrom('page')
          // Typed parameters: PostgreSQL would otherwise take a bare parameter in a select list for text.
          .select((inner) => [
            'page.id',
            inner.cast<string>(inner.val(day), 'text').as('day'),
            inner.cast<number>(inner.val(count), 'integer').as('views'),
          ])
          .where('page.id', '=', pageId),
      )
      .onConflict((conflict) =>
        conflict.columns(['page_id', 'day']).doUpdateSet((eb) => ({
          views: eb('page_view_day.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
}
