import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The click writer's fast lane: many rows into one table, with an optional "on conflict" rule. Kysely builds and
 * prepares a statement per call, which costs more than the insert itself at tens of thousands of rows a second. Here
 * SQLite reuses a prepared statement of up to 100 rows per shape (better-sqlite3 is synchronous, so inside a Kysely
 * transaction the rows land in it), and PostgreSQL gets one multi-row statement whose text is built once per size.
 * This file and dialect.ts are the only places that know SQLite from PostgreSQL.
 */
export interface BulkInsertSpec {
  table: string;
  columns: readonly string[];
  /** `add`: when a row with this key exists, add these columns of the new row to it (the rollups' counts). */
  onConflict?: { key: readonly string[]; action: 'add'; add: readonly string[] };
  /** Report the generated `id` of each row (tables with an auto-increment id, no conflict rule). */
  returnIds?: boolean;
}

export interface BulkInsertResult {
  /** With `returnIds`: the id of each row, in order. */
  ids: number[];
}

export type BulkInsert = (
  executor: Kysely<Database>,
  spec: BulkInsertSpec,
  rows: ReadonlyArray<readonly unknown[]>,
) => Promise<BulkInsertResult>;

const quote = (name: string) => `"${name}"`;

function conflictClause(spec: BulkInsertSpec): string {
  const rule = spec.onConflict;
  if (!rule) return '';
  const key = rule.key.map(quote).join(', ');
  const sets = rule.add.map(
    (column) => `${quote(column)} = ${quote(spec.table)}.${quote(column)} + excluded.${quote(column)}`,
  );
  return ` on conflict (${key}) do update set ${sets.join(', ')}`;
}

// Rows per SQLite statement: one call into SQLite per chunk rather than per row (the per-call cost was a quarter of
// the click writer's time); SQLite allows 32,766 parameters.
const SQLITE_ROWS_PER_STATEMENT = 50;

export function sqliteBulkInsert(raw: SqliteDatabase.Database): BulkInsert {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const statementFor = (spec: BulkInsertSpec, rows: number) => {
    // A short key rather than the statement's text, which would be built on every call to look it up.
    const key = `${spec.table} ${spec.columns.join(',')} ${spec.onConflict ? 'add' : ''} ${spec.returnIds ? 'ids' : ''} ${rows}`;
    let statement = statements.get(key);
    if (!statement) {
      const row = `(${spec.columns.map(() => '?').join(', ')})`;
      statement = raw.prepare(
        `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(', ')}) values ` +
          `${Array.from({ length: rows }, () => row).join(', ')}${conflictClause(spec)}` +
          (spec.returnIds ? ' returning id' : ''),
      );
      statements.set(key, statement);
    }
    return statement;
  };
  return async (_executor, spec, rows) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
      const statement = statementFor(spec, chunk.length);
      const parameters = chunk.flat();
      // RETURNING lists the rows in the order of the VALUES list.
      if (spec.returnIds)
        for (const row of statement.all(parameters) as Array<{ id: number }>) ids.push(Number(row.id));
      else statement.run(parameters);
    }
    return { ids };
  };
}

// PostgreSQL allows 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

export function postgresBulkInsert(): BulkInsert {
  const texts = new Map<string, string>();
  return async (executor, spec, rows) => {
    const ids: number[] = [];
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / spec.columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const key = `${spec.table}|${spec.columns.join(',')}|${JSON.stringify(spec.onConflict ?? null)}|${chunk.length}`;
      let text = texts.get(key);
      if (!text) {
        const width = spec.columns.length;
        const tuples = chunk.map(
          (_, row) => `(${spec.columns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
        );
        const returning = spec.returnIds ? ' returning "id"' : '';
        text = `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(', ')}) values ${tuples.join(', ')}${conflictClause(spec)}${returning}`;
        texts.set(key, text);
      }
      const result = await executor.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, chunk.flat()));
      // Rows come back in the order of the VALUES list.
      if (spec.returnIds) for (const row of result.rows) ids.push(Number(row.id));
    }
    return { ids };
  };
}
