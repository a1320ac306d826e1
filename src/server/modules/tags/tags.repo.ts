import { sql, type RawBuilder } from 'kysely';
import type { TagRef } from '../../../shared/tags.js';
import type { Db } from '../../db/database.js';

/** What carries tags: a link or a QR code, each with its join table. */
export type Tagged = 'link' | 'qr';
const JOIN = { link: ['link_tag', 'link_id'], qr: ['qr_tag', 'qr_id'] } as const;

export async function listTags(db: Db, workspaceId: string) {
  return db
    .selectFrom('tag')
    .select((eb) => [
      'tag.id',
      'tag.name',
      'tag.color',
      'tag.created_at',
      eb
        .selectFrom('link_tag')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('link_tag.tag_id', '=', 'tag.id')
        .as('links'),
      eb
        .selectFrom('qr_tag')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('qr_tag.tag_id', '=', 'tag.id')
        .as('qr_codes'),
    ])
    .where('tag.workspace_id', '=', workspaceId)
    .orderBy('tag.name_key')
    .execute();
}

export async function findTag(db: Db, workspaceId: string, id: string) {
  return db
    .selectFrom('tag')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countTags(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('tag')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Those of `ids` that are tags of the workspace. */
export async function existingTagIds(db: Db, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('tag')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the tags of an item (in the caller's transaction). */
export async function setTagsOf(trx: Db, kind: Tagged, itemId: string, tagIds: readonly string[]): Promise<void> {
  const [table, column] = JOIN[kind];
  await trx.deleteFrom(table).where(column, '=', itemId).execute();
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return;
  if (kind === 'link') {
    await trx
      .insertInto('link_tag')
      .values(unique.map((tag_id) => ({ link_id: itemId, tag_id })))
      .execute();
  } else {
    await trx
      .insertInto('qr_tag')
      .values(unique.map((tag_id) => ({ qr_id: itemId, tag_id })))
      .execute();
  }
}

/** The tags of each item, by name. */
export async function tagsOfItems(db: Db, kind: Tagged, itemIds: readonly string[]): Promise<Map<string, TagRef[]>> {
  const tags = new Map<string, TagRef[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return tags;
  const rows =
    kind === 'link'
      ? await db
          .selectFrom('link_tag')
          .innerJoin('tag', 'tag.id', 'link_tag.tag_id')
          .select(['link_tag.link_id as item', 'tag.id', 'tag.name', 'tag.color'])
          .where('link_tag.link_id', 'in', itemIds)
          .orderBy('tag.name_key')
          .execute()
      : await db
          .selectFrom('qr_tag')
          .innerJoin('tag', 'tag.id', 'qr_tag.tag_id')
          .select(['qr_tag.qr_id as item', 'tag.id', 'tag.name', 'tag.color'])
          .where('qr_tag.qr_id', 'in', itemIds)
          .orderBy('tag.name_key')
          .execute();
  for (const row of rows) tags.get(row.item)?.push({ id: row.id, name: row.name, color: row.color as TagRef['color'] });
  return tags;
}

/** A list's condition: only the items (rows of `table`, by its `id`) that carry the tag. */
export function carriesTag(kind: Tagged, tagId: string): RawBuilder<boolean> {
  const [table, column] = JOIN[kind];
  return sql<boolean>`${sql.ref(`${kind}.id`)} in (select ${sql.ref(column)} from ${sql.table(table)} where tag_id = ${tagId})`;
}

/**
 * The statistics' condition on click rows: clicks through a link or a QR code that carries one of the tags (the
 * workspace's own: the statistics checked them).
 */
export function clicksWithTags(tagIds: readonly string[]): RawBuilder<boolean> {
  const list = sql.join([...tagIds]);
  return sql<boolean>`(link_id in (select link_id from link_tag where tag_id in (${list})) or qr_id in (select qr_id from qr_tag where tag_id in (${list})))`;
}
