// The values of the statistics (docs/product.md, Redirects and click statistics) that the web app's first screens need
// without the API's schemas: ranges, breakdowns, filters and how a click's breakdown values are spelled. Kept free of
// zod so the home screen's chunk does not carry it; stats.ts builds the schemas on these and re-exports them.
export const STAT_RANGES = ['24h', '7d', '30d', '90d', 'all', 'custom'] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const STAT_INTERVALS = ['hour', 'day', 'week'] as const;
export type StatInterval = (typeof STAT_INTERVALS)[number];
/** A chart never has more buckets than this; a finer interval for a long range is refused with a clear error. */
export const MAX_BUCKETS = 2200;
export const CLICKS_LIMIT_MAX = 100_000;
export const CLICKS_LIMIT_DEFAULT = 100;

/** True when `name` is an IANA time zone this runtime knows (e.g. Europe/Istanbul). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const BREAKDOWNS = [
  'link',
  'country',
  'region',
  'city',
  'timezone',
  'org',
  'deviceType',
  'device',
  'browser',
  'os',
  'referrer',
  'source',
  'qr',
  'route',
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** What the statistics filter by: every breakdown, and the tags of the links and QR codes clicked. */
export const FILTER_DIMENSIONS = [...BREAKDOWNS, 'tag'] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];

/** Device types a click can have: ua-parser-js's, and `desktop` for a known OS without one. */
export const DEVICE_TYPES = [
  'desktop',
  'mobile',
  'tablet',
  'console',
  'smarttv',
  'wearable',
  'xr',
  'embedded',
] as const;
export const SOURCES = ['qr', 'direct'] as const;
export const FILTERS_MAX = 20;
const FILTER_VALUE_MAX = 300;
/** A custom range is at most ten years long. */
export const RANGE_MAX_MS = 3_660 * 86_400_000;

/**
 * One filter of the statistics: the clicks whose `dimension` has `value` ('' is unknown). In the query and the
 * page's URL it is `dimension:value`; a region or a city is `region:TR:Istanbul` (its country, then its name), since
 * names repeat across countries.
 */
export interface StatFilter {
  dimension: FilterDimension;
  value: string;
  /** Regions and cities: the country the name belongs to ('' unknown). */
  country?: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// ZZ is ICU's "Unknown Region": an unknown country is the empty value.
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== undefined;
const isFilterDimension = (name: string): name is FilterDimension =>
  (FILTER_DIMENSIONS as readonly string[]).includes(name);

/** `dimension:value` → a filter, or the code of what is wrong with it. */
export function parseStatFilter(text: string): StatFilter | 'unknown_filter' | 'invalid_filter_value' {
  const cut = text.indexOf(':');
  const dimension = cut < 0 ? text : text.slice(0, cut);
  if (!isFilterDimension(dimension)) return 'unknown_filter';
  if (cut < 0) return 'invalid_filter_value';
  let value = text.slice(cut + 1);
  if (value.length > FILTER_VALUE_MAX) return 'invalid_filter_value';
  if (dimension === 'region' || dimension === 'city') {
    const split = value.indexOf(':');
    if (split < 0) return value === '' ? { dimension, value: '', country: '' } : 'invalid_filter_value';
    const country = value.slice(0, split);
    value = value.slice(split + 1);
    if (country !== '' && !isCountryCode(country)) return 'invalid_filter_value';
    return { dimension, value, country };
  }
  const known =
    value === '' ||
    (dimension === 'country'
      ? isCountryCode(value)
      : dimension === 'deviceType'
        ? (DEVICE_TYPES as readonly string[]).includes(value)
        : dimension === 'source'
          ? (SOURCES as readonly string[]).includes(value)
          : true);
  if ((dimension === 'source' || dimension === 'tag') && value === '') return 'invalid_filter_value';
  return known ? { dimension, value } : 'invalid_filter_value';
}

/** A filter as the query and the URL carry it. */
export function formatStatFilter(filter: StatFilter): string {
  const value =
    filter.dimension === 'region' || filter.dimension === 'city'
      ? filter.value === ''
        ? ''
        : `${filter.country ?? ''}:${filter.value}`
      : filter.value;
  return `${filter.dimension}:${value}`;
}

/** What a click's breakdown values are read from: a stored click, a click about to be stored, a streamed click. */
export interface ClickFacts {
  /** Null for the scan of a QR code with an address of its own. */
  linkId: string | null;
  qrId: string | null;
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
  /** The targeting rule or split variant that served it; null for the plain target. */
  routeId: string | null;
}

// Region and city names repeat across countries (Georgia, Springfield): their value carries the country.
const IN_COUNTRY = '\t';

/** A click's value in one breakdown, as the rollups keep it: '' is unknown, a region is 'TR\tIstanbul'. */
export function breakdownValue(click: ClickFacts, dimension: Breakdown): string {
  switch (dimension) {
    case 'link':
      return click.linkId ?? '';
    case 'country':
      return click.country ?? '';
    case 'region':
      return click.region ? `${click.country ?? ''}${IN_COUNTRY}${click.region}` : '';
    case 'city':
      return click.city ? `${click.country ?? ''}${IN_COUNTRY}${click.city}` : '';
    case 'timezone':
      return click.timezone ?? '';
    case 'org':
      return click.org ?? '';
    case 'deviceType':
      return click.deviceType ?? '';
    case 'device':
      return [click.deviceVendor, click.deviceModel].filter(Boolean).join(' ');
    case 'browser':
      return click.browserName ?? '';
    case 'os':
      return click.osName ?? '';
    case 'referrer':
      return click.referrer ?? '';
    case 'source':
      return click.qrId ? 'qr' : 'direct';
    case 'qr':
      return click.qrId ?? '';
    case 'route':
      return click.routeId ?? '';
  }
}

/** A stored breakdown value → the row's name, and the country of a region or a city. */
export function splitBreakdownValue(
  dimension: Breakdown,
  value: string,
): { value: string | null; country?: string | null } {
  if (dimension === 'region' || dimension === 'city') {
    if (value === '') return { value: null, country: null };
    const cut = value.indexOf(IN_COUNTRY);
    return { value: value.slice(cut + 1), country: value.slice(0, cut) || null };
  }
  return { value: value === '' ? null : value };
}

/** A filter's value as `breakdownValue` spells it. */
export function filterValue(filter: StatFilter): string {
  if ((filter.dimension === 'region' || filter.dimension === 'city') && filter.value !== '') {
    return `${filter.country ?? ''}${IN_COUNTRY}${filter.value}`;
  }
  return filter.value;
}

/** The filter that keeps a breakdown row's clicks (a row of the statistics → a chip). */
export function filterOfRow(dimension: Breakdown, row: { value: string | null; country?: string | null }): StatFilter {
  return dimension === 'region' || dimension === 'city'
    ? { dimension, value: row.value ?? '', country: row.value === null ? '' : (row.country ?? '') }
    : { dimension, value: row.value ?? '' };
}

/**
 * Whether a click passes the filters: one of the values of each filtered dimension. A tag is no fact of the click:
 * `tagsOf` says which tags its link and QR code carry; without it, a click under a tag filter does not pass (the
 * statistics' next reading counts it where it belongs).
 */
export function passesFilters(
  click: ClickFacts,
  filters: readonly StatFilter[],
  tagsOf?: (click: ClickFacts) => ReadonlySet<string>,
): boolean {
  const wanted = new Map<FilterDimension, Set<string>>();
  for (const filter of filters)
    wanted.set(filter.dimension, (wanted.get(filter.dimension) ?? new Set()).add(filterValue(filter)));
  return [...wanted].every(([dimension, values]) => {
    if (dimension !== 'tag') return values.has(breakdownValue(click, dimension));
    const tags = tagsOf?.(click);
    return tags !== undefined && [...values].some((tag) => tags.has(tag));
  });
}
