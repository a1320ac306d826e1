import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MARK,
  API_KEY_PREFIX_LENGTH,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../../shared/api-keys.js';
import type { ListQuery, Page } from '../../../shared/list.js';
import { newEvent } from '../../events/new-event.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import { roleAtLeast } from '../../../shared/workspaces.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { ClientFacts, SessionViewer } from '../../http/kit/viewer.js';
import { apiKeys, findKeyBySecretHash, markKeyFirstUsed, markKeyUsed, type ApiKeyRow } from './api-keys.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

export const apiKeyErrors = {
  roleRequired: () =>
    new AppError(422, 'validation_failed', 'Choose what the key may do.', {
      fields: [{ path: 'role', code: 'required', message: 'Choose what the key may do.' }],
    }),
  roleTooHigh: () =>
    new AppError(403, 'role_too_high', 'A key can do at most what you can do in this workspace.', {
      fields: [{ path: 'role', code: 'role_too_high', message: 'Above your own role in this workspace.' }],
    }),
};
const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40;
// "Last used" is shown to the minute: one write a minute per key at most, whatever the request rate.
const TOUCH_INTERVAL_MS = 60_000;

/** The workspace's keys, newest first (never their secrets). */
export async function listApiKeys(deps: Deps, viewer: SessionViewer, query: ListQuery): Promise<Page<ApiKey>> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await apiKeys.list(deps.database, viewer.workspace.id, options);
  return toPage(rows, pageSize, toApiKey);
}

/**
 * Creates a key with a role at most the creator's own (a viewer's key, for a read-only `scope`); its secret is in
 * this answer and nowhere else — the database keeps its SHA-256.
 */
export async function createApiKey(
  deps: Deps,
  viewer: SessionViewer,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const role = input.role ?? (input.scope === 'read' ? 'viewer' : input.scope === 'write' ? 'editor' : undefined);
  if (!role) throw apiKeyErrors.roleRequired();
  if (!roleAtLeast(viewer.workspace.role, role)) throw apiKeyErrors.roleTooHigh();
  const secret = API_KEY_MARK + randomText(SECRET_LENGTH);
  const row: ApiKeyRow = {
    id: newId(),
    workspace_id: viewer.workspace.id,
    created_by: viewer.userId,
    name: input.name,
    role,
    scope: role === 'viewer' ? 'read' : 'write',
    prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
    created_at: Date.now(),
    last_used_at: null,
  };
  await deps.events.change(async ({ trx, publish }) => {
    await apiKeys.insert(trx, { ...row, secret_hash: hashSecret(secret) });
    publish(newEvent('api_key.created', viewer, { id: row.id }));
  });
  return { ...toApiKey(row), secret };
}

/** Revokes a key: the next request that uses it is 401. */
export async function revokeApiKey(deps: Deps, viewer: SessionViewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await apiKeys.delete(trx, viewer.workspace.id, id))) throw httpErrors.notFound('API key');
    publish(newEvent('api_key.revoked', viewer, { id }));
  });
}

/**
 * The key a Bearer token names, or undefined; records its use at most once a minute, and its first use as a fact of
 * the workspace (the audit log shows when a key began to be used, and from where).
 */
export async function findApiKey(deps: Deps, secret: string, client: ClientFacts) {
  const key = await findKeyBySecretHash(deps.database.db, hashSecret(secret));
  if (!key) return undefined;
  const now = Date.now();
  if (key.lastUsedAt === null) {
    await deps.events.change(async ({ trx, publish }) => {
      if (!(await markKeyFirstUsed(trx, key.id, now))) return;
      const actor = { userId: key.createdBy, apiKeyId: key.id, ...client };
      publish(newEvent('api_key.first_used', { workspaceId: key.workspaceId }, { id: key.id }, actor));
    });
  } else if (now - Number(key.lastUsedAt) >= TOUCH_INTERVAL_MS) {
    await markKeyUsed(deps.database.db, key.id, now);
  }
  return key;
}

/** True for a string that could be one of our keys; anything else is refused before the database is asked. */
export function looksLikeApiKey(token: string): boolean {
  return token.length === API_KEY_MARK.length + SECRET_LENGTH && token.startsWith(API_KEY_MARK) && /^\w+$/.test(token);
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    // 248 = 4 × 62: dropping bytes ≥ 248 keeps every character equally likely.
    for (const byte of randomBytes(length * 2))
      if (byte < 248 && text.length < length) text += SECRET_ALPHABET[byte % 62];
  }
  return text;
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: msToIso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : msToIso(row.last_used_at),
  };
}
