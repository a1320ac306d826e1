import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Locations, landing pages and campaigns (docs/product.md, Locations, Landing pages, Campaigns):
 * - a page is published or not (a page being written is not shown to the people who scan it);
 * - an upload (an image, a video, a PDF, a 3D model) is a row of its own, its bytes in the database so that every
 *   node serves what one node received;
 * - a page's views are counted per day, added to by each node in batches;
 * - a dynamic QR code may lead to a page: the page lists its codes, and a deleted page is let go of by the code (set
 *   null: the printed code then says it is no longer active);
 * - the items of a campaign and the codes at a location are read by those columns.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bool = dialect.types.bool;
  await db.schema
    .alterTable('page')
    .addColumn('published', bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', dialect.types.blob, (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('media_workspace_created_idx')
    .on('media')
    .columns(['workspace_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('page_view_day')
    .addColumn('page_id', 'text', (col) => col.notNull().references('page.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_day_pk', ['page_id', 'day'])
    .execute();

  await db.schema
    .alterTable('qr')
    .addColumn('page_id', 'text', (col) => col.references('page.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('qr_page_idx').on('qr').column('page_id').execute();

  for (const table of ['link', 'qr', 'page', 'feedback']) {
    await db.schema.createIndex(`${table}_campaign_idx`).on(table).column('campaign_id').execute();
  }
  await db.schema.createIndex('qr_location_idx').on('qr').column('location_id').execute();
  await db.schema.createIndex('event_location_idx').on('event').column('location_id').execute();
}
