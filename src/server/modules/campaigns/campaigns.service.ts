import {
  CAMPAIGN_ITEM_KINDS,
  campaignStatus,
  type Campaign,
  type CampaignDetail,
  type CampaignItemInput,
  type CampaignList,
  type CreateCampaignInput,
  type UpdateCampaignInput,
} from '../../../shared/campaigns.js';
import type { FieldIssue } from '../../../shared/errors.js';
import type { ListQuery } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { allTimeCampaignClicks, type ItemUnion } from '../analytics/index.js';
import type { EventData } from '../../events/catalogue.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import * as repo from './campaigns.repo.js';
import { formPublicUrl, pagePublicUrl, qrShortUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

export const campaignErrors = {
  notFound: () => httpErrors.notFound('campaign'),
};

/** The table that holds each kind of item the body names. */
const ITEM_TABLE: Record<CampaignItemInput, repo.ItemTable> = {
  qrIds: 'qr',
  linkIds: 'link',
  pageIds: 'page',
  feedbackIds: 'feedback',
};

const isoOrNull = (ms: number | null) => (ms === null ? null : msToIso(Number(ms)));
const msOrNull = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

function toCampaign(row: repo.CampaignRow, scans = 0, now = Date.now()): Campaign {
  const startsAt = isoOrNull(row.started_at);
  const endsAt = isoOrNull(row.expired_at);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    utmCampaign: row.utm_campaign,
    startsAt,
    endsAt,
    status: campaignStatus({ startsAt, endsAt }, now),
    counts: {
      qrCodes: Number(row.qr_count ?? 0),
      links: Number(row.link_count ?? 0),
      pages: Number(row.page_count ?? 0),
      forms: Number(row.feedback_count ?? 0),
    },
    scans,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

/** Lists the workspace's campaigns, newest first, optionally by name or description, with their all-time scans. */
export async function listCampaigns(deps: Deps, viewer: Viewer, query: ListQuery): Promise<CampaignList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.campaigns.list(deps.database, viewer.workspace.id, options);
  const scans = await allTimeCampaignClicks(
    deps.database,
    viewer.workspace.id,
    await unionsOf(deps, rows.slice(0, pageSize)),
  );
  const now = Date.now();
  return toPage(rows, pageSize, (row) => toCampaign(row, scans.get(row.id), now));
}

/**
 * What each campaign's statistics count: the clicks of the items it holds now, within its window, whenever they
 * joined it (an item that left no longer counts, one that joined brings its earlier clicks in the window).
 */
async function unionsOf(deps: Deps, rows: readonly repo.CampaignRow[]): Promise<Map<string, ItemUnion>> {
  const items = await repo.clickedItemsOf(
    deps.database.db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, unionOf(row, items.get(row.id))]));
}

function unionOf(row: repo.CampaignRow, items: { linkIds: string[]; qrIds: string[] } | undefined): ItemUnion {
  return {
    linkIds: items?.linkIds ?? [],
    qrIds: items?.qrIds ?? [],
    startsAt: row.started_at === null ? null : Number(row.started_at),
    endsAt: row.expired_at === null ? null : Number(row.expired_at),
  };
}

async function campaignRowOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<repo.CampaignRow> {
  const row = await repo.campaigns.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw campaignErrors.notFound();
  return row;
}

/** One campaign of the viewer's workspace with its items, or 404 (also for another workspace's). */
export async function getCampaignOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<CampaignDetail> {
  const row = await campaignRowOrThrow(deps, viewer, id);
  const { db } = deps.database;
  const { config } = deps;
  const [scans, qrCodes, links, pages, forms] = await Promise.all([
    unionsOf(deps, [row]).then((unions) => allTimeCampaignClicks(deps.database, viewer.workspace.id, unions)),
    repo.itemsOf(db, 'qr', id),
    repo.itemsOf(db, 'link', id),
    repo.itemsOf(db, 'page', id),
    repo.itemsOf(db, 'feedback', id),
  ]);
  return {
    ...toCampaign(row, scans.get(id)),
    items: {
      qrCodes: qrCodes.map(({ id, name, code }) => ({ id, name, url: code ? qrShortUrl(config, code) : null })),
      links: links.map(({ id, name, code }) => ({ id, name, url: `${config.shortUrlBase}/${code ?? ''}` })),
      pages: pages.map(({ id, name }) => ({ id, name, url: pagePublicUrl(config, id) })),
      forms: forms.map(({ id, name }) => ({ id, name, url: formPublicUrl(config, id) })),
    },
  };
}

/** What the statistics routes need of a campaign of the viewer's workspace (404 for another's). */
export async function campaignSubjectOrThrow(deps: Deps, viewer: Viewer, id: string) {
  const row = await campaignRowOrThrow(deps, viewer, id);
  const union = unionOf(row, (await repo.clickedItemsOf(deps.database.db, [row.id])).get(row.id));
  return { id: row.id, name: row.name, createdAt: Number(row.created_at), union };
}

/**
 * The items a body names, checked against the workspace: another workspace's are as unknown as ones that do not
 * exist. Each unknown item is named by its place in its list (`qrIds.2`).
 */
async function itemIssues(deps: Deps, viewer: Viewer, input: UpdateCampaignInput): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const { input: field } of CAMPAIGN_ITEM_KINDS) {
    const ids = input[field] ?? [];
    const owned = await repo.ownedIds(deps.database.db, ITEM_TABLE[field], viewer.workspace.id, ids);
    ids.forEach((id, index) => {
      if (!owned.has(id)) issues.push({ path: `${field}.${index}`, code: 'not_found', message: 'not_found' });
    });
  }
  return issues;
}

// The schema compares the ends a request sends; a change of one end is compared here with the stored other one.
function windowIssues(startsAt: number | null, endsAt: number | null): FieldIssue[] {
  return startsAt !== null && endsAt !== null && endsAt < startsAt
    ? [{ path: 'endsAt', code: 'range_end_before_start', message: 'range_end_before_start' }]
    : [];
}

type Joined = EventData<'campaign.updated'>['joined'];
const JOINED_KEY = { qrIds: 'qrCodeIds', linkIds: 'linkIds', pageIds: 'pageIds', feedbackIds: 'formIds' } as const;

/** Writes the lists the body names (inside the campaign's transaction); answers the items that joined. */
async function writeItems(db: Db, viewer: Viewer, campaignId: string, input: UpdateCampaignInput): Promise<Joined> {
  const joined: Joined = { qrCodeIds: [], linkIds: [], pageIds: [], formIds: [] };
  const now = Date.now();
  for (const { input: field } of CAMPAIGN_ITEM_KINDS) {
    const ids = input[field];
    if (ids === undefined) continue;
    const rows = await repo.replaceItems(db, ITEM_TABLE[field], viewer.workspace.id, campaignId, ids, now);
    joined[JOINED_KEY[field]].push(...rows.map((row) => row.id));
  }
  return joined;
}

/** Creates a campaign and puts its items in it, all in one transaction. */
export async function createCampaign(deps: Deps, viewer: Viewer, input: CreateCampaignInput): Promise<CampaignDetail> {
  const issues = await itemIssues(deps, viewer, input);
  if (issues.length > 0) throw httpErrors.validation(issues);
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.campaigns.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      description: input.description ?? null,
      started_at: msOrNull(input.startsAt),
      expired_at: msOrNull(input.endsAt),
      utm_campaign: input.utmCampaign ?? null,
      created_at: now,
      updated_at: now,
    });
    const joined = await writeItems(trx, viewer, id, input);
    publish(newEvent('campaign.created', viewer, { id, joined }));
  });
  return getCampaignOrThrow(deps, viewer, id);
}

/**
 * Changes a campaign: a new start or end is checked against the other end as it will be (sent or stored), and each
 * list of items replaces that kind's whole list; the campaign and its items change together or not at all.
 */
export async function updateCampaign(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateCampaignInput,
): Promise<CampaignDetail> {
  const row = await campaignRowOrThrow(deps, viewer, id);
  const startsAt = input.startsAt !== undefined ? msOrNull(input.startsAt) : row.started_at;
  const endsAt = input.endsAt !== undefined ? msOrNull(input.endsAt) : row.expired_at;
  const issues = [
    ...windowIssues(startsAt === null ? null : Number(startsAt), endsAt === null ? null : Number(endsAt)),
    ...(await itemIssues(deps, viewer, input)),
  ];
  if (issues.length > 0) throw httpErrors.validation(issues);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.campaigns.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.startsAt !== undefined && { started_at: startsAt }),
      ...(input.endsAt !== undefined && { expired_at: endsAt }),
      ...(input.utmCampaign !== undefined && { utm_campaign: input.utmCampaign }),
      updated_at: Date.now(),
    });
    const joined = await writeItems(trx, viewer, id, input);
    publish(newEvent('campaign.updated', viewer, { id, changed: changedFields(input), joined }));
  });
  return getCampaignOrThrow(deps, viewer, id);
}

/**
 * Deletes a campaign. Its items stay, outside any campaign, and its clicks stay the workspace's (their rows no
 * longer name it); from the next scan on, nothing counts for it.
 */
export async function deleteCampaign(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await repo.campaigns.delete(trx, viewer.workspace.id, id))) throw campaignErrors.notFound();
    publish(newEvent('campaign.deleted', viewer, { id }));
  });
}
