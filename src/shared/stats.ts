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

const instant = z.iso.datetime({ offset: true, error: 'invalid_date' });

/**
 * `GET /api/links/{id}/stats` query. `range` defaults to 7d; `custom` needs `from` and `to` (ISO-8601 with offset);
 * `from`/`to` alone imply custom. `tz` is the viewer's IANA zone (default UTC); `interval` defaults by range length.
 */
export const statsQuerySchema = z
  .object({
    range: z.optional(z.enum(STAT_RANGES, { error: 'invalid_range' })),
    from: z.optional(instant),
    to: z.optional(instant),
    tz: z.optional(z.string().check(z.refine(isTimeZone, { error: 'invalid_time_zone' }))),
    interval: z.optional(z.enum(STAT_INTERVALS, { error: 'invalid_interval' })),
  })
  .check(
    z.superRefine((value, ctx) => {
      const custom = value.range === 'custom' || (!value.range && (value.from || value.to));
      if (custom && !value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
      if (custom && !value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
      if (value.from && value.to && Date.parse(value.from) >= Date.parse(value.to)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_end_before_start' });
      }
    }),
  );
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const clicksQuerySchema = z.object({
  limit: z.optional(
    limitSchema(CLICKS_LIMIT_MAX, `Clicks to answer, 1–${CLICKS_LIMIT_MAX} (default ${CLICKS_LIMIT_DEFAULT}).`),
  ),
  range: z.optional(z.enum(STAT_RANGES, { error: 'invalid_range' })),
  from: z.optional(instant),
  to: z.optional(instant),
});
export type ClicksQuery = z.infer<typeof clicksQuerySchema>;

const nullableText = z.nullable(z.string());

/** One recorded click (SPEC §6), as `GET /api/links/{id}/clicks` lists it and the live stream sends it. */
export const clickSchema = z.object({
  id: z.number(),
  linkId: z.string(),
  qrId: nullableText,
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

export const BREAKDOWNS = [
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

/**
 * One row of a breakdown, biggest first. `value` null means unknown. `country` is set on region and city rows
 * (ISO 3166-1 alpha-2); `source` rows have the value `qr` or `direct`; `device` rows are "vendor model".
 */
export const breakdownRowSchema = z.object({
  value: nullableText,
  country: z.optional(nullableText),
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
  allTime: countsSchema.check(z.describe('All-time totals, whatever the range.')),
  totals: countsSchema,
  series: z.array(seriesPointSchema),
  breakdowns: z.record(z.enum(BREAKDOWNS), z.array(breakdownRowSchema)),
});
export type LinkStats = z.infer<typeof linkStatsSchema>;

/** `GET /api/stream` event `click`. */
export interface ClickEvent {
  linkId: string;
  click: Click;
}
