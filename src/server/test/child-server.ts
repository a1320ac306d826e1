import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Link } from '../../shared/links.js';
import { TestClient } from './client.js';
import { TEST_PASSWORD, uniqueEmail } from './factories.js';
import { createTestLink } from './links.js';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** Tests that start the server as a process several times need longer than the suite's default. */
export const CHILD_TEST_TIMEOUT_MS = 90_000;

export interface ChildServer {
  url: string;
  process: ChildProcess;
}

/**
 * The real entry point (src/server/main.ts) as a child process, for what only a process shows: signals, a crash, the
 * files it leaves in DATA_DIR. Resolves once /healthz answers.
 */
export async function startChildServer(
  env: Record<string, string>,
  options: { output?: string[] } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const { output } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    // The writer at the product's lower priority can starve for seconds while the whole suite shares two cores.
    env: {
      BACKGROUND_THREAD_NICE: '0',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
    },
    // `output` collects what the process writes (its log lines), for tests about what it logs.
    stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'inherit'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => output?.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A database of its own for a test whose server runs as a child process (which cannot be handed a schema): on
 * PostgreSQL a new database in TEST_DATABASE_URL's server, on SQLite nothing (the file goes in DATA_DIR).
 */
async function childDatabase(prefix: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { env: {}, drop: async () => undefined };
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await onPostgres(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onPostgres(`drop database if exists ${name} with (force)`),
  };
}

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * For the tests of one describe block: a data directory and a database of their own, removed afterwards. Call the
 * result inside a test for the environment every child server of the block starts with.
 */
export function useChildEnvironment(prefix: string, env: Record<string, string>): () => Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `scanlink-${prefix}-`));
  let database: Awaited<ReturnType<typeof childDatabase>> | undefined;
  beforeAll(async () => {
    database = await childDatabase(prefix.replace(/-/g, '_'));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });
  return () => ({ DATA_DIR: dataDir, ...env, ...database?.env });
}

/** Signs a new person up on a child server and creates a link: what the process-level tests click on. */
export async function ownerWithLink(server: ChildServer): Promise<{ email: string; link: Link }> {
  const client = new TestClient(server.url);
  const email = uniqueEmail('owner');
  await client.post('/api/auth/sign-up/email', { fullName: 'Ada', email, password: TEST_PASSWORD });
  return { email, link: await createTestLink(client) };
}

/** A client signed in as `email` on a (restarted) child server. */
export async function signedIn(server: ChildServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  return client;
}
