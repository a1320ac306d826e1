import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isVisitorPath, screenOf } from '../../../shared/app-paths.js';
import type { Locale } from '../../../shared/locales.js';
import type { ServeWebApp } from '../../http/error-handler.js';
import { publicLocale } from '../../public/status-page.js';
import { screenPreloads } from './screen-preloads.js';

// The same four levels lead from src/server/modules/web and from dist/server/modules/web to the project root.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WEB_DIST_DIR = path.join(projectRoot, 'dist', 'web');

// Vite names every file under /assets/ after a hash of its content: a new build gives new names.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app (`root`: the build; tests pass their own): hashed assets cached for a year, everything
 * else (index.html, robots.txt, the icon) revalidated on each use, each text file as the build's brotli or gzip copy
 * when the browser takes it. Returns what the not-found handler calls for any other page navigation: index.html,
 * with 200 on the app's own paths and 404 elsewhere (the app then shows its not-found screen), asking for the
 * screen's own chunks and the visitor's language with it (screen-preloads.ts); null when there is no build
 * (development serves the app with Vite).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { root = WEB_DIST_DIR, defaultLocale }: { root?: string; defaultLocale: Locale },
): Promise<ServeWebApp | null> {
  if (!existsSync(path.join(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Otherwise @fastify/send writes its own `public, max-age=0` over what setHeaders says.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
      // Text files have brotli and gzip copies (scripts/precompress.ts): the answer depends on Accept-Encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // index.html is read once: the build does not change under a running server (its assets' names would too). The
  // visitor screens get it without the preload of /api/me: nobody is signed in there, so it would answer 401 (an
  // error in every visitor's console), and a preloaded answer left unused would be handed to the first /api/me
  // after signing in.
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const visitorHtml = indexHtml.replace(/\s*<link rel="preload" href="\/api\/me"[^>]*>/, '');
  const preloads = screenPreloads(root);
  return (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const screen = screenOf(pathname);
    const html = isVisitorPath(pathname) ? visitorHtml : indexHtml;
    return reply
      .status(screen ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        screen ? html.replace('</head>', `${preloads(screen, publicLocale(request, defaultLocale))}</head>`) : html,
      );
  };
}
