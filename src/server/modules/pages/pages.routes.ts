import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import {
  createPageSchema,
  pageDetailSchema,
  pagePageSchema,
  updatePageSchema,
  type PageDetail,
} from '../../../shared/pages.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { createPage, deletePage, getPageOrThrow, listPages, updatePage } from './pages.service.js';

const TAG = 'Pages';
const EXAMPLE_ID = '0196f3e0-4b1c-7a2d-9e3f-4a5b6c7d8e9f';
const CONTENT_EXAMPLE = {
  type: 'vcard' as const,
  title: 'Ada Lovelace',
  description: '',
  accent: '#2563eb',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines Ltd',
  jobTitle: 'Mathematician',
  phone: '',
  mobile: '+44 20 7946 0958',
  email: 'ada@example.com',
  website: 'https://example.com',
  street: '',
  city: 'London',
  postalCode: '',
  region: '',
  country: 'United Kingdom',
  note: '',
};
const PAGE_EXAMPLE: PageDetail = {
  id: EXAMPLE_ID,
  name: 'Business card',
  typeId: 'vcard',
  published: true,
  content: CONTENT_EXAMPLE,
  latitude: null,
  longitude: null,
  campaignId: null,
  campaignName: null,
  publicUrl: `https://scanlink.example/p/${EXAMPLE_ID}`,
  views: 128,
  qrCodes: 1,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-02T17:05:00.000Z',
  typeActive: true,
  codes: [
    {
      id: '0196f3e0-9a8b-7c6d-8e5f-4a3b2c1d0e9f',
      name: 'Card back',
      code: '7KX3P9QA',
      shortUrl: 'https://scanlink.example/Q/7KX3P9QA',
    },
  ],
};
const { typeActive: _active, codes: _codes, ...PAGE_LIST_ITEM } = PAGE_EXAMPLE;

/**
 * Mobile landing pages (docs/product.md, Landing pages): a name, a type and its content, shown at /p/{id} once
 * published.
 */
export function pageRoutes(ctx: AppContext) {
  return [
    // GET /api/pages — the workspace's pages
    route({
      method: 'GET',
      url: '/api/pages',
      permission: 'view',
      operationId: 'listPages',
      summary: "List the workspace's landing pages, newest first",
      description: 'Searches the name with `q`. `content` is null for a page whose editor has not saved yet.',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of landing pages.', schema: pagePageSchema },
      example: { query: { q: 'card', limit: 24 }, response: { items: [PAGE_LIST_ITEM], nextCursor: null } },
      handler: ({ viewer, query }) => listPages(ctx, viewer, query),
    }),
    // POST /api/pages — create a page
    route({
      method: 'POST',
      url: '/api/pages',
      permission: 'edit',
      operationId: 'createPage',
      summary: 'Create a landing page',
      description:
        'A name and an active page type (an inactive one: 422 `page_type_inactive` on `typeId`). Without `content` ' +
        'the page starts unpublished and empty (`content: null`); with it, `content.type` must be `typeId` (422 ' +
        '`type_mismatch`) and the content is checked as on every save: its fields (`content.<field>`), its uploads ' +
        '(the workspace’s own, of the right kind: `not_found`, `media_wrong_kind`) and its form. `published: true` ' +
        'needs a content (422 `page_incomplete` on `published`). `latitude` and `longitude` come together.',
      tag: TAG,
      body: createPageSchema,
      response: { status: 201, description: 'The new page.', schema: pageDetailSchema },
      example: {
        body: { name: 'Business card', typeId: 'vcard', content: CONTENT_EXAMPLE, published: true },
        response: { ...PAGE_EXAMPLE, views: 0, qrCodes: 0, codes: [] },
      },
      handler: ({ viewer, body }) => createPage(ctx, viewer, body),
    }),
    // GET /api/pages/:id — one page
    route({
      method: 'GET',
      url: '/api/pages/:id',
      permission: 'view',
      operationId: 'getPage',
      summary: 'Get one landing page, with the QR codes that lead to it',
      description: '`typeActive` says whether the type may still be chosen for new pages.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The page.', schema: pageDetailSchema },
      example: { params: { id: EXAMPLE_ID }, response: PAGE_EXAMPLE },
      handler: ({ viewer, params }) => getPageOrThrow(ctx, viewer, params.id),
    }),
    // PATCH /api/pages/:id — change a page
    route({
      method: 'PATCH',
      url: '/api/pages/:id',
      permission: 'edit',
      operationId: 'updatePage',
      summary: 'Change a landing page',
      description:
        'Any field may change but the type: `content.type` must stay the page’s (422 `type_mismatch`). A content ' +
        'is checked as on create; publishing needs a saved content. The public page shows the change at once, on ' +
        'every node.',
      tag: TAG,
      params: idParamsSchema,
      body: updatePageSchema,
      response: { status: 200, description: 'The changed page.', schema: pageDetailSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { published: false },
        response: { ...PAGE_EXAMPLE, published: false },
      },
      handler: ({ viewer, params, body }) => updatePage(ctx, viewer, params.id, body),
    }),
    // DELETE /api/pages/:id — delete a page
    route({
      method: 'DELETE',
      url: '/api/pages/:id',
      permission: 'edit',
      operationId: 'deletePage',
      summary: 'Delete a landing page',
      description:
        'Its QR codes stay and say they are no longer active when scanned; its public address says the page is ' +
        'gone. Its uploads stay (delete them at /api/media).',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deletePage(ctx, viewer, params.id),
    }),
  ];
}
