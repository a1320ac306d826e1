import { DEFAULT_DESIGN } from '../../shared/qr-design.js';
import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '../../shared/api-keys.js';
import { newId } from '../db/ids.js';
import type { SessionViewer } from '../http/kit/viewer.js';
import { createApiKey } from '../modules/api-keys/api-keys.service.js';
import { findWorkspaceOfUser } from '../modules/workspaces/workspaces.repo.js';
import { ensurePersonalWorkspace } from '../modules/workspaces/workspaces.service.js';
import { TestClient } from './client.js';
import type { TestServer } from './harness.js';
import { generateQrCode } from '../modules/qr-codes/qr-code-generator.js';

/** A workspace built straight in the database, and a client that calls the API with one of its keys. */
export interface BuiltWorkspace {
  workspaceId: string;
  userId: string;
  /** Calls the API with `Authorization: Bearer <key>`. */
  client: TestClient;
  key: string;
}

/**
 * A person, their workspace and an API key, written without signing up (no password hashing, no auth routes):
 * for tests that are about a resource, not about accounts. `scope` is the key's.
 */
export async function buildWorkspace(server: TestServer, scope: ApiKeyScope = 'write'): Promise<BuiltWorkspace> {
  const { db, dialect } = server.database;
  const userId = newId();
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      id: userId,
      full_name: 'Ada Lovelace',
      email: `builder-${randomBytes(6).toString('hex')}@example.com`,
      email_verified: dialect.bool(false),
      avatar_url: null,
      locale: null,
      created_at: dialect.authDate(now),
      updated_at: dialect.authDate(now),
    })
    .execute();
  const workspace = await ensurePersonalWorkspace(db, userId, 'Ada Lovelace');
  const built = { workspaceId: workspace.id, userId };
  const { key, client } = await addApiKey(server, built, scope);
  return { ...built, key, client };
}

/** Another key of the same workspace, with its own scope, and a client that uses it. */
export async function addApiKey(
  server: TestServer,
  workspace: Pick<BuiltWorkspace, 'workspaceId' | 'userId'>,
  scope: ApiKeyScope,
): Promise<{ key: string; client: TestClient }> {
  const found = await findWorkspaceOfUser(server.database.db, workspace.userId);
  if (!found) throw new Error('the workspace was not built');
  const viewer: SessionViewer = {
    userId: workspace.userId,
    workspace: found,
    credential: { kind: 'session', sessionId: 'builder' },
  };
  const { secret } = await createApiKey({ ...server, events: server.app.events }, viewer, {
    name: `Test key (${scope})`,
    scope,
  });
  return { key: secret, client: new TestClient(server.url, { authorization: `Bearer ${secret}` }) };
}

/**
 * Campaigns, locations and QR codes written straight in the database, for the statistics of subjects whose modules
 * have no routes yet (their issues add them): only the columns the redirect and the statistics read.
 */
export async function buildCampaign(server: TestServer, workspace: Pick<BuiltWorkspace, 'workspaceId'>) {
  const id = newId();
  const now = Date.now();
  await server.database.db
    .insertInto('campaign')
    .values({
      id,
      workspace_id: workspace.workspaceId,
      name: 'Spring campaign',
      description: null,
      started_at: null,
      expired_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id };
}

export async function buildLocation(server: TestServer, workspace: Pick<BuiltWorkspace, 'workspaceId'>) {
  const id = newId();
  const now = Date.now();
  await server.database.db
    .insertInto('location')
    .values({
      id,
      workspace_id: workspace.workspaceId,
      name: 'Main street shop',
      latitude: 41.0082,
      longitude: 28.9784,
      address: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id };
}

/**
 * A dynamic QR code with the default design that leads to `linkId` (or to `url`, an address of its own) through its
 * own code `hash`, scanned at `/Q/{hash}`.
 */
export async function buildQrCode(
  server: TestServer,
  workspace: Pick<BuiltWorkspace, 'workspaceId'>,
  options: ({ linkId: string } | { url: string }) & {
    campaignId?: string | null;
    locationId?: string | null;
    name?: string;
  },
) {
  const { db, dialect } = server.database;
  const id = newId();
  const hash = generateQrCode();
  const now = Date.now();
  const target = 'linkId' in options ? { kind: 'link', linkId: options.linkId } : { kind: 'url', url: options.url };
  await db
    .insertInto('qr')
    .values({
      id,
      workspace_id: workspace.workspaceId,
      name: options.name ?? 'Table sticker',
      data: dialect.json({ target }),
      hash,
      link_id: 'linkId' in options ? options.linkId : null,
      qr_type_id: 'link',
      qr_class: 'dynamic',
      design: dialect.json(DEFAULT_DESIGN),
      location_id: options.locationId ?? null,
      campaign_id: options.campaignId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, hash, path: `/Q/${hash}` };
}
