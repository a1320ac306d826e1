import { sql, type Kysely } from 'kysely';
import { pdfRunsActions } from '../../modules/media/pdf-actions.js';
import type { Dialect } from '../dialect.js';

// The size of every part but a file's last. The uploads' repository (media.repo.ts, MEDIA_PART_BYTES) finds a byte's
// part by it, so the two must agree; a change of size would be a migration of its own.
const PART_BYTES = 256 * 1024;

/**
 * An upload's bytes move to parts of 256 KB (`media_part`), so that `/m/{id}` reads the few parts a range needs.
 * Kept as one value, every read of a range made the database load the whole file first: SQLite reads every page of
 * a value to cut a piece of it (about half a second per piece of a 50 MB video), PostgreSQL decompresses a
 * compressible one from its start. The parts go with their upload (cascade).
 *
 * `media.active_content` marks a PDF that carries actions a viewer would run (scripts, launches, embedded files;
 * pdf-actions.ts): `/m/{id}` sends it as a download, never shown on our origin. The PDFs already stored are examined
 * here, as every upload is from now on.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('media_part')
    .addColumn('media_id', 'text', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('part', 'integer', (col) => col.notNull())
    .addColumn('data', dialect.types.blob, (col) => col.notNull())
    .addPrimaryKeyConstraint('media_part_pk', ['media_id', 'part'])
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('active_content', dialect.types.bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();

  // One file in memory at a time, however many there are.
  const { rows } = await sql<{ id: string; content_type: string }>`select id, content_type from media`.execute(db);
  for (const { id, content_type: contentType } of rows) {
    const stored = await sql<{ data: Uint8Array }>`select data from media where id = ${id}`.execute(db);
    const bytes = Buffer.from(stored.rows[0]?.data ?? new Uint8Array());
    for (let part = 0; part * PART_BYTES < bytes.length; part += 1) {
      const data = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
      await sql`insert into media_part (media_id, part, data) values (${id}, ${part}, ${data})`.execute(db);
    }
    if (contentType === 'application/pdf' && pdfRunsActions(bytes)) {
      await sql`update media set active_content = ${dialect.bool(true)} where id = ${id}`.execute(db);
    }
  }
  await db.schema.alterTable('media').dropColumn('data').execute();
}
