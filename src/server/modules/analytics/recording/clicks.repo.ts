import type { Transaction } from 'kysely';
import { bulkInsertSpec, type BulkRowOf } from '../../../db/bulk-insert.js';
import type { DatabaseHandle } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { insertOutboxRows } from '../../../events/outbox.repo.js';
import type { EnrichedClick, StoredBatchPublishing, StoredClick } from './click-types.js';
import { storedBatchEvents, storedClick, type ClicksStored } from './stored-batch-events.js';
import { markFirstVisits, type FirstVisits, type VisitKey } from './first-visits.js';
import { HOUR_MS } from './rollup-tallies.js';
import { addToRollups, rolledUntil } from './rollups.repo.js';
import { subjectKey, subjectsOfClick, UNIQUE_BIT } from './subjects.js';

// What a stored click knows of its visitor (docs/product.md, Redirects and click statistics).
export const VISITOR_COLUMNS = [
  'country',
  'region',
  'city',
  'timezone',
  'org',
  'device_type',
  'device_vendor',
  'device_model',
  'browser_name',
  'browser_version',
  'os_name',
  'os_version',
  'referrer',
] as const;

/** The columns of a click as the API shows it. */
export const CLICK_COLUMNS = [
  'id',
  'link_id',
  'qr_id',
  'campaign_id',
  'location_id',
  'created_at',
  ...VISITOR_COLUMNS,
  'route_id',
] as const;

// Every column of a click row but its generated id: the row type below requires each of them by name.
const CLICK_INSERT = bulkInsertSpec({
  table: 'link_statistic',
  columns: [
    'workspace_id',
    'link_id',
    'link_hash',
    'qr_id',
    'campaign_id',
    'location_id',
    'created_at',
    ...VISITOR_COLUMNS,
    'route_id',
    'visitor_hash',
    'unique_in',
  ],
});

function clickRow(click: StoredClick): BulkRowOf<typeof CLICK_INSERT> {
  return {
    workspace_id: click.workspaceId,
    link_id: click.linkId,
    link_hash: click.hash,
    qr_id: click.qrId,
    campaign_id: click.campaignId,
    location_id: click.locationId,
    created_at: click.at,
    country: click.country,
    region: click.region,
    city: click.city,
    timezone: click.timezone,
    org: click.org,
    device_type: click.deviceType,
    device_vendor: click.deviceVendor,
    device_model: click.deviceModel,
    browser_name: click.browserName,
    browser_version: click.browserVersion,
    os_name: click.osName,
    os_version: click.osVersion,
    referrer: click.referrer,
    route_id: click.routeId,
    visitor_hash: click.visitorHash,
    unique_in: click.uniqueIn,
  };
}

/** How far into a node's click journal the stored clicks reach (ADR 0004). */
export interface JournalMark {
  nodeId: string;
  storedUntil: number;
}

/**
 * Stores a batch of clicks in one transaction (the group commit): the click rows, for clicks of days already rolled
 * up the rollups, and with `mark` the node's journal position. Clicks of links deleted meanwhile are dropped. With
 * `publishing`, returns the batch's `clicks.stored` events (one per workspace), whose outbox rows for the durable
 * subscribers are written in the same transaction.
 */
export async function writeClicks(
  database: DatabaseHandle,
  clicks: StoredClick[],
  options: { publishing?: StoredBatchPublishing; mark?: JournalMark | null } = {},
): Promise<ClicksStored[]> {
  if (clicks.length === 0) return [];
  const { db, bulkInsert } = database;
  return db.transaction().execute(async (trx) => {
    if (options.mark) await saveJournalMark(trx, options.mark);
    const live = await existingTargets(trx, clicks);
    const kept = withoutDeletedGroups(
      clicks.filter((click) => (click.linkId === null ? live.qrs.has(click.qrId ?? '') : live.links.has(click.linkId))),
      live,
    );
    if (kept.length === 0) return [];
    // Reading ids back is only worth it when someone listens.
    const publish = options.publishing?.publish ?? false;
    const { ids } = await bulkInsert(trx, { ...CLICK_INSERT, returnIds: publish }, kept.map(clickRow));
    // Today's clicks wait in their rows for the day's rollup; only clicks of days already rolled up are added now.
    const until = await rolledUntil(trx);
    await addToRollups(
      database,
      trx,
      kept.filter((click) => click.at < until),
    );
    if (!publish) return [];
    const events = storedBatchEvents(kept.map((click, index) => storedClick(click, ids[index] ?? 0)));
    const durable = options.publishing?.durable ?? [];
    await insertOutboxRows(
      trx,
      events.flatMap((event) => durable.map((subscriber) => ({ event, subscriber }))),
    );
    return events;
  });
}

const SEED_ATTEMPTS = 5;

/** Decides first visits, then stores: the writer thread's two steps in one, for seeding and tests. */
export async function markAndWriteClicks(
  database: DatabaseHandle,
  visits: FirstVisits,
  clicks: EnrichedClick[],
): Promise<void> {
  const uniqueIn = await markFirstVisits(visits, clicks);
  const stored = clicks.map((click, index) => ({ ...click, uniqueIn: uniqueIn[index] ?? 0 }));
  // On SQLite the running server's writer thread may be writing too (a roll-up, say). A transaction that has read
  // before it writes is refused at once then, not after the busy timeout; it wrote nothing, so it is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeClicks(database, stored);
      return;
    } catch (error) {
      const busy = String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY');
      if (!busy || attempt === SEED_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Where this node's journal replay starts: null when the database has never stored a click of it. */
export async function readJournalMark({ db }: DatabaseHandle, nodeId: string): Promise<number | null> {
  const row = await db
    .selectFrom('click_journal_mark')
    .select('stored_until')
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
  return row ? Number(row.stored_until) : null;
}

async function saveJournalMark(trx: Transaction<Database>, mark: JournalMark): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto('click_journal_mark')
    .values({ node_id: mark.nodeId, stored_until: mark.storedUntil, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('node_id').doUpdateSet({ stored_until: mark.storedUntil, updated_at: now }),
    )
    .execute();
}

/**
 * A click answered just before its campaign or location was deleted is still a click, counted for neither: its row
 * may not name what is gone (the columns are foreign keys).
 */
function withoutDeletedGroups<T extends EnrichedClick>(
  clicks: T[],
  live: { campaigns: Set<string>; locations: Set<string> },
): T[] {
  const alive = (id: string | null, ids: Set<string>) => (id !== null && ids.has(id) ? id : null);
  return clicks.map((click) => {
    const campaignId = alive(click.campaignId, live.campaigns);
    const locationId = alive(click.locationId, live.locations);
    return campaignId === click.campaignId && locationId === click.locationId
      ? click
      : { ...click, campaignId, locationId };
  });
}

/**
 * Which of the clicks' links, and QR codes of clicks without a link, still exist (a click outlives neither), and
 * which of their campaigns and locations.
 */
async function existingTargets(trx: Transaction<Database>, clicks: EnrichedClick[]) {
  const linkIds = new Set<string>();
  const qrIds = new Set<string>();
  const campaignIds = new Set<string>();
  const locationIds = new Set<string>();
  for (const click of clicks) {
    if (click.linkId !== null) linkIds.add(click.linkId);
    else if (click.qrId !== null) qrIds.add(click.qrId);
    if (click.campaignId !== null) campaignIds.add(click.campaignId);
    if (click.locationId !== null) locationIds.add(click.locationId);
  }
  const idsIn = async (table: 'campaign' | 'location', ids: Set<string>) =>
    ids.size === 0
      ? new Set<string>()
      : new Set(
          (
            await trx
              .selectFrom(table)
              .select('id')
              .where('id', 'in', [...ids])
              .execute()
          ).map((row) => row.id),
        );
  const [campaigns, locations] = [await idsIn('campaign', campaignIds), await idsIn('location', locationIds)];
  const [links, qrs] = await Promise.all([
    linkIds.size === 0
      ? []
      : trx
          .selectFrom('link')
          .select('id')
          .where('id', 'in', [...linkIds])
          .execute(),
    qrIds.size === 0
      ? []
      : trx
          .selectFrom('qr')
          .select('id')
          .where('id', 'in', [...qrIds])
          .execute(),
  ]);
  return {
    links: new Set(links.map((row) => row.id)),
    qrs: new Set(qrs.map((row) => row.id)),
    campaigns,
    locations,
  };
}

/**
 * The first visits stored since `since`, an hour at a time along the created_at index: what a node's in-memory
 * registry reloads at start, so a restart does not count today's visitors twice.
 */
export async function* storedFirstVisits({ db }: DatabaseHandle, since: number): AsyncGenerator<VisitKey[]> {
  for (let from = since; from <= Date.now(); from += HOUR_MS) {
    const rows = await db
      .selectFrom('link_statistic')
      .select([
        'link_id',
        'workspace_id',
        'qr_id',
        'campaign_id',
        'location_id',
        'visitor_hash',
        'created_at',
        'unique_in',
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', from + HOUR_MS)
      .where('unique_in', '<>', 0)
      .execute();
    yield rows.flatMap((row) =>
      subjectsOfClick({
        linkId: row.link_id,
        workspaceId: row.workspace_id,
        qrId: row.qr_id,
        campaignId: row.campaign_id,
        locationId: row.location_id,
      })
        .filter((subject) => (Number(row.unique_in) & UNIQUE_BIT[subject.kind]) !== 0)
        .map((subject) => ({
          subject: subjectKey(subject),
          visitorHash: row.visitor_hash,
          at: Number(row.created_at),
        })),
    );
  }
}
