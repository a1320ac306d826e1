/** Row types of the clicks and the statistics kept from them (ADRs 0003, 0004 and 0007). Times are epoch ms. */
import type { Generated } from 'kysely';
import type { EpochMs } from './schema.js';

export interface LinkStatisticTable {
  id: Generated<number>;
  workspace_id: string;
  /** Null for the scan of a QR code with an address of its own (migration 011). */
  link_id: string | null;
  /** The code the click came in by: the link's code or alias, or the QR code's own. */
  link_hash: string;
  qr_id: string | null;
  /** The campaign and the location the click counted for (migration 010), decided at the redirect. */
  campaign_id: string | null;
  location_id: string | null;
  created_at: EpochMs;
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
  org: string | null;
  device_type: string | null;
  device_vendor: string | null;
  device_model: string | null;
  browser_name: string | null;
  browser_version: string | null;
  os_name: string | null;
  os_version: string | null;
  referrer: string | null;
  /** The targeting rule or split variant that served the click (`route.id`); null for the plain target. */
  route_id: string | null;
  visitor_hash: string;
  /**
   * For which of its subjects the click is the visitor's first of the (UTC) day, one bit per kind
   * (modules/analytics/recording/subjects.ts): what unique counts add up (migration 008).
   */
  unique_in: number;
}

/** `clicks`: every click before `rolled_until` (a whole UTC hour) is counted in the rollups. */
export interface RollupStateTable {
  name: string;
  rolled_until: EpochMs;
}

/** Per node (its DATA_DIR's journal), the journal position before which every click is stored (ADR 0004). */
export interface ClickJournalMarkTable {
  node_id: string;
  stored_until: number;
  updated_at: EpochMs;
}

/** Clicks per subject (`link:<id>`, `workspace:<id>`, `qr:<id>`…) and 15-minute bucket (UTC), for the charts. */
export interface StatBucketTable {
  subject: string;
  workspace_id: string;
  bucket_start: EpochMs;
  clicks: number;
  uniques: number;
}

/** Clicks per subject, breakdown dimension, value and UTC day; `total` / '' counts every click. */
export interface StatDayTable {
  subject: string;
  workspace_id: string;
  dimension: string;
  value: string;
  day: EpochMs;
  clicks: number;
  uniques: number;
}

/** The same per UTC hour: what a range that starts or ends within a day reads for its partial days. */
export interface StatHourTable {
  subject: string;
  workspace_id: string;
  dimension: string;
  value: string;
  hour: EpochMs;
  clicks: number;
  uniques: number;
}

/** A landing page's views per UTC day (`YYYY-MM-DD`), added up in batches (page-views.ts). */
export interface PageViewDayTable {
  page_id: string;
  day: string;
  views: number;
}

/** A page's views per day sent by one targeting rule or split variant (its total stays in `page_view_day`). */
export interface PageViewRouteTable {
  page_id: string;
  route_id: string;
  day: string;
  views: number;
}
