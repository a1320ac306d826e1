// The statistics contract (docs/product.md, Redirects and click statistics), shared by the API and the statistics
// view of every subject: a link, a QR code, a campaign, a location and the workspace (`S` below: `/api/links/{id}`,
// `/api/qr-codes/{id}`, `/api/campaigns/{id}`, `/api/locations/{id}` or `/api`).
import * as z from 'zod/mini';
import { limitSchema } from './list.js';

export * from './stat-values.js';
import {
  BREAKDOWNS,
  FILTERS_MAX,
  isTimeZone,
  parseStatFilter,
  RANGE_MAX_MS,
  STAT_INTERVALS,
  STAT_RANGES,
  CLICKS_LIMIT_MAX,
  CLICKS_LIMIT_DEFAULT,
  type StatFilter,
} from './stat-values.js';

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
 * `GET S/stats` query. `range` defaults to 7d; `custom` needs `from` and `to` (ISO-8601 with offset),
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

/** One recorded click, as `GET S/clicks` lists it and the live stream sends it. */
export const clickSchema = z.object({
  id: z.number(),
  linkId: nullableText.check(z.describe('Null for the scan of a QR code that leads to an address of its own.')),
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
  routeId: nullableText.check(
    z.describe(
      'The targeting rule or A/B variant that served the click (`route` breakdown); null for the plain target.',
    ),
  ),
});
export type Click = z.infer<typeof clickSchema>;

/** `GET S/clicks`: newest first. */
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
  responses: z.optional(
    z.number().check(z.describe('`route` rows: responses to this server’s forms the rule or variant sent people to.')),
  ),
  views: z.optional(
    z.number().check(z.describe('`route` rows: views of this server’s pages the rule or variant sent people to.')),
  ),
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

/** `GET S/stats`. Counts cover every click in the range; breakdowns list at most 100 rows each. */
export const subjectStatsSchema = z.object({
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
export type SubjectStats = z.infer<typeof subjectStatsSchema>;

const summaryCountsSchema = z.object({
  clicks: z.number(),
  uniques: z.number(),
  scans: z.number().check(z.describe('Of the clicks, those that came through a QR code.')),
});
const changeSchema = z.object({
  ...summaryCountsSchema.shape,
  previous: summaryCountsSchema.check(z.describe('The same counts for the period before.')),
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
  linkId: string | null;
  click: Click;
}
