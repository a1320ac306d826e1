import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Smart links and codes (docs/smart-links.md):
 * - `link.smart`, `qr.smart`: the targeting rules and the A/B split (JSON, null when there are none), and
 *   `password_hash` (scrypt) of a protected one;
 * - `route`: every rule and variant that ever served, with its owner, name and target, so the statistics name what
 *   served a click after the rule was changed or deleted; `link_statistic.route_id` says which served each click,
 *   `response.route_id` which sent the respondent to the form, `page_view_route` the views each sent to a page;
 * - `tag`, `link_tag`, `qr_tag`: a workspace's tags and what carries them;
 * - `utm_template`: a workspace's UTM values to apply in one click; `campaign.utm_campaign`, the `utm_campaign` its
 *   items' targets get when they have none;
 * - `workspace.link_codes_ignore_case`: its link codes answer in any case; `lower(hash)` indexed to find them so.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const table of ['link', 'qr']) {
    await db.schema.alterTable(table).addColumn('smart', dialect.types.json).execute();
    await db.schema.alterTable(table).addColumn('password_hash', 'text').execute();
  }
  await db.schema.alterTable('link_statistic').addColumn('route_id', 'text').execute();
  await db.schema.alterTable('response').addColumn('route_id', 'text').execute();
  await db.schema
    .createTable('page_view_route')
    .addColumn('page_id', 'text', (col) => col.notNull().references('page.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_route_pk', ['route_id', 'day', 'page_id'])
    .execute();
  await db.schema.alterTable('campaign').addColumn('utm_campaign', 'text').execute();
  await db.schema
    .alterTable('workspace')
    .addColumn('link_codes_ignore_case', dialect.types.bool, (col) => col.notNull().defaultTo(dialect.bool(false)))
    .execute();
  await sql`create index link_hash_folded_idx on link (lower(hash))`.execute(db);
  await sql`create index link_alias_hash_folded_idx on link_alias (lower(hash))`.execute(db);

  await db.schema
    .createTable('route')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    // `link:{id}` or `qr_code:{id}`: the subject whose rule or variant it is (kept after the subject is deleted).
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
  await db.schema.createIndex('route_owner_idx').on('route').columns(['owner', 'id']).execute();

  await db.schema
    .createTable('tag')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // The name folded to lower case: one workspace has no two tags that differ only by case.
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tag_name_idx').on('tag').columns(['workspace_id', 'name_key']).unique().execute();
  for (const [table, column, owner] of [
    ['link_tag', 'link_id', 'link.id'],
    ['qr_tag', 'qr_id', 'qr.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(column, 'text', (col) => col.notNull().references(owner).onDelete('cascade'))
      .addColumn('tag_id', 'text', (col) => col.notNull().references('tag.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [column, 'tag_id'])
      .execute();
    await db.schema.createIndex(`${table}_tag_idx`).on(table).columns(['tag_id', column]).execute();
  }

  await db.schema
    .createTable('utm_template')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspace.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('source', 'text')
    .addColumn('medium', 'text')
    .addColumn('campaign', 'text')
    .addColumn('term', 'text')
    .addColumn('content', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('utm_template_workspace_idx')
    .on('utm_template')
    .columns(['workspace_id', 'name'])
    .execute();
}
