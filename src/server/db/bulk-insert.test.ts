import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bulkInsertSpec, sqliteBulkInsert, type BulkRowOf } from './bulk-insert.js';
import type { Database } from './schema.js';

const raw = new SqliteDatabase(':memory:');
raw.exec(`create table stat_bucket (
  subject text not null, workspace_id text not null, bucket_start integer not null,
  clicks integer not null, uniques integer not null, primary key (subject, bucket_start))`);
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
afterAll(() => db.destroy());

const BUCKETS = bulkInsertSpec({
  table: 'stat_bucket',
  columns: ['subject', 'workspace_id', 'bucket_start', 'clicks', 'uniques'],
  onConflict: { key: ['subject', 'bucket_start'], action: 'add', add: ['clicks', 'uniques'] },
});
type BucketRow = BulkRowOf<typeof BUCKETS>;

describe('the bulk insert', () => {
  it('reads each value by its column name, whatever order the row lists them in', async () => {
    const rows: BucketRow[] = [
      { uniques: 1, clicks: 2, bucket_start: 900_000, workspace_id: 'w', subject: 'link:a' },
      { subject: 'link:b', workspace_id: 'w', bucket_start: 0, clicks: 5, uniques: 3 },
    ];
    await sqliteBulkInsert(raw)(db, BUCKETS, rows);
    // A second batch adds its counts to the rows of the same key; a whole statement of 50 and a rest of 10.
    const many = Array.from({ length: 60 }, (_, index) => ({
      subject: `link:${index % 2 === 0 ? 'a' : 'c'}`,
      workspace_id: 'w',
      bucket_start: 900_000,
      clicks: 1,
      uniques: 0,
    }));
    await sqliteBulkInsert(raw)(db, BUCKETS, many);
    expect(raw.prepare('select * from stat_bucket order by subject').all()).toEqual([
      { subject: 'link:a', workspace_id: 'w', bucket_start: 900_000, clicks: 32, uniques: 1 },
      { subject: 'link:b', workspace_id: 'w', bucket_start: 0, clicks: 5, uniques: 3 },
      { subject: 'link:c', workspace_id: 'w', bucket_start: 900_000, clicks: 30, uniques: 0 },
    ]);
  });

  it('types a row by the columns of its spec', () => {
    const row: BucketRow = { subject: 'link:a', workspace_id: 'w', bucket_start: 0, clicks: 1, uniques: 0 };
    // @ts-expect-error -- two values swapped: a time where the subject goes, and the subject where the time goes
    const swapped: BucketRow = { subject: 0, workspace_id: 'w', bucket_start: 'link:a', clicks: 1, uniques: 0 };
    // @ts-expect-error -- a column left out
    const missing: BucketRow = { subject: 'link:a', workspace_id: 'w', bucket_start: 0, clicks: 1 };
    // @ts-expect-error -- a column the table does not have
    const unknownColumn = bulkInsertSpec({ table: 'stat_bucket', columns: ['subject', 'day'] });
    expect([row, swapped, missing, unknownColumn].length).toBe(4);
  });
});
