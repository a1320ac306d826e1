import { idParamsSchema } from '../../../shared/list.js';
import {
  createUtmTemplateSchema,
  updateUtmTemplateSchema,
  utmTemplateListSchema,
  utmTemplateSchema,
  type UtmTemplate,
} from '../../../shared/utm.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { createUtmTemplate, deleteUtmTemplate, listUtmTemplates, updateUtmTemplate } from './utm-templates.service.js';

const TAG = 'UTM templates';
const EXAMPLE_ID = '0196f3c4-8888-7c1d-9b2a-4f6e8d0c1a2b';
const EXAMPLE: UtmTemplate = {
  id: EXAMPLE_ID,
  name: 'Table cards',
  source: 'table-card',
  medium: 'qr',
  campaign: 'summer-menu',
  term: null,
  content: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

/** A workspace's UTM templates (docs/smart-links.md): values the link and QR code forms apply in one click. */
export function utmTemplateRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/utm-templates',
      permission: 'view',
      operationId: 'listUtmTemplates',
      summary: "List the workspace's UTM templates, by name",
      tag: TAG,
      response: { status: 200, description: 'Every template.', schema: utmTemplateListSchema },
      example: { response: { items: [EXAMPLE] } },
      handler: ({ viewer }) => listUtmTemplates(ctx, viewer),
    }),
    route({
      method: 'POST',
      url: '/api/utm-templates',
      permission: 'edit',
      operationId: 'createUtmTemplate',
      summary: 'Create a UTM template',
      description: 'A name and at least one of source, medium, campaign, term and content (422 `utm_template_empty`).',
      tag: TAG,
      body: createUtmTemplateSchema,
      response: { status: 201, description: 'The new template.', schema: utmTemplateSchema },
      example: {
        body: { name: EXAMPLE.name, source: 'table-card', medium: 'qr', campaign: 'summer-menu' },
        response: EXAMPLE,
      },
      handler: ({ viewer, body }) => createUtmTemplate(ctx, viewer, body),
    }),
    route({
      method: 'PATCH',
      url: '/api/utm-templates/:id',
      permission: 'edit',
      operationId: 'updateUtmTemplate',
      summary: 'Change a UTM template',
      description: 'A value sent empty or null is removed; the template keeps at least one.',
      tag: TAG,
      params: idParamsSchema,
      body: updateUtmTemplateSchema,
      response: { status: 200, description: 'The changed template.', schema: utmTemplateSchema },
      example: { params: { id: EXAMPLE_ID }, body: { term: 'lunch' }, response: { ...EXAMPLE, term: 'lunch' } },
      handler: ({ viewer, params, body }) => updateUtmTemplate(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/utm-templates/:id',
      permission: 'edit',
      operationId: 'deleteUtmTemplate',
      summary: 'Delete a UTM template',
      description: 'Addresses built with it keep their parameters.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteUtmTemplate(ctx, viewer, params.id),
    }),
  ];
}
