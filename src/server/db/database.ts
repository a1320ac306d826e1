import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { postgresBulkInsert, sqliteBulkInsert, type BulkInsert } from './bulk-insert.js';
import { dialectFor, type Dialect } from './dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL schema the connection works in, when not the default. */
  schema?: string;
  /** Fast many-row inserts for the click writer (see bulk-insert.ts). */
  bulkInsert: BulkInsert;
  /** True when a trivial query answers; used by /healthz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// bigint columns hold epoch milliseconds and counts, all far below 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens the configured database (SQLite file in WAL mode by default, or PostgreSQL). */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const { db, bulkInsert } =
    config.kind === 'postgres'
      ? { db: openPostgres(config.url, config.schema), bulkInsert: postgresBulkInsert() }
      : openSqlite(config.file);
  return {
    db,
    bulkInsert,
    dialect: dialectFor(config.kind),
    ...(config.kind === 'postgres' && config.schema ? { schema: config.schema } : {}),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

function openSqlite(file: string): { db: Db; bulkInsert: BulkInsert } {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL for many small writes.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    bulkInsert: sqliteBulkInsert(database),
  };
}

function openPostgres(url: string, schema: string | undefined): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A schema of its own lets each test run share one PostgreSQL database without colliding.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
