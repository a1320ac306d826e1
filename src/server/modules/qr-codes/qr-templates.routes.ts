import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import {
  createQrTemplateSchema,
  qrTemplatePageSchema,
  qrTemplateSchema,
  type QrTemplate,
} from '../../../shared/qr-codes.js';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { createQrTemplate, deleteQrTemplate, getQrTemplateOrThrow, listQrTemplates } from './qr-templates.service.js';

const TAG = 'QR designer';
const EXAMPLE_ID = '0196f3c4-b3c1-7a2e-8d4f-6a8b0c2d4e6f';
const EXAMPLE: QrTemplate = {
  id: EXAMPLE_ID,
  name: 'Brand, rounded',
  design: { ...DEFAULT_DESIGN, dotStyle: 'rounded', foreground: { kind: 'solid', color: '#4338ca' } },
  createdAt: '2026-03-01T09:30:00.000Z',
};

/** Designs the workspace saved, to apply to new codes (docs/product.md, QR codes). */
export function qrTemplateRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/qr-templates',
      permission: 'view',
      operationId: 'listQrTemplates',
      summary: "List the workspace's design templates, newest first",
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of templates.', schema: qrTemplatePageSchema },
      example: { query: { limit: 24 }, response: { items: [EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listQrTemplates(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/qr-templates',
      permission: 'edit',
      operationId: 'createQrTemplate',
      summary: 'Save a design as a template',
      tag: TAG,
      body: createQrTemplateSchema,
      response: { status: 201, description: 'The template.', schema: qrTemplateSchema },
      example: { body: { name: EXAMPLE.name, design: EXAMPLE.design }, response: EXAMPLE },
      handler: ({ viewer, body }) => createQrTemplate(ctx, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/qr-templates/:id',
      permission: 'view',
      operationId: 'getQrTemplate',
      summary: 'Get one design template',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The template.', schema: qrTemplateSchema },
      example: { params: { id: EXAMPLE_ID }, response: EXAMPLE },
      handler: ({ viewer, params }) => getQrTemplateOrThrow(ctx, viewer, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/api/qr-templates/:id',
      permission: 'edit',
      operationId: 'deleteQrTemplate',
      summary: 'Delete a design template',
      description: 'Codes made with it keep their design.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteQrTemplate(ctx, viewer, params.id),
    }),
  ];
}
