import type { Db } from '../../db/database.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

/** The tables whose rows a campaign holds, by their column `campaign_id`. */
export type ItemTable = 'qr' | 'link' | 'page' | 'feedback';

/** A campaign with how many items of each kind it holds (read through the `campaign_id` indexes). */
const selectCampaign = (db: Db) =>
  db
    .selectFrom('campaign')
    .selectAll('campaign')
    .select((eb) => [
      eb
        .selectFrom('qr')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('qr.campaign_id', '=', 'campaign.id')
        .as('qr_count'),
      eb
        .selectFrom('link')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('link.campaign_id', '=', 'campaign.id')
        .as('link_count'),
      eb
        .selectFrom('page')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('page.campaign_id', '=', 'campaign.id')
        .as('page_count'),
      eb
        .selectFrom('feedback')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('feedback.campaign_id', '=', 'campaign.id')
        .as('feedback_count'),
    ]);
export type CampaignRow = Awaited<ReturnType<ReturnType<typeof selectCampaign>['executeTakeFirstOrThrow']>>;

/** Get, list (by name or description), insert, update and delete, within a workspace. */
export const campaigns = workspaceRepo({
  table: 'campaign',
  select: selectCampaign,
  searchColumns: ['campaign.name', 'campaign.description'],
});

export interface ItemRow {
  id: string;
  name: string;
  /** A QR code's own short code (null for a static one), a link's hash; null for pages and forms. */
  code: string | null;
}

/** The items of one kind in a campaign, oldest first (stable on both databases). */
export async function itemsOf(db: Db, table: ItemTable, campaignId: string): Promise<ItemRow[]> {
  if (table === 'qr' || table === 'link') {
    return db
      .selectFrom(table)
      .select(['id', 'name', 'hash as code'])
      .where('campaign_id', '=', campaignId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('campaign_id', '=', campaignId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, code: null }));
}

/** Those of `ids` that are rows of `table` in the workspace: another workspace's cannot be put in a campaign. */
export async function ownedIds(db: Db, table: ItemTable, workspaceId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes `ids` the campaign's whole list of one kind (call it inside the transaction that writes the campaign):
 * the others leave it, the named ones join it (leaving any other campaign). Answers the rows that joined, with
 * their codes, whose redirect cache entries name their former campaign.
 */
export async function replaceItems(
  db: Db,
  table: ItemTable,
  workspaceId: string,
  campaignId: string,
  ids: readonly string[],
  now: number,
): Promise<Array<{ id: string; hash: string | null }>> {
  const wanted = [...new Set(ids)];
  let leaving = db
    .updateTable(table)
    .set({ campaign_id: null, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('campaign_id', '=', campaignId);
  if (wanted.length > 0) leaving = leaving.where('id', 'not in', wanted);
  await leaving.execute();
  if (wanted.length === 0) return [];
  const joining =
    table === 'qr' || table === 'link'
      ? await db
          .selectFrom(table)
          .select(['id', 'hash'])
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', wanted)
          .where((eb) => eb.or([eb('campaign_id', 'is', null), eb('campaign_id', '!=', campaignId)]))
          .execute()
      : (
          await db
            .selectFrom(table)
            .select('id')
            .where('workspace_id', '=', workspaceId)
            .where('id', 'in', wanted)
            .where((eb) => eb.or([eb('campaign_id', 'is', null), eb('campaign_id', '!=', campaignId)]))
            .execute()
        ).map((row) => ({ id: row.id, hash: null }));
  if (joining.length === 0) return [];
  await db
    .updateTable(table)
    .set({ campaign_id: campaignId, updated_at: now })
    .where(
      'id',
      'in',
      joining.map((row) => row.id),
    )
    .execute();
  return joining;
}

/** What each campaign counts the clicks of: its links, its QR codes and the codes that lead to its pages or forms. */
export async function clickedItemsOf(
  db: Db,
  campaignIds: readonly string[],
): Promise<Map<string, { linkIds: string[]; qrIds: string[] }>> {
  const items = new Map(campaignIds.map((id) => [id, { linkIds: [] as string[], qrIds: [] as string[] }]));
  if (campaignIds.length === 0) return items;
  const ids = [...new Set(campaignIds)];
  const [links, codes, pageCodes, formCodes] = await Promise.all([
    db.selectFrom('link').select(['id', 'campaign_id']).where('campaign_id', 'in', ids).execute(),
    db.selectFrom('qr').select(['id', 'campaign_id']).where('campaign_id', 'in', ids).execute(),
    db
      .selectFrom('qr')
      .innerJoin('page', 'page.id', 'qr.page_id')
      .select(['qr.id as id', 'page.campaign_id as campaign_id'])
      .where('page.campaign_id', 'in', ids)
      .execute(),
    db
      .selectFrom('qr')
      .innerJoin('feedback', 'feedback.id', 'qr.feedback_id')
      .select(['qr.id as id', 'feedback.campaign_id as campaign_id'])
      .where('feedback.campaign_id', 'in', ids)
      .execute(),
  ]);
  for (const row of links) if (row.campaign_id) items.get(row.campaign_id)?.linkIds.push(row.id);
  for (const row of [...codes, ...pageCodes, ...formCodes]) {
    const qrIds = row.campaign_id ? items.get(row.campaign_id)?.qrIds : undefined;
    // A code of the campaign that also leads to one of its pages is one item.
    if (qrIds && !qrIds.includes(row.id)) qrIds.push(row.id);
  }
  return items;
}
