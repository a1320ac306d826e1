import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/kit/route.js';
import type { Viewer } from '../../http/kit/viewer.js';
import type { LiveFrame } from './event-history.js';
import { STREAM_MAX_AGE_MS, STREAMS_PER_OWNER, StreamSlots } from './stream-slots.js';

// Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps the stream open.
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export const liveErrors = {
  tooManyStreams: () =>
    new AppError(
      429,
      'too_many_streams',
      `This session has ${STREAMS_PER_OWNER} live streams open already; close one to open another.`,
    ),
};

// A browser session, or an API key: whoever holds the streams.
const ownerOf = ({ credential }: Viewer) =>
  credential.kind === 'session' ? `session:${credential.sessionId}` : `key:${credential.keyId}`;

/** Whose an open stream is: it ends when they may no longer read the workspace. */
interface StreamHolder {
  workspaceId: string;
  userId: string | null;
  keyId: string | null;
}

export function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  const open = new Map<ServerResponse, StreamHolder>();
  const slots = new StreamSlots();
  // Streams never end by themselves; a graceful stop ends them so closing does not wait forever.
  app.addHook('preClose', async () => {
    for (const response of open.keys()) response.end();
  });
  // A member removed (with the keys they made), a key revoked, a workspace deleted: on every node, their open streams
  // end at once, as their next request would be refused.
  const endWhere = (gone: (holder: StreamHolder) => boolean) => {
    for (const [response, holder] of open) if (gone(holder)) response.end();
  };
  ctx.events.onEvent(['member.removed'], ({ workspaceId, data }) =>
    endWhere((holder) => holder.workspaceId === workspaceId && holder.userId === data.id),
  );
  ctx.events.onEvent(['api_key.revoked'], ({ data }) => endWhere((holder) => holder.keyId === data.id));
  ctx.events.onEvent(['workspace.deleted'], ({ data }) => endWhere((holder) => holder.workspaceId === data.id));

  return [
    route({
      method: 'GET',
      url: '/api/stream',
      permission: 'view',
      operationId: 'streamEvents',
      summary: "Server-sent events of the workspace's clicks",
      description:
        "`click` as clicks are recorded; `response` as forms are answered; `notifications` with a member's unread " +
        'count when it changes; `resync` when some may have been missed (fetch the figures again). ' +
        'A `Last-Event-ID` header replays what a broken stream missed. A session (or API key) holds at most ' +
        `${STREAMS_PER_OWNER} streams at once (429 \`too_many_streams\` beyond); a stream is ended after ` +
        `${STREAM_MAX_AGE_MS / 60_000} minutes ` +
        'and EventSource opens it again, missing nothing.',
      tag: 'Live',
      response: { status: 200, description: 'An event stream.', contentType: 'text/event-stream' },
      errors: [429],
      example: {
        response: 'id: 1732350000000-4\nevent: click\ndata: {"linkId":"0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b",…}\n\n',
      },
      handler: async ({ viewer, request, reply }) => {
        // Fastify answers HEAD with this handler too: the headers of a stream, no body, and done.
        if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
        const lastEventId = request.headers['last-event-id'];
        const response = reply.raw;
        const slot = slots.take(ownerOf(viewer), () => response.end());
        if (!slot) throw liveErrors.tooManyStreams();
        reply.hijack();
        response.writeHead(200, { ...STREAM_HEADERS, connection: 'keep-alive' });
        const subscription = ctx.liveEvents.subscribe(
          viewer.workspace.id,
          typeof lastEventId === 'string' ? lastEventId : undefined,
          (frames) => response.write(format(frames)),
        );
        response.write(`retry: ${RETRY_MS}\n\n${format(subscription.frames)}`);
        open.set(response, {
          workspaceId: viewer.workspace.id,
          userId: viewer.userId,
          keyId: viewer.credential.kind === 'apiKey' ? viewer.credential.keyId : null,
        });
        const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
        // The page went away, or the server ended the stream (its age, a graceful stop): its slot is free again.
        let done = false;
        const closed = () => {
          if (done) return;
          done = true;
          clearInterval(heartbeat);
          subscription.close();
          open.delete(response);
          slot.release();
        };
        request.raw.once('close', closed);
        response.once('close', closed);
        return reply;
      },
    }),
  ];
}

function format(frames: LiveFrame[]): string {
  return frames.map(({ id, event, data }) => `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`).join('');
}
