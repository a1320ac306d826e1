import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { readBytes } from '../modules/media/media.repo.js';
import { openBlankDatabase } from '../test/harness.js';
import { migrateToLatest, migrateUpTo } from './migrate.js';

describe('migration 016: uploads in parts', () => {
  const blank = openBlankDatabase();
  afterAll(async () => (await blank).close());

  it(
    "moves each upload's bytes into parts, whole, and marks the PDFs that carry actions",
    { timeout: 120_000 },
    async () => {
      const { database } = await blank;
      await migrateUpTo(database, '015-link-retired-hashes');
      // The tables as migration 015 left them: typed loosely, since the schema types describe the latest.
      const db = database.db as unknown as Kysely<any>;
      const now = Date.now();
      await db
        .insertInto('user')
        .values({
          id: 'u1',
          full_name: 'Ada',
          email: 'ada@example.com',
          email_verified: database.dialect.bool(false),
          created_at: database.dialect.authDate(new Date(now)),
          updated_at: database.dialect.authDate(new Date(now)),
        })
        .execute();
      await db
        .insertInto('workspace')
        .values({ id: 'w1', name: 'Ada', owner_user_id: 'u1', created_at: now })
        .execute();
      const video = randomBytes(600 * 1024 + 17);
      const plainPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
      const scriptedPdf = Buffer.from('%PDF-1.4\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n');
      const files = { video, plain: plainPdf, scripted: scriptedPdf };
      for (const [id, data] of Object.entries(files)) {
        await db
          .insertInto('media')
          .values({
            id,
            workspace_id: 'w1',
            kind: id === 'video' ? 'video' : 'pdf',
            content_type: id === 'video' ? 'video/mp4' : 'application/pdf',
            file_name: `${id}.bin`,
            bytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
            data,
            created_at: now,
          })
          .execute();
      }

      await migrateToLatest(database);

      const parts = await db
        .selectFrom('media_part')
        .select(['media_id', 'part'])
        .where('media_id', '=', 'video')
        .execute();
      expect(parts.map((row) => row.part).sort()).toEqual([0, 1, 2]);
      for (const [id, data] of Object.entries(files)) {
        expect(Buffer.concat((await readBytes(database.db, id, 0, data.length)) ?? []), id).toEqual(data);
      }
      expect(Buffer.concat((await readBytes(database.db, 'video', 262_000, 1000)) ?? [])).toEqual(
        video.subarray(262_000, 263_000),
      );
      const flags = await db.selectFrom('media').select(['id', 'active_content']).orderBy('id').execute();
      expect(flags.map((row) => [row.id, Boolean(row.active_content)])).toEqual([
        ['plain', false],
        ['scripted', true],
        ['video', false],
      ]);
      const columns = (await database.db.introspection.getTables()).find((table) => table.name === 'media')?.columns;
      expect(columns?.map((column) => column.name)).not.toContain('data');
    },
  );
});
