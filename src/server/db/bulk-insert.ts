import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type InsertType, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The click writer's fast lane: many rows into one table, with an optional "on conflict" rule. Kysely builds and
 * prepares a statement per call, which costs more than the insert itself at tens of thousands of rows a second. Here
 * SQLite reuses a prepared statement of up to 100 rows per shape (better-sqlite3 is synchronous, so inside a Kysely
 * transaction the rows land in it), and PostgreSQL gets one multi-row statement whose text is built once per size.
 * This file and dialect.ts are the only places that know SQLite from PostgreSQL.
 */
type BulkTable = keyof Database;
type ColumnOf<T extends BulkTable> = keyof Database[T] & string;

export interface BulkInsertSpec<T extends BulkTable = BulkTable, C extends ColumnOf<T> = ColumnOf<T>> {
  table: T;
  /** The columns every row gives, by name; the statement lists them in this order. */
  columns: readonly C[];
  /** `add`: when a row with this key exists, add these columns of the new row to it (the rollups' counts). */
  onConflict?: { key: readonly C[]; action: 'add'; add: readonly C[] };
  /** Report the generated `id` of each row (tables with an auto-increment id, no conflict rule). */
  returnIds?: boolean;
}

/**
 * Declares a bulk insert once, next to its rows' type (`BulkRowOf`): the column names stay literal, so a row that
 * misses one, or gives it a value of another column's type, does not type-check.
 */
export function bulkInsertSpec<T extends BulkTable, const C extends ColumnOf<T>>(
  spec: BulkInsertSpec<T, C>,
): BulkInsertSpec<T, C> {
  return spec;
}

/** One row of a bulk insert: each of the spec's columns by name, typed as the table takes it. */
export type BulkRow<T extends BulkTable, C extends ColumnOf<T>> = { readonly [K in C]: InsertType<Database[T][K]> };

/** The row type of a declared bulk insert. */
export type BulkRowOf<S> = S extends BulkInsertSpec<infer T, infer C> ? BulkRow<T, C> : never;

export interface BulkInsertResult {
  /** With `returnIds`: the id of each row, in order. */
  ids: number[];
}

export type BulkInsert = <T extends BulkTable, C extends ColumnOf<T>>(
  executor: Kysely<Database>,
  spec: BulkInsertSpec<T, C>,
  rows: ReadonlyArray<BulkRow<T, C>>,
) => Promise<BulkInsertResult>;

// What the statement builders below read of a spec: its names, whatever the table.
interface StatementShape {
  table: string;
  columns: readonly string[];
  onConflict?: { key: readonly string[]; action: 'add'; add: readonly string[] };
  returnIds?: boolean;
}

/**
 * The statement parameters of rows[start, end): each row's values in the spec's column order. One flat array
 * filled in place, with no per-row array in between.
 */
function parametersOf(columns: readonly string[], rows: ReadonlyArray<object>, start: number, end: number): unknown[] {
  const width = columns.length;
  const parameters = new Array<unknown>((end - start) * width);
  let next = 0;
  for (let index = start; index < end; index += 1) {
    const row = rows[index] as Record<string, unknown>;
    for (let column = 0; column < width; column += 1) parameters[next++] = row[columns[column] as string];
  }
  return parameters;
}

const quote = (name: string) => `"${name}"`;

function conflictClause(spec: StatementShape): string {
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
  const statementFor = (spec: StatementShape, rows: number) => {
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
      const end = Math.min(rows.length, start + SQLITE_ROWS_PER_STATEMENT);
      const statement = statementFor(spec, end - start);
      const parameters = parametersOf(spec.columns, rows, start, end);
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
      const end = Math.min(rows.length, start + perStatement);
      const key = `${spec.table}|${spec.columns.join(',')}|${JSON.stringify(spec.onConflict ?? null)}|${spec.returnIds ? 'ids' : ''}|${end - start}`;
      let text = texts.get(key);
      if (!text) {
        const width = spec.columns.length;
        const tuples = Array.from(
          { length: end - start },
          (_, row) => `(${spec.columns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
        );
        const returning = spec.returnIds ? ' returning "id"' : '';
        text = `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(', ')}) values ${tuples.join(', ')}${conflictClause(spec)}${returning}`;
        texts.set(key, text);
      }
      const result = await executor.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(text, parametersOf(spec.columns, rows, start, end)),
      );
      // Rows come back in the order of the VALUES list.
      if (spec.returnIds) for (const row of result.rows) ids.push(Number(row.id));
    }
    return { ids };
  };
}
