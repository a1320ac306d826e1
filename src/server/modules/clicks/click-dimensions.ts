import { sql, type RawBuilder } from 'kysely';
import {
  BREAKDOWNS,
  breakdownValue,
  filterValue,
  type Breakdown,
  type ClickFacts,
  type StatFilter,
} from '../../../shared/stats.js';
import type { LinkStatisticTable } from '../../db/schema.js';

/** The columns a click's breakdown values come from, in a stored row or a click about to be stored. */
export type DimensionSource = ClickFacts;

export type Dimension = Breakdown | 'total';

/** The click-row columns the breakdowns are read from. */
export const DIMENSION_COLUMNS = [
  'link_id',
  'country',
  'region',
  'city',
  'timezone',
  'org',
  'device_type',
  'device_vendor',
  'device_model',
  'browser_name',
  'os_name',
  'referrer',
  'qr_id',
] as const;
export type DimensionRow = Pick<LinkStatisticTable, (typeof DIMENSION_COLUMNS)[number]>;

/** A stored row's breakdown columns, named as a click about to be stored names them. */
export function dimensionSourceOf(row: DimensionRow): DimensionSource {
  return {
    linkId: row.link_id,
    country: row.country,
    region: row.region,
    city: row.city,
    timezone: row.timezone,
    org: row.org,
    deviceType: row.device_type,
    deviceVendor: row.device_vendor,
    deviceModel: row.device_model,
    browserName: row.browser_name,
    osName: row.os_name,
    referrer: row.referrer,
    qrId: row.qr_id,
  };
}

/** Every (dimension, value) pair one click counts towards; '' stands for unknown. */
export function dimensionsOf(click: DimensionSource): Array<[Dimension, string]> {
  const pairs: Array<[Dimension, string]> = [['total', '']];
  for (const dimension of BREAKDOWNS) pairs.push([dimension, breakdownValue(click, dimension)]);
  return pairs;
}

const text = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;
const inCountry = (column: string) =>
  sql<string>`case when coalesce(${sql.ref(column)}, '') = '' then '' else coalesce(country, '') || ${sql.lit('\t')} || ${sql.ref(column)} end`;

/**
 * Each breakdown's value computed by the database from a click row: exactly what `dimensionsOf` gives, so that the
 * rows no rollup covers are grouped (and filtered) where they are stored, and only the counts travel.
 */
export const DIMENSION_SQL: Record<Breakdown, RawBuilder<string>> = {
  link: sql<string>`link_id`,
  country: text('country'),
  region: inCountry('region'),
  city: inCountry('city'),
  timezone: text('timezone'),
  org: text('org'),
  deviceType: text('device_type'),
  device: sql<string>`case when coalesce(device_vendor, '') <> '' and coalesce(device_model, '') <> ''
    then device_vendor || ' ' || device_model
    else coalesce(nullif(device_vendor, ''), nullif(device_model, ''), '') end`,
  browser: text('browser_name'),
  os: text('os_name'),
  referrer: text('referrer'),
  source: sql<string>`case when qr_id is null then 'direct' else 'qr' end`,
};

/** The filters as one SQL condition on click rows: the values of a dimension are alternatives, dimensions all apply. */
export function filterSql(filters: readonly StatFilter[]): RawBuilder<boolean> | null {
  if (filters.length === 0) return null;
  const byDimension = new Map<Breakdown, string[]>();
  for (const filter of filters) {
    byDimension.set(filter.dimension, [...(byDimension.get(filter.dimension) ?? []), filterValue(filter)]);
  }
  const conditions = [...byDimension].map(
    ([dimension, values]) => sql<boolean>`${DIMENSION_SQL[dimension]} in (${sql.join(values)})`,
  );
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
