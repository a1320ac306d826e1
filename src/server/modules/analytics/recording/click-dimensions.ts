import { sql, type RawBuilder } from 'kysely';
import { filterValue, type Breakdown, type FilterDimension, type StatFilter } from '../../../../shared/stats.js';
import { clicksWithTags } from '../../tags/index.js';

const text = (column: string) => sql<string>`coalesce(${sql.ref(column)}, '')`;
const inCountry = (column: string) =>
  sql<string>`case when coalesce(${sql.ref(column)}, '') = '' then '' else coalesce(country, '') || ${sql.lit('\t')} || ${sql.ref(column)} end`;

/**
 * Each breakdown's value computed by the database from a click row: exactly what `breakdownValue` (shared/stats.ts)
 * gives, so that the rows no rollup covers are grouped (and filtered) where they are stored, and only the counts
 * travel.
 */
export const DIMENSION_SQL: Record<Breakdown, RawBuilder<string>> = {
  link: text('link_id'),
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
  qr: text('qr_id'),
  route: text('route_id'),
};

/** The filters as one SQL condition on click rows: the values of a dimension are alternatives, dimensions all apply. */
export function filterSql(filters: readonly StatFilter[]): RawBuilder<boolean> | null {
  if (filters.length === 0) return null;
  const byDimension = new Map<FilterDimension, string[]>();
  for (const filter of filters) {
    byDimension.set(filter.dimension, [...(byDimension.get(filter.dimension) ?? []), filterValue(filter)]);
  }
  // A tag is no value of the click row: the links and codes that carry it are looked up (the workspace's own: the
  // statistics checked the filter).
  const conditions = [...byDimension].map(([dimension, values]) =>
    dimension === 'tag' ? clicksWithTags(values) : sql<boolean>`${DIMENSION_SQL[dimension]} in (${sql.join(values)})`,
  );
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
