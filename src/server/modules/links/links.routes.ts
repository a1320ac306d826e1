import {
  aliasParamsSchema,
  createLinkSchema,
  linkListQuerySchema,
  linkPageSchema,
  linkSchema,
  updateLinkSchema,
  type Link,
} from '../../../shared/links.js';
import { idParamsSchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { subjectStatsRoutes } from '../analytics/index.js';
import { createLink, deleteLink, freeAlias, getLinkOrThrow, listLinks, updateLink } from './links.service.js';

const TAG = 'Links';
const EXAMPLE_ID = '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b';
const EXAMPLE: Link = {
  id: EXAMPLE_ID,
  name: 'Spring menu',
  url: 'https://example.com/menu?season=spring',
  hash: 'Xk3p9QaZ2m',
  shortUrl: 'https://scanlink.example/r/Xk3p9QaZ2m',
  expiresAt: null,
  fallbackUrl: null,
  campaignId: null,
  notes: 'Printed on the table cards.',
  forwardQuery: false,
  aliases: ['menu2025'],
  clicks: 1280,
  rules: [
    {
      id: 'k3Jq9VbR2xWm',
      name: 'German speakers',
      conditions: [{ kind: 'language', values: ['de'] }],
      url: 'https://example.com/de/menu',
    },
  ],
  split: [],
  passwordProtected: false,
  tags: [{ id: '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b', name: 'Summer menu', color: 'amber' }],
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T17:05:00.000Z',
};

/** The short links of a workspace (docs/product.md, Links). */
export function linkRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/links',
      permission: 'view',
      operationId: 'listLinks',
      summary: "List the workspace's links, newest first",
      description: 'Searches name, short code and target with `q`; `tag` keeps the links with that tag.',
      tag: TAG,
      query: linkListQuerySchema,
      response: { status: 200, description: 'A page of links.', schema: linkPageSchema },
      example: { query: { q: 'menu', limit: 24 }, response: { items: [EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listLinks(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/links',
      permission: 'edit',
      operationId: 'createLink',
      summary: 'Create a short link',
      description:
        'Without `hash` a 10-character code is generated; with it, it is the custom code (409 when taken). `rules` ' +
        '(the first that holds wins), `split` (weights adding up to 100) and `password` make it a smart link.',
      tag: TAG,
      body: createLinkSchema,
      response: { status: 201, description: 'The new link.', schema: linkSchema },
      errors: [409],
      example: { body: { name: 'Spring menu', url: 'example.com/menu?season=spring' }, response: EXAMPLE },
      handler: ({ viewer, body }) => createLink(ctx, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/links/:id',
      permission: 'view',
      operationId: 'getLink',
      summary: 'Get one link',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The link.', schema: linkSchema },
      example: { params: { id: EXAMPLE_ID }, response: EXAMPLE },
      handler: ({ viewer, params }) => getLinkOrThrow(ctx, viewer, params.id),
    }),
    route({
      method: 'PATCH',
      url: '/api/links/:id',
      permission: 'edit',
      operationId: 'updateLink',
      summary: 'Change a link',
      description:
        'A new target is live on the next scan. A new short code keeps the old one redirecting as an alias, ' +
        'unless `freeOldHash` is true.',
      tag: TAG,
      params: idParamsSchema,
      body: updateLinkSchema,
      response: { status: 200, description: 'The changed link.', schema: linkSchema },
      errors: [409],
      example: {
        params: { id: EXAMPLE_ID },
        body: { url: 'https://example.com/menu?season=summer' },
        response: { ...EXAMPLE, url: 'https://example.com/menu?season=summer' },
      },
      handler: ({ viewer, params, body }) => updateLink(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/links/:id',
      permission: 'edit',
      operationId: 'deleteLink',
      summary: 'Delete a link and its statistics',
      description:
        'Its short URL and former codes answer 410 "no longer active" from the next request on; only this workspace ' +
        'may give those codes to a new link.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteLink(ctx, viewer, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/api/links/:id/aliases/:hash',
      permission: 'edit',
      operationId: 'freeLinkAlias',
      summary: 'Free a former short code of a link',
      description: 'The old code stops redirecting (printed copies break) and any link may take it.',
      tag: TAG,
      params: aliasParamsSchema,
      response: { status: 204, description: 'Freed.' },
      example: { params: { id: EXAMPLE_ID, hash: 'menu2025' } },
      handler: ({ viewer, params }) => freeAlias(ctx, viewer, params.id, params.hash),
    }),
    ...subjectStatsRoutes(ctx, {
      base: '/api/links/:id',
      name: 'Link',
      noun: 'a link',
      resolve: async (viewer, id) => {
        const link = await getLinkOrThrow(ctx, viewer, id);
        return { subject: { kind: 'link', id: link.id }, createdAt: Date.parse(link.createdAt), fileName: link.hash };
      },
    }),
  ];
}
