import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

const opened: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a SQLite transaction', () => {
  it('keeps its right to write when another connection writes after it read (it began IMMEDIATE)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scanlink-sqlite-tx-'));
    dirs.push(dir);
    const file = path.join(dir, 'test.db');
    const main = openDatabase({ kind: 'sqlite', file });
    // The other connection (a writer thread's) gives up quickly: what matters is which of the two writes.
    const other = openDatabase({ kind: 'sqlite', file }, { busyTimeoutMs: 50 });
    opened.push(main, other);
    await sql`create table note (id integer primary key, text text)`.execute(main.db);

    let otherWrote: boolean | null = null;
    await main.db.transaction().execute(async (trx) => {
      await sql`select count(*) from note`.execute(trx);
      otherWrote = await sql`insert into note (text) values ('other')`.execute(other.db).then(
        () => true,
        () => false,
      );
      await sql`insert into note (text) values ('main')`.execute(trx);
    });

    // Deferred, the other connection would have written and the transaction failed with SQLITE_BUSY at its write.
    expect(otherWrote).toBe(false);
    const rows = await sql<{ text: string }>`select text from note`.execute(main.db);
    expect(rows.rows.map((row) => row.text)).toEqual(['main']);
  });
});
