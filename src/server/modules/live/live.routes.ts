import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import type { LiveFrame } from './event-history.js';

// Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves; a graceful stop ends them so closing does not wait forever.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  return [
    route({
      method: 'GET',
      url: '/api/stream',
      operationId: 'streamEvents',
      summary: "Server-sent events of the workspace's clicks",
      description:
        '`click` as clicks are recorded; `resync` when some may have been missed (fetch the figures again). ' +
        'A `Last-Event-ID` header replays what a broken stream missed.',
      tag: 'Live',
      response: { status: 200, description: 'An endless event stream.', contentType: 'text/event-stream' },
      example: {
        response: 'id: 1732350000000-4\nevent: click\ndata: {"linkId":"0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b",…}\n\n',
      },
      handler: async ({ viewer, request, reply }) => {
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
        return reply;
      },
    }),
  ];
}

function format(frames: LiveFrame[]): string {
  return frames.map(({ id, event, data }) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`).join('');
}
