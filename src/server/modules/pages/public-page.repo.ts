import { sql } from 'kysely';
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

// Rows per statement (SQLite allows 500 terms in one compound SELECT): a statement of 100 takes a few milliseconds.
const VIEW_ROWS_PER_STATEMENT = 100;

/**
 * Adds views per page and day (a batch from this node), a hundred rows per statement, and lets the event loop turn
 * between statements: one upsert per page took the thread that answers redirects ~0.1 ms each, and SQLite answers on
 * that thread, so a second of a thousand pages' views held the redirects for 80 ms (`docs/benchmarks.md`). A page
 * deleted since its views were counted is skipped: the rows are joined to the page table, so they name only pages
 * that still exist. Runs in the caller's transaction.
 */
export async function addPageViews(trx: Db, views: readonly { pageId: string; day: string; views: number }[]) {
  for (let at = 0; at < views.length; at += VIEW_ROWS_PER_STATEMENT) {
    // Redirects waiting meanwhile are answered before the next statement.
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const [first, ...rest] = views.slice(at, at + VIEW_ROWS_PER_STATEMENT).map((row) =>
      // Typed parameters: PostgreSQL would otherwise take a bare parameter in a select list for text.
      trx.selectNoFrom((eb) => [
        eb.cast<string>(eb.val(row.pageId), 'text').as('page_id'),
        eb.cast<string>(eb.val(row.day), 'text').as('day'),
        eb.cast<number>(eb.val(row.views), 'integer').as('views'),
      ]),
    );
    if (!first) return;
    const counted = rest.reduce((union, row) => union.unionAll(row), first);
    await trx
      .insertInto('page_view_day')
      .columns(['page_id', 'day', 'views'])
      .expression((eb) =>
        eb
          .selectFrom(counted.as('counted'))
          .innerJoin('page', 'page.id', 'counted.page_id')
          .select(['page.id', 'counted.day', 'counted.views'])
          // SQLite reads `ON CONFLICT` after a join as the join's condition unless a WHERE comes between.
          .where(sql<boolean>`true`),
      )
      .onConflict((conflict) =>
        conflict.columns(['page_id', 'day']).doUpdateSet((eb) => ({
          views: eb('page_view_day.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
}

/**
 * Adds views per page, day and the rule or variant that sent them (in the caller's transaction); a page deleted since
 * is left out, as `addPageViews` leaves it out.
 */
export async function addRouteViews(
  trx: Db,
  views: readonly { pageId: string; routeId: string; day: string; views: number }[],
): Promise<void> {
  if (views.length === 0) return;
  const pages = await trx
    .selectFrom('page')
    .select('id')
    .where('id', 'in', [...new Set(views.map((row) => row.pageId))])
    .execute();
  const live = new Set(pages.map((page) => page.id));
  for (const row of views.filter((view) => live.has(view.pageId))) {
    await trx
      .insertInto('page_view_route')
      .values({ page_id: row.pageId, route_id: row.routeId, day: row.day, views: row.views })
      .onConflict((conflict) =>
        conflict.columns(['route_id', 'day', 'page_id']).doUpdateSet((eb) => ({
          views: eb('page_view_route.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
}
