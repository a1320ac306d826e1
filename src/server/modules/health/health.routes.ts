import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /healthz — for load balancers and uptime checks: 200 when the database answers, 503 when it does not
  app.get('/healthz', async (_request, reply) => {
    const databaseUp = await ctx.database.ping();
    reply.header('cache-control', 'no-store');
    return reply.status(databaseUp ? 200 : 503).send({
      status: databaseUp ? 'ok' : 'unavailable',
      database: { kind: ctx.database.dialect.kind, reachable: databaseUp },
    });
  });
}
