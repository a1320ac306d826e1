import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { msToIso } from '../../db/dialect.js';
import type { EnrichedClick, RecordedClick } from './click-types.js';
import { addToRollups, rolledUntil } from './rollups.repo.js';
import { DAY_MS, utcDayStart } from './visitor-hash.js';

/** The columns of a click as the API shows it. */
export const CLICK_COLUMNS = [
  'id', 'link_id', 'qr_id', 'created_at', 'country', 'region', 'city', 'timezone', 'org', 'device_type',
  'device_vendor', 'device_model', 'browser_name', 'browser_version', 'os_name', 'os_version', 'referrer',
] as const;

const STATISTIC_COLUMNS = [
  'workspace_id', 'link_id', 'link_hash', 'qr_id', 'created_at', 'country', 'region', 'city', 'timezone', 'org',
  'device_type', 'device_vendor', 'device_model', 'browser_name', 'browser_version', 'os_name', 'os_version',
  'referrer', 'visitor_hash', 'is_unique',
] as const;

/**
 * Stores a batch of clicks in one transaction (the group commit of SPEC §6): the click rows, the first-visit flags
 * and, for clicks of days already rolled up, the rollups. Clicks of links deleted meanwhile are dropped. With `report`, returns the
 * stored clicks for the live stream.
 */
export async function writeClicks(
  database: DatabaseHandle,
  clicks: EnrichedClick[],
  options: { report?: boolean } = {},
): Promise<RecordedClick[]> {
  if (clicks.length === 0) return [];
  const { db, dialect, bulkInsert } = database;
  return db.transaction().execute(async (trx) => {
    const live = await existingLinkIds(trx, clicks);
    const kept = clicks.filter((click) => live.has(click.linkId));
    if (kept.length === 0) return [];
    const unique = await markFirstVisits(database, trx, kept);
    const rows = kept.map((click, index) => [
      click.workspaceId, click.linkId, click.hash, click.qrId, click.at, click.country, click.region, click.city,
      click.timezone, click.org, click.deviceType, click.deviceVendor, click.deviceModel, click.browserName,
      click.browserVersion, click.osName, click.osVersion, click.referrer, click.visitorHash,
      dialect.bool(unique[index] ?? false),
    ]);
    // Reading ids back is only worth it when someone watches live.
    const { ids } = await bulkInsert(trx, { table: 'link_statistic', columns: STATISTIC_COLUMNS, returnIds: options.report }, rows);
    // Today's clicks wait in their rows for the day's rollup; only clicks of days already rolled up are added now.
    const until = await rolledUntil(trx);
    const late = kept.flatMap((click, index) => (click.at < until ? [{ ...click, unique: unique[index] ?? false }] : []));
    await addToRollups(database, trx, late);
    return options.report ? kept.map((click, index) => recordedClick(click, ids[index] ?? 0)) : [];
  });
}

function recordedClick(click: EnrichedClick, id: number): RecordedClick {
  return {
    workspaceId: click.workspaceId,
    click: {
      id,
      linkId: click.linkId,
      qrId: click.qrId,
      createdAt: msToIso(click.at),
      country: click.country,
      region: click.region,
      city: click.city,
      timezone: click.timezone,
      org: click.org,
      deviceType: click.deviceType,
      deviceVendor: click.deviceVendor,
      deviceModel: click.deviceModel,
      browserName: click.browserName,
      browserVersion: click.browserVersion,
      osName: click.osName,
      osVersion: click.osVersion,
      referrer: click.referrer,
    },
  };
}

async function existingLinkIds(trx: Transaction<Database>, clicks: EnrichedClick[]): Promise<Set<string>> {
  const ids = [...new Set(clicks.map((click) => click.linkId))];
  const rows = await trx.selectFrom('link').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Flags each click that is its visitor's first on that link that day; decided by the database across batches and nodes. */
async function markFirstVisits(
  { bulkInsert }: DatabaseHandle,
  trx: Transaction<Database>,
  clicks: EnrichedClick[],
): Promise<boolean[]> {
  const firstInBatch = new Map<string, number>();
  clicks.forEach((click, index) => {
    const key = `${click.linkId}\0${click.visitorHash}`;
    if (!firstInBatch.has(key)) firstInBatch.set(key, index);
  });
  const candidates = [...firstInBatch.values()];
  const { inserted } = await bulkInsert(
    trx,
    { table: 'link_visitor', columns: ['link_id', 'visitor_hash', 'day'], onConflict: { key: ['link_id', 'visitor_hash'], action: 'nothing' } },
    candidates.map((index) => {
      const click = clicks[index] as EnrichedClick;
      return [click.linkId, click.visitorHash, utcDayStart(click.at)];
    }),
  );
  const unique = new Array<boolean>(clicks.length).fill(false);
  candidates.forEach((index, position) => {
    if (inserted[position]) unique[index] = true;
  });
  return unique;
}

/** Forgets first-visit markers older than yesterday: their daily hashes can never come back. */
export async function pruneVisitors({ db }: DatabaseHandle, now: number): Promise<void> {
  await db.deleteFrom('link_visitor').where('day', '<', utcDayStart(now) - DAY_MS).execute();
}
