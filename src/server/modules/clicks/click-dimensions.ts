import type { Breakdown } from '../../../shared/stats.js';

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
