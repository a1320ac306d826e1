import { idParamsSchema } from '../../../shared/list.js';
import { clickListSchema, clicksQuerySchema, linkStatsSchema, statsQuerySchema } from '../../../shared/stats.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { exportClicksCsv, listClicks } from './click-list.service.js';
import { getLinkStats, getWorkspaceStats } from './stats.service.js';

const TAG = 'Statistics';
const LINK_ID = '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b';
const CLICK = {
  id: 48213,
  linkId: LINK_ID,
  qrId: null,
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
};

/** Statistics (SPEC §6) of the workspace and of a link: figures, the latest clicks, every click as CSV. */
export function statsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/stats',
      operationId: 'getWorkspaceStats',
      summary: "The whole workspace's statistics for a range",
      description:
        'Every click of every link and QR code of the workspace; unique visitors are counted once for the ' +
        'workspace, however many of its links they clicked. The same shape and query as a link’s statistics.',
      tag: TAG,
      query: statsQuerySchema,
      response: { status: 200, description: 'The statistics.', schema: linkStatsSchema },
      example: { query: { range: '30d', tz: 'Europe/Istanbul' } },
      handler: ({ viewer, query }) => getWorkspaceStats(ctx, viewer, query),
    }),
    route({
      method: 'GET',
      url: '/api/links/:id/stats',
      operationId: 'getLinkStats',
      summary: "A link's statistics for a range",
      description:
        'Totals, a time series and breakdowns (country, region, city, device, browser, OS, referrer, network, ' +
        'source) in the viewer’s time zone `tz`.',
      tag: TAG,
      params: idParamsSchema,
      query: statsQuerySchema,
      response: { status: 200, description: 'The statistics.', schema: linkStatsSchema },
      example: {
        params: { id: LINK_ID },
        query: { range: '7d', tz: 'Europe/Istanbul' },
      },
      handler: ({ viewer, params, query }) => getLinkStats(ctx, viewer, params.id, query),
    }),
    route({
      method: 'GET',
      url: '/api/links/:id/clicks',
      operationId: 'listLinkClicks',
      summary: "A link's latest clicks",
      description: 'Newest first, at most `limit` (up to 100,000), optionally within a range.',
      tag: TAG,
      params: idParamsSchema,
      query: clicksQuerySchema,
      response: { status: 200, description: 'The clicks.', schema: clickListSchema },
      example: { params: { id: LINK_ID }, query: { limit: 100 }, response: { items: [CLICK] } },
      handler: ({ viewer, params, query }) => listClicks(ctx, viewer, params.id, query),
    }),
    route({
      method: 'GET',
      url: '/api/links/:id/clicks.csv',
      operationId: 'exportLinkClicks',
      summary: "Every click of a link's range as CSV",
      tag: TAG,
      params: idParamsSchema,
      query: clicksQuerySchema,
      response: { status: 200, description: 'A CSV download, one click per line.', contentType: 'text/csv' },
      example: {
        params: { id: LINK_ID },
        response:
          'createdAt,country,region,city,timezone,org,deviceType,deviceVendor,deviceModel,browserName,browserVersion,osName,osVersion,referrer,qrId\n' +
          '2026-03-02T18:21:07.412Z,TR,Istanbul,Istanbul,Europe/Istanbul,Turk Telekom,mobile,Apple,iPhone,Mobile Safari,18.3,iOS,18.3,,\n',
      },
      handler: async ({ viewer, params, query, reply }) => {
        const { link, stream } = await exportClicksCsv(ctx, viewer, params.id, query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="clicks-${link.hash}.csv"`)
          .send(stream);
      },
    }),
  ];
}
