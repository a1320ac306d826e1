import type { FieldIssue } from '../../../shared/errors.js';
import {
  TAGS_PER_WORKSPACE_MAX,
  type CreateTagInput,
  type Tag,
  type TagColor,
  type UpdateTagInput,
} from '../../../shared/tags.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './tags.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

const nameTaken = (name: string) =>
  new AppError(409, 'tag_name_taken', `The workspace has a tag named "${name}" already.`, {
    fields: [{ path: 'name', code: 'tag_name_taken', message: 'tag_name_taken' }],
  });
const tooMany = () =>
  new AppError(409, 'too_many_tags', `A workspace has at most ${TAGS_PER_WORKSPACE_MAX} tags.`, {
    fields: [{ path: 'name', code: 'too_many_tags', message: 'too_many_tags' }],
  });

export async function listTags(deps: Deps, viewer: Viewer): Promise<{ items: Tag[] }> {
  const rows = await repo.listTags(deps.database.db, viewer.workspace.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      color: row.color as TagColor,
      links: Number(row.links ?? 0),
      qrCodes: Number(row.qr_codes ?? 0),
      createdAt: msToIso(row.created_at),
    })),
  };
}

async function tagOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<Tag> {
  const tag = (await listTags(deps, viewer)).items.find((item) => item.id === id);
  if (!tag) throw httpErrors.notFound('tag');
  return tag;
}

export async function createTag(deps: Deps, viewer: Viewer, input: CreateTagInput): Promise<Tag> {
  const { db } = deps.database;
  if ((await repo.countTags(db, viewer.workspace.id)) >= TAGS_PER_WORKSPACE_MAX) throw tooMany();
  const id = newId();
  const now = Date.now();
  try {
    await deps.events.change(async ({ trx, publish }) => {
      await trx
        .insertInto('tag')
        .values({
          id,
          workspace_id: viewer.workspace.id,
          name: input.name,
          name_key: input.name.toLowerCase(),
          color: input.color ?? 'gray',
          created_at: now,
          updated_at: now,
        })
        .execute();
      publish(newEvent('tag.created', viewer, { id }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return tagOrThrow(deps, viewer, id);
}

export async function updateTag(deps: Deps, viewer: Viewer, id: string, input: UpdateTagInput): Promise<Tag> {
  await tagOrThrow(deps, viewer, id);
  try {
    await deps.events.change(async ({ trx, publish }) => {
      await trx
        .updateTable('tag')
        .set({
          ...(input.name !== undefined && { name: input.name, name_key: input.name.toLowerCase() }),
          ...(input.color !== undefined && { color: input.color }),
          updated_at: Date.now(),
        })
        .where('workspace_id', '=', viewer.workspace.id)
        .where('id', '=', id)
        .execute();
      publish(newEvent('tag.updated', viewer, { id, changed: changedFields(input) }));
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw nameTaken(input.name);
    throw error;
  }
  return tagOrThrow(deps, viewer, id);
}

/** Deletes a tag; the links and codes that carried it lose it (their join rows go with it). */
export async function deleteTag(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await tagOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await trx.deleteFrom('tag').where('workspace_id', '=', viewer.workspace.id).where('id', '=', id).execute();
    publish(newEvent('tag.deleted', viewer, { id }));
  });
}

/** The tags of an edit that are not the workspace's, refused on their field (checked before the change). */
export async function tagIssues(
  db: Db,
  workspaceId: string,
  tagIds: readonly string[] | undefined,
): Promise<FieldIssue[]> {
  if (!tagIds?.length) return [];
  const known = await repo.existingTagIds(db, workspaceId, tagIds);
  return tagIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `tagIds.${index}`, code: 'not_found', message: 'not_found' }],
  );
}
