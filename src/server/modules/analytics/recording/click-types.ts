import type { Click } from '../../../../shared/stats.js';
import type { LinkStatisticTable } from '../../../db/schema.js';
import { msToIso } from '../../../db/dialect.js';
import type { DeviceFacts } from './user-agent.js';
import type { Geo } from './geo.js';
import type { ClickAttribution } from './subjects.js';

/** What the redirect hands over: raw facts of one request, held in memory only until enrichment. */
export interface RawClick extends ClickAttribution {
  /** Null for the scan of a QR code that leads to an address of its own. */
  linkId: string | null;
  workspaceId: string;
  hash: string;
  at: number;
  ip: string;
  userAgent: string;
  referrer: string | null;
  /** Where the click is in this node's journal (ADR 0004); -1 or absent when it is not journaled. */
  position?: number;
}

/** A click ready to store: the address is gone, replaced by geography, network owner and a daily visitor hash. */
export interface EnrichedClick extends Geo, DeviceFacts, ClickAttribution {
  linkId: string | null;
  workspaceId: string;
  hash: string;
  at: number;
  visitorHash: string;
  /** Host of the referring page, or null when the visitor came directly (typed, scanned, app). */
  referrer: string | null;
  /** The raw click's journal position, carried to the write that marks it stored. */
  position?: number;
}

/** An enriched click with its first-visit verdict, decided once (see first-visits.ts) and kept while it waits. */
export interface StoredClick extends EnrichedClick {
  /** On which of its subjects this is the visitor's first click this UTC day (subjects.ts UNIQUE_BIT). */
  uniqueIn: number;
}

/** A stored click, for the live stream. */
/**
 * What the writer does with a batch it stores besides storing it: `publish`, build its `clicks.stored` events (someone
 * listens); `durable`, the durable subscribers whose outbox rows go into the batch's transaction.
 */
export interface StoredBatchPublishing {
  publish: boolean;
  durable: readonly string[];
}

type ClickRow = Pick<
  LinkStatisticTable,
  Exclude<keyof LinkStatisticTable, 'id' | 'workspace_id' | 'link_hash' | 'visitor_hash' | 'unique_in'>
> & {
  id: number;
};

/** A link_statistic row → the API's camelCase click. */
export function toClick(row: ClickRow): Click {
  return {
    id: Number(row.id),
    linkId: row.link_id,
    qrId: row.qr_id,
    campaignId: row.campaign_id,
    locationId: row.location_id,
    createdAt: msToIso(row.created_at),
    country: row.country,
    region: row.region,
    city: row.city,
    timezone: row.timezone,
    org: row.org,
    deviceType: row.device_type,
    deviceVendor: row.device_vendor,
    deviceModel: row.device_model,
    browserName: row.browser_name,
    browserVersion: row.browser_version,
    osName: row.os_name,
    osVersion: row.os_version,
    referrer: row.referrer,
    routeId: row.route_id,
  };
}
