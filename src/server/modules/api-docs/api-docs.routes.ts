import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../../app-context.js';
import { buildOpenApiDocument } from '../../http/kit/openapi.js';
import { route, type AnyRoute } from '../../http/kit/route.js';
import { webhookDocs } from '../webhooks/index.js';
import { ASSET_NAMES, docsAsset, SWAGGER_VERSION, type AssetName } from './swagger-assets.js';

const TAG = 'Documentation';
const ASSET_PREFIX = '/docs-assets';
const YEAR_SECONDS = 31_536_000;

/**
 * The API's own description (docs/product.md, HTTP interface): `/api/openapi.json` generated from every declared route,
 * and `/api/docs`, a page that reads it. `allRoutes` is called once, after every module has declared its routes.
 */
export function apiDocsRoutes(app: FastifyInstance, ctx: AppContext, allRoutes: () => readonly AnyRoute[]) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const documentOnce = () =>
    (document ??= buildOpenApiDocument(allRoutes(), { publicUrl: ctx.config.publicUrl, webhooks: webhookDocs() }));

  // The page's files are versioned by the package's version in their address, so they may be cached for good.
  for (const name of ASSET_NAMES) {
    app.get(`${ASSET_PREFIX}/${name}`, async (request, reply) => {
      const asset = docsAsset(name);
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .type(asset.type)
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('vary', 'accept-encoding');
      if (gzip) reply.header('content-encoding', 'gzip');
      return reply.send(gzip ? asset.gzip : asset.plain);
    });
  }

  return [
    route({
      method: 'GET',
      url: '/api/openapi.json',
      access: 'public',
      operationId: 'getOpenApiDocument',
      summary: 'This API described as OpenAPI 3.1',
      description: 'Generated from the route declarations: the same schemas validate every request.',
      tag: TAG,
      response: { status: 200, description: 'The OpenAPI document.', schema: z.looseObject({ openapi: z.string() }) },
      example: { response: { openapi: '3.1.0' } },
      handler: async () => documentOnce(),
    }),
    route({
      method: 'GET',
      url: '/api/docs',
      access: 'public',
      operationId: 'getApiDocs',
      summary: 'The documentation page of this API',
      tag: TAG,
      response: { status: 200, description: 'An HTML page.', contentType: 'text/html' },
      example: { response: '<!doctype html>…' },
      handler: async ({ reply }) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page()),
    }),
  ];
}

function assetUrl(name: AssetName): string {
  return `${ASSET_PREFIX}/${name}?v=${SWAGGER_VERSION}`;
}

function page(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The Scanlink REST API: short links, QR codes and their statistics.">
<title>Scanlink API</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${assetUrl('swagger-ui.css')}">
</head>
<body>
<main id="api-docs"><noscript>This page needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="${assetUrl('swagger-ui-bundle.js')}"></script>
<script src="${assetUrl('init.js')}"></script>
</body>
</html>
`;
}
