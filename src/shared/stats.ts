// The statistics contract of SPEC §6, shared by the API and the link page.
import * as z from 'zod/mini';
import { limitSchema } from './list.js';

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
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

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
  dimension: Breakdown;
  value: string;
  /** Regions and cities: the country the name belongs to ('' unknown). */
  country?: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// ZZ is ICU's "Unknown Region": an unknown country is the empty value.
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== undefined;
const isBreakdown = (name: string): name is Breakdown => (BREAKDOWNS as readonly string[]).includes(name);

/** `dimension:value` → a filter, or the code of what is wrong with it. */
export function parseStatFilter(text: string): StatFilter | 'unknown_filter' | 'invalid_filter_value' {
  const cut = text.indexOf(':');
  const dimension = cut < 0 ? text : text.slice(0, cut);
  if (!isBreakdown(dimension)) return 'unknown_filter';
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
  if (dimension === 'source' && value === '') return 'invalid_filter_value';
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
  linkId: string;
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
}

// Region and city names repeat across countries (Georgia, Springfield): their value carries the country.
const IN_COUNTRY = '\t';

/** A click's value in one breakdown, as the rollups keep it: '' is unknown, a region is 'TR\tIstanbul'. */
export function breakdownValue(click: ClickFacts, dimension: Breakdown): string {
  switch (dimension) {
    case 'link':
      return click.linkId;
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
export function filterOfRow(dimension: Breakdown, row: Pick<BreakdownRow, 'value' | 'country'>): StatFilter {
  return dimension === 'region' || dimension === 'city'
    ? { dimension, value: row.value ?? '', country: row.value === null ? '' : (row.country ?? '') }
    : { dimension, value: row.value ?? '' };
}

/** Whether a click passes the filters: one of the values of each filtered dimension. */
export function passesFilters(click: ClickFacts, filters: readonly StatFilter[]): boolean {
  const wanted = new Map<Breakdown, Set<string>>();
  for (const filter of filters)
    wanted.set(filter.dimension, (wanted.get(filter.dimension) ?? new Set()).add(filterValue(filter)));
  return [...wanted].every(([dimension, values]) => values.has(breakdownValue(click, dimension)));
}

const filterSchema = z.optional(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value, ctx) => {
      const texts = Array.isArray(value) ? value : [value];
      if (texts.length > FILTERS_MAX) {
        ctx.issues.push({ code: 'custom', message: 'too_many_filters', input: value });
        return [];
      }
      const filters: StatFilter[] = [];
      texts.forEach((text, index) => {
        const parsed = parseStatFilter(text);
        if (typeof parsed === 'string')
          ctx.issues.push({ code: 'custom', message: parsed, input: text, path: [index] });
        else filters.push(parsed);
      });
      return filters;
    }),
  ),
);

const instant = z.iso.datetime({ offset: true, error: 'invalid_date' });

/**
 * `GET /api/links/{id}/stats` query. `range` defaults to 7d; `custom` needs `from` and `to` (ISO-8601 with offset),
 * at most ten years apart; `from`/`to` alone imply custom. `tz` is the viewer's IANA zone (default UTC); `interval`
 * defaults by range length; each `filter` (`dimension:value`, repeatable) keeps only the clicks that have it —
 * values of one dimension are alternatives, different dimensions all apply.
 */
export const statsQuerySchema = z
  .object({
    range: z.optional(z.enum(STAT_RANGES, { error: 'invalid_range' })),
    from: z.optional(instant),
    to: z.optional(instant),
    tz: z.optional(z.string().check(z.refine(isTimeZone, { error: 'invalid_time_zone' }))),
    interval: z.optional(z.enum(STAT_INTERVALS, { error: 'invalid_interval' })),
    filter: filterSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      const custom = value.range === 'custom' || (!value.range && (value.from || value.to));
      if (custom && !value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
      if (custom && !value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
      if (value.from && value.to && Date.parse(value.from) >= Date.parse(value.to)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_end_before_start' });
      } else if (value.from && value.to && Date.parse(value.to) - Date.parse(value.from) > RANGE_MAX_MS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
      }
    }),
  );
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** The latest clicks, or every click as CSV: a range as for the statistics (all time by default), and its filters. */
export const clicksQuerySchema = z.object({
  limit: z.optional(
    limitSchema(CLICKS_LIMIT_MAX, `Clicks to answer, 1–${CLICKS_LIMIT_MAX} (default ${CLICKS_LIMIT_DEFAULT}).`),
  ),
  range: z.optional(z.enum(STAT_RANGES, { error: 'invalid_range' })),
  from: z.optional(instant),
  to: z.optional(instant),
  filter: filterSchema,
});
export type ClicksQuery = z.infer<typeof clicksQuerySchema>;

const nullableText = z.nullable(z.string());

/** One recorded click (SPEC §6), as `GET /api/links/{id}/clicks` lists it and the live stream sends it. */
export const clickSchema = z.object({
  id: z.number(),
  linkId: z.string(),
  qrId: nullableText.check(z.describe('The QR code scanned, when the click came through one.')),
  campaignId: nullableText.check(z.describe('The campaign it counted for: the QR code’s, else the link’s.')),
  locationId: nullableText.check(z.describe('The location of the QR code scanned.')),
  createdAt: z.string(),
  country: nullableText.check(z.describe('ISO 3166-1 alpha-2 code of the country, from DB-IP.')),
  region: nullableText,
  city: nullableText,
  timezone: nullableText,
  org: nullableText.check(z.describe('The network (ISP, company) the click came from.')),
  deviceType: nullableText,
  deviceVendor: nullableText,
  deviceModel: nullableText,
  browserName: nullableText,
  browserVersion: nullableText,
  osName: nullableText,
  osVersion: nullableText,
  referrer: nullableText,
});
export type Click = z.infer<typeof clickSchema>;

/** `GET /api/links/{id}/clicks`: newest first. */
export const clickListSchema = z.object({ items: z.array(clickSchema) });

/**
 * One row of a breakdown, biggest first. `value` null means unknown. `country` is set on region and city rows
 * (ISO 3166-1 alpha-2); `source` rows have the value `qr` or `direct`; `device` rows are "vendor model"; `link`
 * rows have the link's id as value and its name as `label`.
 */
export const breakdownRowSchema = z.object({
  value: nullableText,
  country: z.optional(nullableText),
  label: z.optional(z.string()),
  clicks: z.number(),
  uniques: z.number(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const seriesPointSchema = z.object({
  /** Start of the bucket (ISO-8601 UTC), aligned to the viewer's hour, day or ISO week (Monday). */
  start: z.string().check(z.describe("Start of the bucket (UTC), aligned to the viewer's hour, day or ISO week.")),
  clicks: z.number(),
  uniques: z.number(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

const countsSchema = z.object({ clicks: z.number(), uniques: z.number() });

/** `GET /api/links/{id}/stats`. Counts cover every click in the range; breakdowns list at most 100 rows each. */
export const linkStatsSchema = z.object({
  range: z.enum(STAT_RANGES),
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  interval: z.enum(STAT_INTERVALS),
  allTime: countsSchema.check(z.describe('All-time totals, whatever the range and the filters.')),
  totals: countsSchema,
  previous: countsSchema.check(z.describe('The totals of the period of the same length just before the range.')),
  series: z.array(seriesPointSchema),
  breakdowns: z.record(z.enum(BREAKDOWNS), z.array(breakdownRowSchema)),
});
export type LinkStats = z.infer<typeof linkStatsSchema>;

const changeSchema = z.object({
  clicks: z.number(),
  uniques: z.number(),
  previous: countsSchema.check(z.describe('The same counts for the period before.')),
});

/** `GET /api/stats/summary` query: the viewer's zone, whose midnight starts "today". */
export const statsSummaryQuerySchema = z.object({
  tz: z.optional(z.string().check(z.refine(isTimeZone, { error: 'invalid_time_zone' }))),
});

/**
 * `GET /api/stats/summary`: the figures of the home screen. Today (since the viewer's midnight) against yesterday
 * until the same time; the last 7 and 30 days against the 7 and 30 before.
 */
export const statsSummarySchema = z.object({
  tz: z.string(),
  today: changeSchema,
  last7Days: changeSchema,
  last30Days: changeSchema,
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/** `GET /api/stream` event `click`. */
export interface ClickEvent {
  linkId: string;
  click: Click;
}
