import type { FastifyInstance } from 'fastify';

/**
 * API answers are about one signed-in person at one moment: no browser or proxy may keep them. Every /api answer,
 * errors included, says `cache-control: no-store` unless its route chose its own caching.
 */
export function registerApiCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
