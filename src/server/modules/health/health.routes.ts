import * as z from 'zod/mini';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  outbox: z.nullable(
    z.object({
      waiting: z.number(),
      oldestAgeSeconds: z.nullable(z.number()),
    }),
  ),
});

export function healthRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/healthz',
      access: 'public',
      operationId: 'getHealth',
      summary: 'For load balancers and uptime checks',
      description:
        '200 when the database answers, 503 (same body) when it does not. `outbox`: the events waiting for their ' +
        'durable subscribers and the age of the oldest (a growing figure means a subscriber keeps failing; the log ' +
        'names it); null while the database does not answer.',
      tag: 'Operations',
      response: { status: 200, description: 'The node and its database are up.', schema: healthSchema },
      example: {
        response: {
          status: 'ok',
          database: { kind: 'sqlite', reachable: true },
          outbox: { waiting: 0, oldestAgeSeconds: null },
        },
      },
      handler: async ({ reply }) => {
        const databaseUp = await ctx.database.ping();
        const backlog = databaseUp ? await ctx.events.backlog().catch(() => null) : null;
        reply.header('cache-control', 'no-store');
        return reply.status(databaseUp ? 200 : 503).send({
          status: databaseUp ? 'ok' : 'unavailable',
          database: { kind: ctx.database.dialect.kind, reachable: databaseUp },
          outbox: backlog && {
            waiting: backlog.waiting,
            oldestAgeSeconds: backlog.oldestAt === null ? null : Math.round((Date.now() - backlog.oldestAt) / 1000),
          },
        });
      },
    }),
  ];
}
