import { idParamsSchema } from '../../../shared/list.js';
import { createTagSchema, tagListSchema, tagSchema, updateTagSchema, type Tag } from '../../../shared/tags.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { createTag, deleteTag, listTags, updateTag } from './tags.service.js';

const TAG = 'Tags';
const EXAMPLE_ID = '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b';
const EXAMPLE: Tag = {
  id: EXAMPLE_ID,
  name: 'Summer menu',
  color: 'amber',
  links: 4,
  qrCodes: 12,
  createdAt: '2026-03-01T09:30:00.000Z',
};

/** A workspace's tags (docs/smart-links.md): links and QR codes carry them; lists and statistics filter by them. */
export function tagRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/tags',
      permission: 'view',
      operationId: 'listTags',
      summary: "List the workspace's tags, by name",
      description: 'With how many links and QR codes carry each.',
      tag: TAG,
      response: { status: 200, description: 'Every tag.', schema: tagListSchema },
      example: { response: { items: [EXAMPLE] } },
      handler: ({ viewer }) => listTags(ctx, viewer),
    }),
    route({
      method: 'POST',
      url: '/api/tags',
      permission: 'edit',
      operationId: 'createTag',
      summary: 'Create a tag',
      description:
        'Names are unique in a workspace, whatever their case (409 `tag_name_taken`); the colour is gray by default.',
      tag: TAG,
      body: createTagSchema,
      response: { status: 201, description: 'The new tag.', schema: tagSchema },
      errors: [409],
      example: { body: { name: EXAMPLE.name, color: EXAMPLE.color }, response: { ...EXAMPLE, links: 0, qrCodes: 0 } },
      handler: ({ viewer, body }) => createTag(ctx, viewer, body),
    }),
    route({
      method: 'PATCH',
      url: '/api/tags/:id',
      permission: 'edit',
      operationId: 'updateTag',
      summary: 'Rename or recolour a tag',
      tag: TAG,
      params: idParamsSchema,
      body: updateTagSchema,
      response: { status: 200, description: 'The changed tag.', schema: tagSchema },
      errors: [409],
      example: { params: { id: EXAMPLE_ID }, body: { color: 'green' }, response: { ...EXAMPLE, color: 'green' } },
      handler: ({ viewer, params, body }) => updateTag(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/tags/:id',
      permission: 'edit',
      operationId: 'deleteTag',
      summary: 'Delete a tag',
      description: 'The links and QR codes that carried it lose it; nothing else changes.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteTag(ctx, viewer, params.id),
    }),
  ];
}
