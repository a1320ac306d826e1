import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The click writer's fast lane: many rows into one table, with an optional "on conflict" rule. Kysely builds and
 * prepares a statement per call, which costs more than the insert itself at tens of thousands of rows a second. Here
 * SQLite reuses one prepared single-row statement per shape (better-sqlite3 is synchronous, so inside a Kysely
 * transaction the rows land in it), and PostgreSQL gets one multi-row statement whose text is built once per size.
 * This file and dialect.ts are the only places that know SQLite from PostgreSQL.
 */
export interface BulkInsertSpec {
  table: string;
  columns: readonly string[];
  /** `nothing`: skip rows whose key exists; `add`: add these columns of the new row to the existing one. */
  onConflict?:
    { key: readonly string[]; action: 'nothing' } | { key: readonly string[]; action: 'add'; add: readonly string[] };
  /** Report the generated `id` of each row (tables with an auto-increment id, no conflict rule). */
  returnIds?: boolean;
}

export interface BulkInsertResult {
  /** Per row: whether it was inserted (false when an `on conflict do nothing` skipped it). */
  inserted: boolean[];
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
  if (rule.action === 'nothing') return ` on conflict (${key}) do nothing`;
  const sets = rule.add.map(
    (column) => `${quote(column)} = ${quote(spec.table)}.${quote(column)} + excluded.${quote(column)}`,
  );
  return ` on conflict (${key}) do update set ${sets.join(', ')}`;
}

export function sqliteBulkInsert(raw: SqliteDatabase.Database): BulkInsert {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return async (_executor, spec, rows) => {
    const text = `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(', ')}) values (${spec.columns.map(() => '?').join(', ')})${conflictClause(spec)}`;
    let statement = statements.get(text);
    if (!statement) {
      statement = raw.prepare(text);
      statements.set(text, statement);
    }
    const inserted: boolean[] = [];
    const ids: number[] = [];
    for (const row of rows) {
      const result = statement.run(...(row as unknown[]));
      inserted.push(result.changes > 0);
      if (spec.returnIds) ids.push(Number(result.lastInsertRowid));
    }
    return { inserted, ids };
  };
}

// PostgreSQL allows 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

export function postgresBulkInsert(): BulkInsert {
  const texts = new Map<string, string>();
  return async (executor, spec, rows) => {
    const inserted: boolean[] = [];
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
        // `do nothing` reports the keys it inserted, which tells the caller which rows were new.
        const returning =
          spec.onConflict?.action === 'nothing'
            ? ` returning ${spec.onConflict.key.map(quote).join(', ')}`
            : spec.returnIds
              ? ' returning "id"'
              : '';
        text = `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(', ')}) values ${tuples.join(', ')}${conflictClause(spec)}${returning}`;
        texts.set(key, text);
      }
      const result = await executor.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, chunk.flat()));
      if (spec.onConflict?.action === 'nothing') {
        const keyColumns = spec.onConflict.key;
        const positions = keyColumns.map((column) => spec.columns.indexOf(column));
        const fresh = new Set(result.rows.map((row) => keyColumns.map((column) => String(row[column])).join('\0')));
        for (const row of chunk)
          inserted.push(fresh.has(positions.map((position) => String(row[position])).join('\0')));
      } else {
        for (let index = 0; index < chunk.length; index += 1) inserted.push(true);
        // Rows come back in the order of the VALUES list.
        if (spec.returnIds) for (const row of result.rows) ids.push(Number(row.id));
      }
    }
    return { inserted, ids };
  };
}
