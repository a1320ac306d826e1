import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';
import type { LiveFrame } from './event-history.js';

// Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);
  const open = new Set<ServerResponse>();
  // Streams never end by themselves; a graceful stop ends them so closing does not wait forever.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  // GET /api/stream — server-sent events of the signed-in workspace: `click` as clicks are recorded, `resync` when
  // some may have been missed (the page fetches its figures again); `Last-Event-ID` replays what a broken stream missed
  app.get('/api/stream', { preHandler: guard }, async (request, reply) => {
    const viewer = viewerOf(request);
    // Fastify answers HEAD with this handler too: the headers of a stream, no body, and done.
    if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
    const lastEventId = request.headers['last-event-id'];
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { ...STREAM_HEADERS, connection: 'keep-alive' });
    const subscription = ctx.liveEvents.subscribe(
      viewer.workspace.id,
      typeof lastEventId === 'string' ? lastEventId : undefined,
      (frames) => response.write(format(frames)),
    );
    response.write(`retry: ${RETRY_MS}\n\n${format(subscription.frames)}`);
    open.add(response);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      subscription.close();
      open.delete(response);
    });
  });
}

function format(frames: LiveFrame[]): string {
  return frames.map(({ id, event, data }) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`).join('');
}
