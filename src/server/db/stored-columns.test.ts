import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { dialectOf, storedColumns } from './stored-columns.js';

// Kysely instances of both dialects. Neither runs a query here: PostgreSQL's pool connects only when asked to.
const sqliteFile = new SqliteDatabase(':memory:');
const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteFile }) });
const postgres = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }) }),
});
afterAll(async () => {
  await sqlite.destroy();
  await postgres.destroy();
});

const columns = storedColumns({ bool: ['published'], json: ['content'], authDate: ['created_at'] });

describe('stored columns', () => {
  it('tell the dialect of a connection and of its transactions', async () => {
    expect(dialectOf(sqlite).kind).toBe('sqlite');
    expect(dialectOf(postgres).kind).toBe('postgres');
    await sqlite.transaction().execute(async (trx) => expect(dialectOf(trx).kind).toBe('sqlite'));
  });

  it("write booleans, JSON and dates in each dialect's stored form", () => {
    const values = { id: 'a', published: true, content: { type: 'menu' }, created_at: '2026-01-02T03:04:05.000Z' };
    expect(columns.write(sqlite, values)).toEqual({
      id: 'a',
      published: 1,
      content: '{"type":"menu"}',
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect(columns.write(postgres, values)).toEqual({
      id: 'a',
      published: true,
      content: '{"type":"menu"}',
      created_at: new Date('2026-01-02T03:04:05.000Z'),
    });
  });

  it('leave out of a change what it does not name', () => {
    expect(columns.write(sqlite, { published: false })).toEqual({ published: 0 });
  });

  it('read either stored form as plain values', () => {
    const plain = { published: true, content: { type: 'menu' }, created_at: '2026-01-02T03:04:05.000Z' };
    expect(columns.read({ published: 1, content: '{"type":"menu"}', created_at: '2026-01-02T03:04:05.000Z' })).toEqual(
      plain,
    );
    expect(
      columns.read({ published: true, content: { type: 'menu' }, created_at: new Date('2026-01-02T03:04:05Z') }),
    ).toEqual(plain);
    expect(columns.read({ published: 0, content: 'not json' })).toEqual({ published: false, content: null });
  });
});

// Services deal in plain values; only repositories (and db/) know how a column stores them.
const MODULES = path.join(process.cwd(), 'src/server/modules');
const CONVERSION = /\bdialect\s*\.\s*(?:json|bool|authDate)\b|\b(?:readJson|readBool|readAuthDate)\b/;

/** Lines of module files other than repositories and tests that convert stored forms themselves. */
function conversionsOutsideRepositories(): string[] {
  return readdirSync(MODULES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.repo\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CONVERSION.test(line) ? [`${path.relative(process.cwd(), file)}:${index + 1}: ${line.trim()}`] : [],
        );
    });
}

describe('the storage layer', () => {
  it('converts booleans, JSON and auth dates only in repositories', () => {
    expect(conversionsOutsideRepositories()).toEqual([]);
  });

  it('recognises such conversions', () => {
    const lines = [
      'forward_query: deps.database.dialect.bool(input.forwardQuery),',
      'content: dialect.json(input.content),',
      'updated_at: ctx.database.dialect.authDate(new Date()),',
      "import { readBool, readJson } from '../../db/dialect.js';",
      'createdAt: readAuthDate(user.created_at),',
    ];
    expect(lines.filter((line) => CONVERSION.test(line))).toEqual(lines);
    const fine = ['const { dialect } = deps.database;', 'ilike: dialect.ilike,', 'published: row.published,'];
    expect(fine.filter((line) => CONVERSION.test(line))).toEqual([]);
  });
});
