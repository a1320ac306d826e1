import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real server on a random port over a freshly migrated database: an SQLite file in a temp directory, or, when
 * the project runs as `api-postgres`, a new schema in TEST_DATABASE_URL that is dropped afterwards.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  /** Runs on the empty database before the migrations: to lay down what an earlier release left (upgrade tests). */
  beforeMigrating?: (database: DatabaseHandle) => Promise<void>,
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-test-'));
  const usePostgres = process.env.TEST_DB === 'postgres';
  const schema = usePostgres ? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Many servers share two cores during a run: a writer thread at a lower priority can starve for seconds.
    BACKGROUND_THREAD_NICE: '0',
    DATA_DIR: dataDir,
    DEFAULT_LOCALE: 'tr',
    // Tests sign many people up from one address; the rate-limit tests pass AUTH_RATE_LIMIT=10 themselves.
    AUTH_RATE_LIMIT: '1000',
    ...(usePostgres ? { DATABASE_URL: requiredPostgresUrl() } : {}),
    ...env,
  });
  if (schema && config.database.kind === 'postgres') {
    await runOnPostgres(config.database.url, `create schema ${schema}`);
    config.database.schema = schema;
  }
  const database = openDatabase(config.database);
  await beforeMigrating?.(database);
  await migrateToLatest(database);
  // The geolocation databases load in the writer thread as the server starts, not at a test's first click; the
  // test files of a Vitest worker share one process, so only its first server reads them (the others get its copy).
  const app = await buildApp(config, database, { preloadGeo: true, ...options });
  return {
    url: await listenOnFreePort(app),
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
      if (schema && config.database.kind === 'postgres') {
        await runOnPostgres(config.database.url, `drop schema ${schema} cascade`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

async function runOnPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts one server for the test file (before its tests, closed after them); call the result inside a test. */
export function useTestServer(env: Record<string, string> = {}, options: BuildOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server is started in beforeAll');
    return server;
  };
}

/** Another app node on the same database (and Redis) as `server`, with a data directory of its own, as behind a load balancer. */
export async function startSecondNode(
  server: TestServer,
  options: BuildOptions = {},
): Promise<Omit<TestServer, 'config'>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-node-'));
  const database = openDatabase(server.config.database);
  const app = await buildApp({ ...server.config, dataDir }, database, options);
  const url = await listenOnFreePort(app);
  // With Redis, both nodes hear each other before the test goes on: a change made on one node right away would
  // otherwise be published before the other had subscribed, and lost (on a busy machine).
  await Promise.all([app.events.connected(), server.app.events.connected()]);
  return {
    url,
    app,
    database,
    async close() {
      await app.close();
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * An empty database of the suite's kind (a SQLite file, or a PostgreSQL schema of its own), not migrated: for tests
 * of what a migration does to the data it finds.
 */
export async function openBlankDatabase(): Promise<{ database: DatabaseHandle; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-blank-'));
  const usePostgres = process.env.TEST_DB === 'postgres';
  const config = loadConfig({ DATA_DIR: dataDir, ...(usePostgres ? { DATABASE_URL: requiredPostgresUrl() } : {}) });
  const schema = usePostgres ? `blank_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  if (schema && config.database.kind === 'postgres') {
    await runOnPostgres(config.database.url, `create schema ${schema}`);
    config.database.schema = schema;
  }
  const database = openDatabase(config.database);
  return {
    database,
    async close() {
      await database.close().catch(() => undefined);
      if (schema && config.database.kind === 'postgres') {
        await runOnPostgres(config.database.url, `drop schema ${schema} cascade`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
