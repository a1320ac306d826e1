import type { FastifyInstance } from 'fastify';
import { createLinkSchema, listLinksQuerySchema, updateLinkSchema } from '../../../shared/links.js';
import type { AppContext } from '../../app-context.js';
import { sessionGuard, viewerOf } from '../../http/session-guard.js';
import { parseWith } from '../../http/validation.js';
import { createLink, deleteLink, getLinkOrThrow, listLinks, updateLink } from './links.service.js';

type IdParams = { Params: { id: string } };

export function registerLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = sessionGuard(ctx);

  // GET /api/links — the workspace's links, newest first (?q=&limit=&cursor=)
  app.get('/api/links', { preHandler: guard }, async (request) =>
    listLinks(ctx, viewerOf(request), parseWith(listLinksQuerySchema, request.query)),
  );

  // POST /api/links — create a short link (generated hash, or a custom alias in `hash`)
  app.post('/api/links', { preHandler: guard }, async (request, reply) => {
    const link = await createLink(ctx, viewerOf(request), parseWith(createLinkSchema, request.body));
    return reply.code(201).send(link);
  });

  // GET /api/links/:id — one link
  app.get<IdParams>('/api/links/:id', { preHandler: guard }, async (request) =>
    getLinkOrThrow(ctx, viewerOf(request), request.params.id),
  );

  // PATCH /api/links/:id — change name, target, hash, expiry, fallback, notes or query forwarding
  app.patch<IdParams>('/api/links/:id', { preHandler: guard }, async (request) =>
    updateLink(ctx, viewerOf(request), request.params.id, parseWith(updateLinkSchema, request.body)),
  );

  // DELETE /api/links/:id — delete a link and its statistics
  app.delete<IdParams>('/api/links/:id', { preHandler: guard }, async (request, reply) => {
    await deleteLink(ctx, viewerOf(request), request.params.id);
    return reply.code(204).send();
  });
}
