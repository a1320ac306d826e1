import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '../../../shared/api-keys.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries } from '../../kit/resource-queries.js';

/**
 * `/api/api-keys`: list, create (the answer holds the secret, so it is kept out of the query cache) and revoke
 * (DELETE). Keys are not edited.
 */
export const apiKeys = resourceQueries(resourceApi<ApiKey, CreateApiKeyInput, never, CreatedApiKey>('api-keys'), {
  keepCreated: false,
});

/** How a key is recognised in the list: its first characters, then an ellipsis for the rest nobody sees again. */
export function maskedKey(prefix: string): string {
  return `${prefix}…`;
}

/** The command that tries a key at once: the workspace's links, as JSON. */
export function curlExample(secret: string, origin: string): string {
  return `curl -H "Authorization: Bearer ${secret}" ${origin}/api/links`;
}
