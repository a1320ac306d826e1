import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type Driver } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { postgresBulkInsert, sqliteBulkInsert, type BulkInsert } from './bulk-insert.js';
import { dialectFor, type Dialect } from './dialect.js';
import { fairShares, type FairShares } from './fair-shares.js';
import { atMost, createPostgresPool, lendingPool, type Pool } from './postgres-pool.js';
import { openSqliteReader } from './sqlite-reader.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /**
   * For the statistics' long reads of one workspace, opened at first use: on SQLite a read-only connection on a
   * thread of its own (sqlite-reader.ts), so that they never hold a redirect, whose one thread takes the reads in the
   * order they come (a long export's pages between the others' reads). On PostgreSQL a pool of its own of
   * `statisticsConnections` connections, so that they never take all of the database's cores, shared fairly between
   * workspaces (fair-shares.ts): one workspace holds all but one of them at most, and waiting workspaces take turns,
   * so one workspace's CSV exports never hold another's figures.
   */
  readsOf(workspaceId: string): Db;
  /**
   * For the bytes of uploads (`/m/{id}`), read part by part, opened at first use: on SQLite a read-only connection
   * on a thread of its own, so that a download never holds the connection redirects use; on PostgreSQL a pool of
   * its own of `mediaConnections` connections, more downloads queueing for them, never for the requests' pool.
   */
  readonly media: Db;
  dialect: Dialect;
  /** The PostgreSQL schema the connection works in, when not the default. */
  schema?: string;
  /** Fast many-row inserts for the click writer (see bulk-insert.ts). */
  bulkInsert: BulkInsert;
  /** True when a trivial query answers within a second and a half; used by /healthz and the error handler. */
  ping(): Promise<boolean>;
  /** Calls `listener` for every failed connection (PostgreSQL); the pool has dropped it already. */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * PostgreSQL's limit for one statement; a query that gets no answer at all (a partition) fails half a second
   * later. The default suits requests; the click writer allows more; migrations take null (no limit).
   */
  statementTimeoutMs?: number | null;
  /** SQLite: how long a write waits for a lock another connection holds before it fails as busy. */
  busyTimeoutMs?: number;
  /** SQLite: how much lower the reader threads' CPU priority is (a Linux nice increment). */
  readerNice?: number;
  /** PostgreSQL: how many connections the uploads' pool opens (MEDIA_DB_CONNECTIONS). */
  mediaConnections?: number;
  /** PostgreSQL: how many connections the statistics' pool opens (STATISTICS_DB_CONNECTIONS). */
  statisticsConnections?: number;
}

/** What a request's query may take: well inside the 5 s in which the API must answer, even with 503. */
export const REQUEST_STATEMENT_TIMEOUT_MS = 2_500;
/**
 * What one statistics query may take: a filtered view adds up every matching row of its range (a million, for the
 * biggest links), one query at a time on a connection of its own.
 */
const STATISTICS_STATEMENT_TIMEOUT_MS = 15_000;
/**
 * What one read of an upload's bytes (a megabyte) may take. Far more than it needs; on connections of their own, a
 * slow one holds only the downloads, and a download cut short for it is worse than one that waits.
 */
const MEDIA_STATEMENT_TIMEOUT_MS = 10_000;
/** Downloads at once on PostgreSQL, by default: two connections of the database's, never the requests'. */
export const MEDIA_CONNECTIONS_DEFAULT = 2;
/** Statistics reads at once on PostgreSQL, by default: two for one workspace, the third for everybody else. */
export const STATISTICS_CONNECTIONS_DEFAULT = 3;
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
// /healthz and the error handler decide within this time whether the database answers.
const PING_TIMEOUT_MS = 1_500;

// bigint columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the configured database (SQLite file in WAL mode by default, or PostgreSQL). */
export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DatabaseHandle {
  const listeners = new Set<(error: Error) => void>();
  const onConnectionError = (error: Error) => listeners.forEach((listener) => listener(error));
  const statementMs =
    options.statementTimeoutMs === undefined ? REQUEST_STATEMENT_TIMEOUT_MS : options.statementTimeoutMs;
  const { db, bulkInsert } =
    config.kind === 'postgres'
      ? {
          db: new Kysely<Database>({
            dialect: new PostgresDialect({
              pool: createPostgresPool(config.url, config.schema, { statementMs }, { onConnectionError }),
            }),
          }),
          bulkInsert: postgresBulkInsert(),
        }
      : openSqlite(config.file, options.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS);
  let pinging: Promise<boolean> | null = null;
  let sqliteReads: Db | null = null;
  let statistics: { pool: Pool; shares: FairShares } | null = null;
  let media: Db | null = null;
  const readsOf = (tenant: string): Db => {
    if (config.kind === 'sqlite') return (sqliteReads ??= openSqliteReader(config.file, options.readerNice ?? 0));
    const connections = options.statisticsConnections ?? STATISTICS_CONNECTIONS_DEFAULT;
    statistics ??= {
      pool: createPostgresPool(
        config.url,
        config.schema,
        { statementMs: statementMs === null ? null : STATISTICS_STATEMENT_TIMEOUT_MS },
        { onConnectionError },
        { max: connections },
      ),
      shares: fairShares(connections),
    };
    return kyselyOver(lendingPool(statistics.pool, statistics.shares, tenant));
  };
  const openMedia = () =>
    (media ??=
      config.kind === 'sqlite'
        ? openSqliteReader(config.file, options.readerNice ?? 0, 'uploads')
        : ownPool(
            config,
            options.mediaConnections ?? MEDIA_CONNECTIONS_DEFAULT,
            statementMs === null ? null : MEDIA_STATEMENT_TIMEOUT_MS,
            onConnectionError,
          ));
  return {
    db,
    readsOf,
    get media() {
      return openMedia();
    },
    bulkInsert,
    dialect: dialectFor(config.kind),
    ...(config.kind === 'postgres' && config.schema ? { schema: config.schema } : {}),
    // Concurrent callers share one ping, so an outage that fails a hundred requests costs one query, not a hundred.
    ping: () => (pinging ??= pingWithin(db, PING_TIMEOUT_MS).finally(() => (pinging = null))),
    onConnectionError: (listener) => void listeners.add(listener),
    close: async () => {
      if (sqliteReads) await sqliteReads.destroy();
      if (statistics) await statistics.pool.end();
      if (media && media !== db) await media.destroy();
      await db.destroy();
    },
  };
}

/** A PostgreSQL pool of `connections` connections beside the requests' one, lending each to one query at a time. */
function ownPool(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  connections: number,
  statementMs: number | null,
  onConnectionError: (error: Error) => void,
): Db {
  const pool = createPostgresPool(
    config.url,
    config.schema,
    { statementMs },
    { onConnectionError },
    { max: connections },
  );
  return kyselyOver(atMost(connections, pool));
}

function kyselyOver(pool: Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function pingWithin(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SQLite whose transactions begin IMMEDIATE: they take the write lock at their start, waiting for it by the busy
 * timeout. A deferred transaction that reads first (the audit log looks up names) and then writes fails at once with
 * SQLITE_BUSY when another connection (the click writer, the webhook thread) wrote in between, since its snapshot is
 * stale: no waiting helps it, and the request answered 503.
 */
class WritingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

function openSqlite(file: string, busyTimeoutMs: number): { db: Db; bulkInsert: BulkInsert } {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  ownerOnly(file);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL for many small writes.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
  return {
    db: new Kysely<Database>({ dialect: new WritingSqliteDialect({ database }) }),
    bulkInsert: sqliteBulkInsert(database),
  };
}

/**
 * The database holds accounts and visitors' whereabouts: readable by its owner only. SQLite gives the -wal and -shm
 * files the mode of the database file, so creating that one with 0600 (and fixing one an older version made 0644)
 * covers all three.
 *
 * The file is opened here only to create it, never when it exists: closing any descriptor of a file drops every
 * POSIX lock this process holds on it, and the connections opened before (the main thread's, when the click writer
 * opens its own) would lose the shared lock that tells other processes the database is in use. A sqlite3 shell
 * that closes then believes it was the last user and deletes the -wal and -shm files under the running server,
 * whose statistics reader then fails with "disk I/O error" until a restart.
 */
function ownerOnly(file: string): void {
  if (!existsSync(file)) {
    try {
      closeSync(openSync(file, 'wx', 0o600));
    } catch (error) {
      // Another thread created it in between; it may already hold locks on it, so it is left alone.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
}
