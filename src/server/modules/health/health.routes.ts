import * as z from 'zod/mini';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
});

export function healthRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/healthz',
      access: 'public',
      operationId: 'getHealth',
      summary: 'For load balancers and uptime checks',
      description: '200 when the database answers, 503 (same body) when it does not.',
      tag: 'Operations',
      response: { status: 200, description: 'The node and its database are up.', schema: healthSchema },
      example: { response: { status: 'ok', database: { kind: 'sqlite', reachable: true } } },
      handler: async ({ reply }) => {
        const databaseUp = await ctx.database.ping();
        reply.header('cache-control', 'no-store');
        return reply.status(databaseUp ? 200 : 503).send({
          status: databaseUp ? 'ok' : 'unavailable',
          database: { kind: ctx.database.dialect.kind, reachable: databaseUp },
        });
      },
    }),
  ];
}
