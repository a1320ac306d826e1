// API keys (docs/product.md, Settings: integrations): a workspace's keys for `Authorization: Bearer <key>` on every
// /api resource.
import * as z from 'zod/mini';
import { instantSchema } from './list.js';
import { ROLES } from './workspaces.js';

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_NAME_MAX = 100;
/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_MARK = 'sl_';
/** How many leading characters of a key are kept to recognise it in the list (`sl_` and five more). */
export const API_KEY_PREFIX_LENGTH = 8;

export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(API_KEY_NAME_MAX, { error: 'too_long' }),
      z.describe('What the key is for, e.g. "Zapier" or "Reporting script".'),
    ),
  role: z.optional(
    z
      .enum(ROLES, { error: 'invalid_option' })
      .check(
        z.describe(
          'What the key may do, as a member of this role would (docs/teams.md); at most your own role. It never ' +
            'does more than the member who made it can do today.',
        ),
      ),
  ),
  scope: z.optional(
    z
      .enum(API_KEY_SCOPES, { error: 'invalid_option' })
      .check(z.describe('Older form of `role`: `read` is a viewer’s key, `write` an editor’s. `role` wins.')),
  ),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  scope: z.enum(API_KEY_SCOPES).check(z.describe('`read` for a viewer’s key, else `write`.')),
  /** The key's first characters, to recognise it; the rest is never shown again. */
  prefix: z.string().check(z.describe('The first characters of the key, to recognise it.')),
  createdAt: instantSchema,
  lastUsedAt: z.nullable(instantSchema).check(z.describe('The last request made with it (to the minute), or null.')),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time its secret is shown. */
export const createdApiKeySchema = z.extend(apiKeySchema, {
  secret: z.string().check(z.describe('The key itself. Shown this once; only its hash is stored.')),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
