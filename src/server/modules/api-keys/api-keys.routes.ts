import { apiKeySchema, createApiKeySchema, createdApiKeySchema, type ApiKey } from '../../../shared/api-keys.js';
import { idParamsSchema, listQuerySchema, pageSchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

const TAG = 'API keys';
const EXAMPLE: ApiKey = {
  id: '0196f3c4-3333-7c1d-9b2a-4f6e8d0c1a2b',
  name: 'Reporting script',
  role: 'viewer',
  scope: 'read',
  prefix: 'sl_Qm7xK',
  createdAt: '2026-03-01T09:30:00.000Z',
  lastUsedAt: '2026-03-02T06:00:00.000Z',
};
// Creating keys is limited per address too: a stolen session must not mint keys by the thousand.
const CREATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * The workspace's API keys (docs/product.md, Settings). Managed from a signed-in session only: a key cannot make or
 * revoke keys.
 */
export function apiKeyRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/api-keys',
      access: 'account',
      permission: 'manage_keys',
      operationId: 'listApiKeys',
      summary: "List the workspace's API keys, newest first",
      description: 'Never their secrets: only the first characters, to recognise them.',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of keys.', schema: pageSchema(apiKeySchema) },
      example: { response: { items: [EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listApiKeys(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/api-keys',
      access: 'account',
      permission: 'manage_keys',
      operationId: 'createApiKey',
      summary: 'Create an API key',
      description: 'The answer holds the key itself (`secret`) — the only time it is shown; only its hash is stored.',
      tag: TAG,
      body: createApiKeySchema,
      response: { status: 201, description: 'The new key, with its secret.', schema: createdApiKeySchema },
      rateLimit: CREATE_LIMIT,
      example: {
        body: { name: 'Reporting script', role: 'viewer' },
        response: { ...EXAMPLE, lastUsedAt: null, secret: 'sl_Qm7xKfT2vR9bLw4ZpN8cYd3HjA6sE1gUoXiM5k0q' },
      },
      handler: ({ viewer, body }) => createApiKey(ctx, viewer, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/api-keys/:id',
      access: 'account',
      permission: 'manage_keys',
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key',
      description: 'The next request made with it answers 401.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Revoked.' },
      example: { params: { id: EXAMPLE.id } },
      handler: ({ viewer, params }) => revokeApiKey(ctx, viewer, params.id),
    }),
  ];
}
