import type { FastifyReply } from 'fastify';
import { idParamsSchema } from '../../../../shared/list.js';
import {
  clickListSchema,
  clicksQuerySchema,
  subjectStatsSchema,
  statsQuerySchema,
  statsSummaryQuerySchema,
  statsSummarySchema,
} from '../../../../shared/stats.js';
import type { AppContext } from '../../../app-context.js';
import { route, type AnyRoute } from '../../../http/kit/route.js';
import type { Viewer } from '../../../http/kit/viewer.js';
import { newEvent } from '../../../events/new-event.js';
import { CLICK_CSV_HEADER, clickCsvStream } from './click-csv.js';
import { clickListStream } from './click-list.service.js';
import type { StatsSubject } from './item-union.js';
import { subjectStats, subjectSummary } from './stats.service.js';

const TAG = 'Statistics';
const EXAMPLE_ID = '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b';
export const CLICK_EXAMPLE = {
  id: 48213,
  linkId: EXAMPLE_ID,
  qrId: null,
  campaignId: null,
  locationId: null,
  createdAt: '2026-03-02T18:21:07.412Z',
  country: 'TR',
  region: 'Istanbul',
  city: 'Istanbul',
  timezone: 'Europe/Istanbul',
  org: 'Turk Telekom',
  deviceType: 'mobile',
  deviceVendor: 'Apple',
  deviceModel: 'iPhone',
  browserName: 'Mobile Safari',
  browserVersion: '18.3',
  osName: 'iOS',
  osVersion: '18.3',
  referrer: null,
  routeId: null,
};

/** A subject found for the viewer (another workspace's is a 404 before this), and what its statistics need. */
export interface ResolvedSubject {
  subject: StatsSubject;
  /** Epoch ms: where the "all" range starts when the subject has no click yet. */
  createdAt: number;
  /** The CSV's file name, without extension: `clicks-<name>`. */
  fileName: string;
}

/** Which subject a set of statistics routes serves: the workspace itself (no id) or a resource by `:id`. */
export type SubjectRouteOptions =
  | {
      /** `/api`: the workspace's `/api/stats`, `/api/clicks`, `/api/clicks.csv`. */
      base: '/api';
      /** Used in operation ids and summaries: `Workspace`, "the whole workspace". */
      name: string;
      noun: string;
      resolve(viewer: Viewer): Promise<ResolvedSubject>;
    }
  | {
      /** e.g. `/api/links/:id`: its `/stats`, `/clicks` and `/clicks.csv`. */
      base: `/api/${string}/:id`;
      name: string;
      noun: string;
      resolve(viewer: Viewer, id: string): Promise<ResolvedSubject>;
    };

/**
 * The statistics routes of one kind of subject (docs/product.md, HTTP interface): its figures, its latest clicks
 * (streamed, up to 100,000) and every click as CSV, with the same range and filters. The modules that own subjects —
 * links, QR codes, campaigns and locations — declare theirs with this, so every subject answers alike.
 */
export function subjectStatsRoutes(ctx: AppContext, options: SubjectRouteOptions): AnyRoute[] {
  const withId = options.base !== '/api';
  const resolve = (viewer: Viewer, params: { id: string } | undefined) =>
    options.base === '/api' ? options.resolve(viewer) : options.resolve(viewer, params?.id ?? '');
  const params = withId ? idParamsSchema : undefined;
  const exampleParams = withId ? { params: { id: EXAMPLE_ID } } : {};
  return [
    route({
      method: 'GET',
      url: `${options.base}/stats`,
      permission: 'view',
      operationId: `get${options.name}Stats`,
      summary: `The statistics of ${options.noun} for a range`,
      description:
        'Totals, the totals of the period of the same length before, a time series and breakdowns (link, country, ' +
        'region, city, time zone, network, device type, device, browser, OS, referrer, source) in the viewer’s time ' +
        'zone `tz`, of the clicks that pass every `filter`. Unique visitors are first visits of the UTC day.',
      tag: TAG,
      params,
      query: statsQuerySchema,
      response: { status: 200, description: 'The statistics.', schema: subjectStatsSchema },
      example: { ...exampleParams, query: { range: '7d', tz: 'Europe/Istanbul', filter: ['country:TR'] } },
      handler: async ({ viewer, params, query }) => {
        const { subject, createdAt } = await resolve(viewer, params);
        return subjectStats(ctx, viewer, subject, createdAt, query);
      },
    }),
    route({
      method: 'GET',
      url: `${options.base}/stats/summary`,
      permission: 'view',
      operationId: `get${options.name}StatsSummary`,
      summary: `Today, the last 7 and the last 30 days of ${options.noun}, each against the period before`,
      description:
        'Today runs from midnight in the viewer’s time zone `tz` and is compared with yesterday until the same ' +
        'time; the last 7 and 30 days with the 7 and 30 days before them.',
      tag: TAG,
      params,
      query: statsSummaryQuerySchema,
      response: { status: 200, description: 'The figures.', schema: statsSummarySchema },
      example: { ...exampleParams, query: { tz: 'Europe/Istanbul' } },
      handler: async ({ viewer, params, query }) => {
        const { subject } = await resolve(viewer, params);
        return subjectSummary(ctx, viewer, subject, query.tz);
      },
    }),
    route({
      method: 'GET',
      url: `${options.base}/clicks`,
      permission: 'view',
      operationId: `list${options.name}Clicks`,
      summary: `The latest clicks of ${options.noun}`,
      description: 'Newest first, at most `limit` (up to 100,000), optionally within a range and filtered; streamed.',
      tag: TAG,
      params,
      query: clicksQuerySchema,
      response: { status: 200, description: 'The clicks.', schema: clickListSchema },
      example: { ...exampleParams, query: { limit: 100 }, response: { items: [CLICK_EXAMPLE] } },
      handler: async ({ viewer, params, query, reply }): Promise<FastifyReply> => {
        const { subject } = await resolve(viewer, params);
        return reply.type('application/json; charset=utf-8').send(clickListStream(ctx, viewer, subject, query));
      },
    }),
    route({
      method: 'GET',
      url: `${options.base}/clicks.csv`,
      permission: 'view',
      operationId: `export${options.name}Clicks`,
      summary: `Every click of ${options.noun} in a range, as CSV`,
      description:
        'One click per line: when, the link, QR code, campaign and location it came through (each id with its name ' +
        'beside it), then where from and on what. Cells a spreadsheet would run as a formula start with a quote.',
      tag: TAG,
      params,
      query: clicksQuerySchema,
      response: { status: 200, description: 'A CSV download, one click per line.', contentType: 'text/csv' },
      example: {
        ...exampleParams,
        response: `${CLICK_CSV_HEADER}\n2026-03-02T18:21:07.412Z,${EXAMPLE_ID},Spring menu,,,,,,,TR,Istanbul,Istanbul,Europe/Istanbul,Turk Telekom,mobile,Apple,iPhone,Mobile Safari,18.3,iOS,18.3,\n`,
      },
      handler: async ({ viewer, params, query, reply }): Promise<FastifyReply> => {
        const { subject, fileName } = await resolve(viewer, params);
        // `QrCode` → `qr_code`, as the audit log names kinds of objects.
        const subjectType = options.name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
        await ctx.events.publishAlone(
          newEvent('export.downloaded', viewer, { kind: 'clicks', subjectType, subjectId: params?.id ?? null }),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="clicks-${fileName}.csv"`)
          .send(clickCsvStream(ctx, viewer, subject, query));
      },
    }),
  ];
}
