import { PostgresAdapter } from 'kysely';
import type { Db } from './database.js';
import { dialectFor, readAuthDate, readBool, readJson, type Dialect } from './dialect.js';
import type { Bool, Json } from './schema.js';

/**
 * Booleans, JSON and better-auth's dates are stored differently by SQLite and PostgreSQL (dialect.ts). A repository
 * declares which of its columns are such, once, and converts with the result: callers read and write plain
 * booleans, values and ISO-8601 strings, and never meet the stored forms.
 */
export interface StoredColumns<B extends string, J extends string, A extends string = never> {
  /** A stored row (or a part of one) → the same with plain booleans, parsed JSON (null when unreadable), ISO dates. */
  read<R extends object>(row: R): Plain<R, B, J, A>;
  /** Plain values (all columns or some, for an update) → what the database stores, on the dialect of `db`. */
  write<V extends object>(db: Db, values: V): Stored<V, B, J, A>;
}

/** A row as repositories hand it out: the declared columns as booleans, parsed JSON and ISO-8601 strings. */
export type Plain<R, B extends PropertyKey, J extends PropertyKey, A extends PropertyKey = never> = {
  [K in keyof R]: K extends B
    ? OrNull<R[K], boolean>
    : K extends J
      ? unknown
      : K extends A
        ? OrNull<R[K], string>
        : R[K];
};

type OrNull<Column, T> = null extends Column ? T | null : T;

/** The plain form of a row type `R` under declared columns `S` (what `S.read` returns). */
export type PlainOf<S, R> = S extends StoredColumns<infer B, infer J, infer A> ? Plain<R, B, J, A> : never;

/** Values as the database takes them: the declared columns in their stored forms. */
export type Stored<V, B extends PropertyKey, J extends PropertyKey, A extends PropertyKey = never> = {
  [K in keyof V]: K extends B ? Bool : K extends J ? Json : K extends A ? Date | string : V[K];
};

/**
 * The dialect a connection (or one of its transactions) speaks, so that repositories handed only a transaction still
 * convert for the right database. Kysely's executor knows its adapter; one Kysely instance never changes dialect.
 */
export function dialectOf(db: Db): Dialect {
  return dialectFor(db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
}

export function storedColumns<
  const B extends string = never,
  const J extends string = never,
  const A extends string = never,
>(declared: { bool?: readonly B[]; json?: readonly J[]; authDate?: readonly A[] }): StoredColumns<B, J, A> {
  const bools: readonly string[] = declared.bool ?? [];
  const jsons: readonly string[] = declared.json ?? [];
  const dates: readonly string[] = declared.authDate ?? [];
  return {
    read<R extends object>(row: R) {
      const plain = { ...row } as Record<string, unknown>;
      for (const name of bools) if (name in plain && plain[name] !== null) plain[name] = readBool(plain[name] as Bool);
      for (const name of jsons) if (name in plain) plain[name] = readJson<unknown>(plain[name] as Json | null, null);
      for (const name of dates) {
        if (name in plain && plain[name] !== null) plain[name] = readAuthDate(plain[name] as Date | string);
      }
      return plain as Plain<R, B, J, A>;
    },
    write<V extends object>(db: Db, values: V) {
      const dialect = dialectOf(db);
      const stored = { ...values } as Record<string, unknown>;
      for (const name of bools) if (stored[name] !== undefined) stored[name] = dialect.bool(stored[name] as boolean);
      for (const name of jsons) if (stored[name] !== undefined) stored[name] = dialect.json(stored[name]);
      for (const name of dates) {
        const value = stored[name];
        if (value !== undefined && value !== null) stored[name] = dialect.authDate(new Date(value as string));
      }
      return stored as Stored<V, B, J, A>;
    },
  };
}
