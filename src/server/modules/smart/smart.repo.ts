import type { Db } from '../../db/database.js';
import { readBool } from '../../db/dialect.js';
import { dialectOf } from '../../db/stored-columns.js';

interface RouteRow {
  id: string;
  kind: 'rule' | 'variant';
  name: string | null;
  url: string;
}

/**
 * Makes the owner's `route` rows what its rules and variants are now: new ones inserted, kept ones renamed and
 * re-aimed, the rest marked retired (kept: their clicks still need a name).
 */
export async function saveRoutes(
  trx: Db,
  workspaceId: string,
  owner: string,
  routes: readonly RouteRow[],
  now: number,
): Promise<void> {
  const existing = await trx.selectFrom('route').select('id').where('owner', '=', owner).execute();
  const known = new Set(existing.map((row) => row.id));
  for (const route of routes) {
    if (known.has(route.id)) {
      await trx
        .updateTable('route')
        .set({ name: route.name, url: route.url, kind: route.kind, retired_at: null })
        .where('id', '=', route.id)
        .execute();
    } else {
      await trx
        .insertInto('route')
        .values({ ...route, workspace_id: workspaceId, owner, created_at: now, retired_at: null })
        .execute();
    }
  }
  const current = routes.map((route) => route.id);
  let retire = trx
    .updateTable('route')
    .set({ retired_at: now })
    .where('owner', '=', owner)
    .where('retired_at', 'is', null);
  if (current.length > 0) retire = retire.where('id', 'not in', current);
  await retire.execute();
}

/** id → how the statistics name a rule or a variant of the workspace: its name, else its address. */
export async function routeLabels(db: Db, workspaceId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('route')
    .select(['id', 'name', 'url'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name ?? row.url]));
}

export async function linkCodesIgnoreCase(db: Db, workspaceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspace')
    .select('link_codes_ignore_case')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row ? readBool(row.link_codes_ignore_case) : false;
}

export async function setLinkCodesIgnoreCase(trx: Db, workspaceId: string, ignore: boolean): Promise<void> {
  await trx
    .updateTable('workspace')
    .set({ link_codes_ignore_case: dialectOf(trx).bool(ignore) })
    .where('id', '=', workspaceId)
    .execute();
}

/**
 * What the rules and variants of `ids` brought about on this server's own forms and pages in a period: responses
 * (by their time) and page views (by their UTC day).
 */
export async function routeOutcomes(
  db: Db,
  workspaceId: string,
  ids: readonly string[],
  [from, to]: readonly [number, number],
): Promise<Map<string, { responses: number; views: number }>> {
  const outcomes = new Map<string, { responses: number; views: number }>();
  if (ids.length === 0) return outcomes;
  const unique = [...new Set(ids)];
  const [responses, views] = await Promise.all([
    db
      .selectFrom('response')
      .select(['route_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('workspace_id', '=', workspaceId)
      .where('route_id', 'in', unique)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('route_id')
      .execute(),
    db
      .selectFrom('page_view_route')
      .innerJoin('page', 'page.id', 'page_view_route.page_id')
      .select(['page_view_route.route_id', (eb) => eb.fn.sum<number>('page_view_route.views').as('n')])
      .where('page.workspace_id', '=', workspaceId)
      .where('page_view_route.route_id', 'in', unique)
      .where('page_view_route.day', '>=', utcDayName(from))
      .where('page_view_route.day', '<=', utcDayName(to - 1))
      .groupBy('page_view_route.route_id')
      .execute(),
  ]);
  const entry = (id: string) => outcomes.get(id) ?? outcomes.set(id, { responses: 0, views: 0 }).get(id)!;
  for (const row of responses) if (row.route_id) entry(row.route_id).responses = Number(row.n);
  for (const row of views) entry(row.route_id).views = Number(row.n);
  return outcomes;
}

const utcDayName = (at: number) => new Date(at).toISOString().slice(0, 10);
