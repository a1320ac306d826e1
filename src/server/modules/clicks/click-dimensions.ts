import type { Breakdown } from '../../../shared/stats.js';
import type { LinkStatisticTable } from '../../db/schema.js';

/** The columns a click's breakdown values come from, in a stored row or a click about to be stored. */
export interface DimensionSource {
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
  org: string | null;
  deviceType: string | null;
  deviceVendor: string | null;
  deviceModel: string | null;
  browserName: string | null;
  osName: string | null;
  referrer: string | null;
  qrId: string | null;
}

export type Dimension = Breakdown | 'total';

/** The click-row columns the breakdowns are read from. */
export const DIMENSION_COLUMNS = [
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

// Region and city names repeat across countries (Georgia, Springfield): their key carries the country.
const SEPARATOR = '\t';

/** Every (dimension, value) pair one click counts towards; '' stands for unknown. */
export function dimensionsOf(click: DimensionSource): Array<[Dimension, string]> {
  const country = click.country ?? '';
  const device = [click.deviceVendor, click.deviceModel].filter(Boolean).join(' ');
  return [
    ['total', ''],
    ['country', country],
    ['region', click.region ? `${country}${SEPARATOR}${click.region}` : ''],
    ['city', click.city ? `${country}${SEPARATOR}${click.city}` : ''],
    ['timezone', click.timezone ?? ''],
    ['org', click.org ?? ''],
    ['deviceType', click.deviceType ?? ''],
    ['device', device],
    ['browser', click.browserName ?? ''],
    ['os', click.osName ?? ''],
    ['referrer', click.referrer ?? ''],
    ['source', click.qrId ? 'qr' : 'direct'],
  ];
}

/** A stored value → what a breakdown row shows: the name, and the country for regions and cities. */
export function decodeDimensionValue(
  dimension: Breakdown,
  value: string,
): { value: string | null; country?: string | null } {
  if (dimension === 'region' || dimension === 'city') {
    if (value === '') return { value: null, country: null };
    const cut = value.indexOf(SEPARATOR);
    return { value: value.slice(cut + 1), country: value.slice(0, cut) || null };
  }
  return { value: value === '' ? null : value };
}
