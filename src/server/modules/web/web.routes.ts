import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The same four levels lead from src/server/modules/web and from dist/server/modules/web to the project root.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WEB_DIST_DIR = path.join(projectRoot, 'dist', 'web');

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached. Returns what the
 * not-found handler calls for any other page navigation, so client-side routes (and the app's own 404 screen)
 * survive a reload; null when there is no build (development serves the app with Vite).
 */
export async function registerWebApp(app: FastifyInstance): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: WEB_DIST_DIR,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
