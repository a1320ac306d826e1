import type { FastifyInstance } from 'fastify';
import { clicksQuerySchema, statsQuerySchema } from '../../../shared/stats.js';
import type { AppContext } from '../../app-context.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';
import { parseWith } from '../../http/validation.js';
import { exportClicksCsv, listClicks } from './click-list.service.js';
import { getLinkStats } from './stats.service.js';

type IdParams = { Params: { id: string } };

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);

  // GET /api/links/:id/stats — totals, time series and breakdowns (?range=&from=&to=&tz=&interval=)
  app.get<IdParams>('/api/links/:id/stats', { preHandler: guard }, async (request) =>
    getLinkStats(ctx, viewerOf(request), request.params.id, parseWith(statsQuerySchema, request.query)),
  );

  // GET /api/links/:id/clicks — the newest clicks (?limit= up to 100,000, optional range)
  app.get<IdParams>('/api/links/:id/clicks', { preHandler: guard }, async (request) =>
    listClicks(ctx, viewerOf(request), request.params.id, parseWith(clicksQuerySchema, request.query)),
  );

  // GET /api/links/:id/clicks.csv — every click of the range as a CSV download
  app.get<IdParams>('/api/links/:id/clicks.csv', { preHandler: guard }, async (request, reply) => {
    const query = parseWith(clicksQuerySchema, request.query);
    const { link, stream } = await exportClicksCsv(ctx, viewerOf(request), request.params.id, query);
    const filename = `clicks-${link.hash}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(stream);
  });
}
