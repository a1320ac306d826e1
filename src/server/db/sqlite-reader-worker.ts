import SqliteDatabase from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerOwnPriority } from '../threads/thread-priority.js';
import type { ReaderData, ReaderReply, ReaderRequest } from './sqlite-reader.js';

/**
 * A SQLite reader (sqlite-reader.ts; the statistics' and the uploads' each have one): a read-only connection of its
 * own that runs one query at a time, so that a query over a million click rows, or a video's next megabyte, takes
 * this thread's time, never the redirects'.
 */
const port = parentPort;
if (!port) throw new Error('sqlite-reader-worker must run as a worker thread');
const { file, nice } = workerData as ReaderData;
lowerOwnPriority(nice);

const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
// Prepared statements by text: a reader asks the same few shapes over and over.
const statements = new Map<string, SqliteDatabase.Statement>();
const STATEMENTS_KEPT = 200;
// Blobs at least this large are handed over, not copied: a video's megabyte would otherwise be copied again on the
// thread that answers redirects.
const TRANSFERRED_BYTES = 64 * 1024;

/**
 * The backing memory of the rows' large blobs, to be moved to the other thread. better-sqlite3 gives every blob a
 * memory of its own; a view onto a part of a larger one (a shared pool) is never moved, as that would take the rest.
 */
function blobMemoryOf(rows: unknown[]): ArrayBuffer[] {
  const memory: ArrayBuffer[] = [];
  for (const row of rows) {
    for (const value of Object.values(row as Record<string, unknown>)) {
      const whole =
        value instanceof Uint8Array &&
        value.byteLength >= TRANSFERRED_BYTES &&
        value.byteOffset === 0 &&
        value.byteLength === value.buffer.byteLength &&
        value.buffer instanceof ArrayBuffer;
      if (whole && !memory.includes(value.buffer as ArrayBuffer)) memory.push(value.buffer as ArrayBuffer);
    }
  }
  return memory;
}

port.on('message', ({ id, sql, parameters }: ReaderRequest) => {
  let reply: ReaderReply;
  let transfer: ArrayBuffer[] = [];
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size >= STATEMENTS_KEPT) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) throw new Error('a SQLite reader thread only reads');
    const rows = statement.all(...parameters) as unknown[];
    transfer = blobMemoryOf(rows);
    reply = { id, rows };
  } catch (error) {
    const { message, code } = error as { message?: string; code?: string };
    reply = { id, error: { message: message ?? String(error), code } };
  }
  port.postMessage(reply, transfer);
});
