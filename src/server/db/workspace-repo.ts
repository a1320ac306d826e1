import { sql, type Insertable, type Kysely, type RawBuilder, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db, DatabaseHandle } from './database.js';
import { likePattern } from './dialect.js';
import type { Database } from './schema.js';
import { storedColumns, type Plain, type StoredColumns } from './stored-columns.js';

// Kysely cannot follow a table name that is itself a type parameter: the generic helpers below see the database
// as loosely typed, and their signatures give the types back to callers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Db) => db as unknown as Kysely<any>;

/** Tables whose rows belong to a workspace: every module's content. */
export type OwnedTable = {
  [T in keyof Database]: Database[T] extends { id: string; workspace_id: string; created_at: number } ? T : never;
}[keyof Database];

/** Where a list page starts: after the (created_at, id) of the previous page's last row. */
export interface ListPosition {
  createdAt: number;
  id: string;
}

/**
 * Rows after `position` in a newest-first list: older, or as old with a smaller id (keyset paging, the same index
 * whatever the page). `time` and `id` name the columns (qualified when the query joins).
 */
export function olderThan({ createdAt, id }: ListPosition, time = 'created_at', idColumn = 'id') {
  return sql<boolean>`(${sql.ref(time)} < ${createdAt} or (${sql.ref(time)} = ${createdAt} and ${sql.ref(idColumn)} < ${id}))`;
}

export interface ListOptions {
  q?: string;
  limit: number;
  after?: ListPosition;
  /** A module's own condition on the rows besides the search (e.g. only those with a tag). */
  where?: RawBuilder<boolean>;
}

/** What a module says about its table; everything else is the same for every module. */
export interface WorkspaceRepoSpec<
  T extends OwnedTable,
  Row extends { id: string; created_at: number },
  B extends string = never,
  J extends string = never,
> {
  table: T;
  /** The read every get and list starts from: the columns, and any join or computed column (e.g. click totals). */
  select: (db: Db) => SelectQueryBuilder<Database, T, Row>;
  /** Columns `q` searches (case-insensitive, anywhere in the text), qualified: `link.name`. */
  searchColumns: readonly string[];
  /** The boolean and JSON columns (storedColumns): rows go in and come out with plain booleans and values. */
  stored?: StoredColumns<B, J>;
}

/**
 * Get, list (search, newest first, keyset paging), insert, update and delete, each scoped to one workspace: a
 * row of another workspace is as absent as one that does not exist. Modules add their own queries beside it.
 */
export function workspaceRepo<
  T extends OwnedTable,
  Row extends { id: string; created_at: number },
  B extends string = never,
  J extends string = never,
>(spec: WorkspaceRepoSpec<T, Row, B, J>) {
  const { table } = spec;
  const stored = spec.stored ?? storedColumns<B, J>({});
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const scoped = (db: Db, workspaceId: string) =>
    spec.select(db).where(sql<boolean>`${column('workspace_id')} = ${workspaceId}`);

  return {
    async find(db: Db, workspaceId: string, id: string): Promise<Plain<Row, B, J> | undefined> {
      const row = (await scoped(db, workspaceId)
        .where(sql<boolean>`${column('id')} = ${id}`)
        .executeTakeFirst()) as Row | undefined;
      return row && stored.read(row);
    },

    /** Newest first; `limit` rows at most, after `after` when given. */
    async list(
      { db, dialect }: DatabaseHandle,
      workspaceId: string,
      options: ListOptions,
    ): Promise<Array<Plain<Row, B, J>>> {
      let query = scoped(db, workspaceId);
      if (options.q && spec.searchColumns.length > 0) {
        const pattern = likePattern(options.q);
        const matches = spec.searchColumns.map(
          (name) => sql<boolean>`${sql.ref(name)} ${sql.raw(dialect.ilike)} ${pattern} escape '\\'`,
        );
        query = query.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
      }
      if (options.where) query = query.where(options.where);
      if (options.after) query = query.where(olderThan(options.after, `${spec.table}.created_at`, `${spec.table}.id`));
      const rows = await query
        .orderBy(sql`${column('created_at')}`, 'desc')
        .orderBy(sql`${column('id')}`, 'desc')
        .limit(options.limit)
        .execute();
      return (rows as Row[]).map((row) => stored.read(row));
    },

    async insert(db: Db, row: Plain<Insertable<Database[T]>, B, J>): Promise<void> {
      await untyped(db)
        .insertInto(table as string)
        .values(stored.write(db, row))
        .execute();
    },

    /** True when the row exists in the workspace (and was changed). */
    async update(
      db: Db,
      workspaceId: string,
      id: string,
      changes: Plain<Updateable<Database[T]>, B, J>,
    ): Promise<boolean> {
      const result = await untyped(db)
        .updateTable(table as string)
        .set(stored.write(db, changes) as Record<string, unknown>)
        .where(sql<boolean>`workspace_id = ${workspaceId} and id = ${id}`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when the row existed in the workspace. */
    async delete(db: Db, workspaceId: string, id: string): Promise<boolean> {
      const result = await untyped(db)
        .deleteFrom(table as string)
        .where(sql<boolean>`workspace_id = ${workspaceId} and id = ${id}`)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
