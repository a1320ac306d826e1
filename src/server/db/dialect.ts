import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type RawBuilder } from 'kysely';
import type { Bool, Json } from './schema.js';

/**
 * The only place that knows SQLite from PostgreSQL. Repos and migrations ask this module for column types,
 * JSON and boolean conversion and the few SQL fragments that differ, and stay dialect-free themselves.
 */
export type DialectKind = 'sqlite' | 'postgres';

export interface Dialect {
  kind: DialectKind;
  /** Column types for migrations. */
  types: {
    json: ColumnDataType;
    bool: ColumnDataType;
    /** better-auth's date columns: real timestamps on PostgreSQL, ISO text on SQLite. */
    authDate: ColumnDataType;
    real: ColumnDataType;
    /** The type of an autoIncrementId column (SQLite's rowid alias must be spelled INTEGER). */
    autoId: ColumnDataType;
    /** Bytes (uploads): read back as a Buffer on both. */
    blob: ColumnDataType;
  };
  /** An integer primary key the database numbers itself (for high-volume rows such as clicks). */
  autoIncrementId<T extends ColumnDefinitionBuilder>(column: T): T;
  /** A value for a JSON column. */
  json(value: unknown): Json;
  /** A boolean for a boolean column. */
  bool(value: boolean): Bool;
  /** A value for one of better-auth's date columns. */
  authDate(value: Date): Date | string;
  /** Case-insensitive LIKE (`ILIKE` on PostgreSQL; SQLite's LIKE already ignores ASCII case). */
  ilike: 'ilike' | 'like';
  /** Current time as epoch milliseconds, computed by the database (for SQL-side defaults and checks). */
  nowMs(): RawBuilder<number>;
}

const sqliteDialect: Dialect = {
  kind: 'sqlite',
  types: { json: 'text', bool: 'integer', authDate: 'text', real: 'real', autoId: 'integer', blob: 'blob' },
  autoIncrementId: (column) => column.primaryKey().autoIncrement() as typeof column,
  json: (value) => JSON.stringify(value ?? null),
  bool: (value) => (value ? 1 : 0),
  authDate: (value) => value.toISOString(),
  ilike: 'like',
  nowMs: () => sql<number>`cast(unixepoch('subsec') * 1000 as integer)`,
};

const postgresDialect: Dialect = {
  kind: 'postgres',
  types: {
    json: 'jsonb',
    bool: 'boolean',
    authDate: 'timestamptz',
    real: 'double precision',
    autoId: 'bigint',
    blob: 'bytea',
  },
  autoIncrementId: (column) => column.primaryKey().generatedAlwaysAsIdentity() as typeof column,
  // pg serialises objects itself, but a bare array would be sent as a PostgreSQL array: stringify always.
  json: (value) => JSON.stringify(value ?? null),
  bool: (value) => value,
  authDate: (value) => value,
  ilike: 'ilike',
  nowMs: () => sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`,
};

export function dialectFor(kind: DialectKind): Dialect {
  return kind === 'postgres' ? postgresDialect : sqliteDialect;
}

/** Reads a JSON column: jsonb arrives parsed, TEXT arrives as a string. */
export function readJson<T>(value: Json | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Reads a boolean column: SQLite stores 0/1. */
export function readBool(value: Bool | null | undefined): boolean {
  return value === true || value === 1;
}

/** Reads one of better-auth's date columns (Date on PostgreSQL, ISO text on SQLite) as ISO-8601. */
export function readAuthDate(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Epoch milliseconds → ISO-8601, for API answers. */
export function msToIso(ms: number): string {
  return new Date(Number(ms)).toISOString();
}

/** True for a unique-constraint violation on either dialect (SQLite's constraint code, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Escapes LIKE wildcards in user text so a search for '50%' finds '50%', not everything. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True when the database refused the values themselves (a constraint, a value it cannot store), so trying again
 * cannot help; false for faults of the connection or the disk, which pass.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  // PostgreSQL: class 22 data exception, class 23 integrity constraint violation.
  if (/^2[23][0-9A-Z]{3}$/.test(code)) return true;
  return /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(code);
}

const UNAVAILABLE_MESSAGES = /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect)/;

/**
 * True when a query failed because the database could not answer it then (a lost or refused connection, a statement
 * or lock time-out, a busy SQLite file), not because of the query: the API answers 503 so that clients retry.
 */
export function isUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      // PostgreSQL: 08 connection exceptions, 57P operator intervention, 57014 cancelled (statement_timeout),
      // 55P03 lock not available, 53 insufficient resources (disk full, too many connections).
      if (/^(08...|57P0.|57014|55P03|53...)$/.test(code)) return true;
      if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH)$/.test(code)) return true;
      if (/^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN)/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
