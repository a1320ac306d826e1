import { DEFAULT_DESIGN } from '../../shared/qr-design.js';
import { createHmac, randomBytes } from 'node:crypto';
import type { Me } from '../../shared/account.js';
import type { ApiKeyScope } from '../../shared/api-keys.js';
import { newId } from '../db/ids.js';
import type { SessionViewer } from '../http/kit/viewer.js';
import { createApiKey } from '../modules/api-keys/api-keys.service.js';
import { hashSessionToken } from '../modules/auth/hashed-session-tokens.js';
import { findSessionWorkspace } from '../modules/workspaces/workspaces.repo.js';
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
  const built = await buildPerson(server, { fullName: 'Ada Lovelace' });
  const { key, client } = await addApiKey(server, built, scope);
  return { ...built, key, client };
}

/** A person and their personal workspace, as signing up leaves them but without a password (no hashing). */
async function buildPerson(server: TestServer, person: { fullName: string; email?: string }) {
  const { db, dialect } = server.database;
  const userId = newId();
  const email = person.email ?? `builder-${randomBytes(6).toString('hex')}@example.com`;
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      id: userId,
      full_name: person.fullName,
      email,
      email_verified: dialect.bool(false),
      avatar_url: null,
      locale: null,
      created_at: dialect.authDate(now),
      updated_at: dialect.authDate(now),
    })
    .execute();
  const workspace = await ensurePersonalWorkspace(db, userId, person.fullName);
  return { workspaceId: workspace.id, userId, email };
}

/** A person built straight in the database and a browser-like client signed in as them. */
export interface SignedInPerson {
  workspaceId: string;
  userId: string;
  email: string;
  /** Sends the session cookie, as a browser does after signing in. */
  client: TestClient;
  me: Me;
}

// better-auth's cookie prefix (auth.ts) and its name for the session token; behind an https PUBLIC_URL it adds the
// __Secure- prefix browsers reserve for cookies set over https.
const SESSION_COOKIE = 'scanlink.session_token';
const SESSION_DAYS = 7;

/**
 * A person with a signed-in browser session, written without signing up or in (no password is hashed): for tests
 * that need a session (routes only a browser may call, cookies, CSRF) but are not about accounts. The session row is
 * stored as better-auth stores it (its token hashed, see hashed-session-tokens.ts) and the cookie carries the token
 * signed with the server's secret, as better-auth sets it, so the server cannot tell it from a real sign-in.
 */
export async function buildSignedInUser(
  server: TestServer,
  person: Partial<{ fullName: string; email: string }> = {},
): Promise<SignedInPerson> {
  const built = await buildPerson(server, { fullName: person.fullName ?? 'Grace Hopper', email: person.email });
  const { db, dialect } = server.database;
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await db
    .insertInto('session')
    .values({
      id: newId(),
      user_id: built.userId,
      token: hashSessionToken(token),
      expires_at: dialect.authDate(new Date(now.getTime() + SESSION_DAYS * 86_400_000)),
      ip_address: null,
      user_agent: null,
      created_at: dialect.authDate(now),
      updated_at: dialect.authDate(now),
    })
    .execute();
  const client = sessionClient(server, token);
  const me = await client.get<Me>('/api/me');
  if (me.status !== 200) throw new Error(`the built session does not sign in: ${me.status} ${JSON.stringify(me.body)}`);
  return { ...built, client, me: me.body };
}

/** Another key of the same workspace, with its own scope, and a client that uses it. */
export async function addApiKey(
  server: TestServer,
  workspace: Pick<BuiltWorkspace, 'workspaceId' | 'userId'>,
  scope: ApiKeyScope,
): Promise<{ key: string; client: TestClient }> {
  const found = await findSessionWorkspace(server.database.db, workspace.userId, null);
  if (!found) throw new Error('the workspace was not built');
  const viewer: SessionViewer = {
    userId: workspace.userId,
    workspace: found,
    client: { country: null, device: null },
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

/** A browser-like client that sends the session cookie of `token` (a session row holding its hash must exist). */
export function sessionClient(server: Pick<TestServer, 'url' | 'config'>, token: string): TestClient {
  const signature = createHmac('sha256', server.config.authSecret).update(token).digest('base64');
  const client = new TestClient(server.url);
  const secure = server.config.publicUrl.startsWith('https://') ? '__Secure-' : '';
  client.setCookie(`${secure}${SESSION_COOKIE}`, encodeURIComponent(`${token}.${signature}`));
  return client;
}
