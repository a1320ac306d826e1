import type { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { spawnWorker } from '../threads/spawn-worker.js';
import type { Database } from './schema.js';

export interface ReaderData {
  file: string;
  nice: number;
}
export interface ReaderRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}
export type ReaderReply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/**
 * A Kysely instance whose SELECTs run on a thread of their own (sqlite-reader-worker.ts). better-sqlite3 answers
 * synchronously: on the main thread a statistics query over a million clicks, or the parts of a 50 MB video, would
 * hold every redirect until it is done. WAL mode lets this read-only connection read beside the writers. It only
 * reads: no transactions. `name` says whose reader it is in its errors (the statistics', the uploads').
 */
export function openSqliteReader(file: string, nice: number, name = 'statistics'): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ReaderDialect(new ReaderThread(file, nice, name)) });
}

class ReaderThread implements DatabaseConnection {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();

  constructor(
    private readonly file: string,
    private readonly nice: number,
    private readonly name: string,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters } satisfies ReaderRequest);
    });
    return { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; the statistics page through results instead
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error(`the ${this.name} reader does not stream; read in pages`);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = spawnWorker(import.meta.url, 'sqlite-reader-worker', {
      file: this.file,
      nice: this.nice,
    } satisfies ReaderData);
    worker.on('message', (reply: ReaderReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if ('rows' in reply) waiting.resolve(reply.rows);
      else waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    // A thread that died takes its queries with it; the next query starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the ${this.name} reader stopped (exit code ${code})`)));
    worker.unref();
    return worker;
  }
}

class ReaderDialect implements Dialect {
  constructor(private readonly thread: ReaderThread) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    const thread = this.thread;
    const readOnly = () => Promise.reject(new Error('a SQLite reader thread has no transactions'));
    return {
      init: async () => {},
      acquireConnection: async () => thread,
      releaseConnection: async () => {},
      beginTransaction: readOnly,
      commitTransaction: readOnly,
      rollbackTransaction: readOnly,
      destroy: () => thread.close(),
    };
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
