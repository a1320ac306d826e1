import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';

// Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);
  const open = new Set<ServerResponse>();
  // Streams never end by themselves; a graceful stop ends them so closing does not wait forever.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  // GET /api/stream — server-sent events of the signed-in workspace (clicks as they are recorded)
  app.get('/api/stream', { preHandler: guard }, async (request, reply) => {
    const viewer = viewerOf(request);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    open.add(response);
    const unsubscribe = ctx.liveEvents.subscribe(viewer.workspace.id, (events) => {
      response.write(events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''));
    });
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
    });
  });
}
