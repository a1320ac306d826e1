import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/account.js';
import type { ApiKey } from '../../shared/api-keys.js';
import type { ErrorBody } from '../../shared/errors.js';
import type { Page } from '../../shared/list.js';
import type { Link } from '../../shared/links.js';
import type { WorkspaceList } from '../../shared/workspaces.js';
import { hashSessionToken } from '../modules/auth/hashed-session-tokens.js';
import { sessionClient } from '../test/builders.js';
import { TestClient } from '../test/client.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { migrateUpTo } from './migrate.js';

const SESSION_TOKEN = randomBytes(24).toString('base64url');
const WRITE_KEY = `sl_${'W'.repeat(40)}`;
const READ_KEY = `sl_${'R'.repeat(40)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The rows the release before teams left for one account, as it wrote them: the schema of migration 022, a personal
 * workspace (`owner_user_id`, its owner's membership), a signed-in session, a link, a read-only and a read-and-write
 * API key.
 */
async function previousRelease(database: Parameters<typeof migrateUpTo>[0]): Promise<void> {
  await migrateUpTo(database, '022-notification-mailed');
  const db = database.db as unknown as Kysely<any>;
  const { dialect } = database;
  const now = Date.now();
  const at = dialect.authDate(new Date(now));
  await db
    .insertInto('user')
    .values({
      id: 'u1',
      full_name: 'Ada',
      email: 'ada@example.com',
      email_verified: dialect.bool(true),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto('workspace').values({ id: 'w1', name: 'Ada', owner_user_id: 'u1', created_at: now }).execute();
  await db
    .insertInto('membership')
    .values({ workspace_id: 'w1', user_id: 'u1', role: 'owner', created_at: now })
    .execute();
  await db
    .insertInto('session')
    .values({
      id: 's1',
      user_id: 'u1',
      token: hashSessionToken(SESSION_TOKEN),
      expires_at: dialect.authDate(new Date(now + 86_400_000)),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('link')
    .values({
      id: 'l1',
      workspace_id: 'w1',
      name: 'Spring menu',
      url: 'https://example.com/menu',
      hash: 'spring',
      forward_query: dialect.bool(false),
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [id, secret, scope] of [
    ['k1', WRITE_KEY, 'write'],
    ['k2', READ_KEY, 'read'],
  ] as const) {
    await db
      .insertInto('api_key')
      .values({
        id,
        workspace_id: 'w1',
        created_by: 'u1',
        name: `${scope} key`,
        scope,
        prefix: secret.slice(0, 8),
        secret_hash: sha256(secret),
        created_at: now,
      })
      .execute();
  }
}

describe('migration 023: teams', () => {
  let server: TestServer | undefined;
  afterAll(async () => server?.close());

  it(
    'keeps an account of the previous release working: its session, workspace, content and keys',
    { timeout: 60_000 },
    async () => {
      server = await startTestServer({}, {}, previousRelease);
      const browser = sessionClient(server, SESSION_TOKEN);
      const me = await browser.get<Me>('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.workspace).toEqual({ id: 'w1', name: 'Ada', role: 'owner', personal: true });
      expect((await browser.get<WorkspaceList>('/api/workspaces')).body.items).toEqual([
        { id: 'w1', name: 'Ada', role: 'owner', personal: true, members: 1 },
      ]);
      expect((await browser.get<Page<Link>>('/api/links')).body.items.map((link) => link.hash)).toEqual(['spring']);

      // A read-and-write key keeps writing (as an admin's), a read-only one keeps only reading (as a viewer's).
      const keys = await browser.get<Page<ApiKey>>('/api/api-keys');
      expect(keys.body.items.map((key) => [key.name, key.role, key.scope]).sort()).toEqual([
        ['read key', 'viewer', 'read'],
        ['write key', 'admin', 'write'],
      ]);
      const writer = new TestClient(server.url, { authorization: `Bearer ${WRITE_KEY}` });
      expect((await writer.post('/api/links', { name: 'Summer', url: 'https://example.com/summer' })).status).toBe(201);
      const reader = new TestClient(server.url, { authorization: `Bearer ${READ_KEY}` });
      expect((await reader.get<Page<Link>>('/api/links')).body.items).toHaveLength(2);
      const refused = await reader.post<ErrorBody>('/api/links', { name: 'No', url: 'https://example.com/no' });
      expect(refused.status).toBe(403);

      // The short link still answers, and the personal workspace still goes with its account (the foreign key kept).
      expect((await fetch(`${server.url}/r/spring`, { redirect: 'manual' })).status).toBe(302);
      const columns = (await server.database.db.introspection.getTables()).find((table) => table.name === 'workspace');
      expect(columns?.columns.map((column) => column.name).sort()).toEqual([
        'created_at',
        'id',
        // Migration 025's setting of the workspace's link codes.
        'link_codes_ignore_case',
        'name',
        'personal_user_id',
      ]);
      await server.database.db.deleteFrom('user').where('id', '=', 'u1').execute();
      expect(await server.database.db.selectFrom('workspace').selectAll().execute()).toEqual([]);
      expect(await server.database.db.selectFrom('link').selectAll().execute()).toEqual([]);
    },
  );
});
