import type { CreateUtmTemplateInput, UpdateUtmTemplateInput, UtmTemplate } from '../../../shared/utm.js';
import { UTM_FIELDS } from '../../../shared/utm.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import type { UtmTemplateTable } from '../../db/schema.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import { httpErrors } from '../../http/errors.js';
import type { Viewer } from '../../http/kit/viewer.js';

type Deps = Pick<AppContext, 'database' | 'events'>;

/** A workspace has few templates (a handful of channels): the list is answered whole. */
export const UTM_TEMPLATES_MAX = 200;

const EMPTY = { path: 'source', code: 'utm_template_empty', message: 'utm_template_empty' };

function toTemplate(row: UtmTemplateTable): UtmTemplate {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    term: row.term,
    content: row.content,
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

export async function listUtmTemplates(deps: Deps, viewer: Viewer): Promise<{ items: UtmTemplate[] }> {
  const rows = await deps.database.db
    .selectFrom('utm_template')
    .selectAll()
    .where('workspace_id', '=', viewer.workspace.id)
    .orderBy('name')
    .limit(UTM_TEMPLATES_MAX)
    .execute();
  return { items: rows.map(toTemplate) };
}

async function findOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<UtmTemplateTable> {
  const row = await deps.database.db
    .selectFrom('utm_template')
    .selectAll()
    .where('workspace_id', '=', viewer.workspace.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw httpErrors.notFound('UTM template');
  return row;
}

export async function createUtmTemplate(
  deps: Deps,
  viewer: Viewer,
  input: CreateUtmTemplateInput,
): Promise<UtmTemplate> {
  const count = await deps.database.db
    .selectFrom('utm_template')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', viewer.workspace.id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= UTM_TEMPLATES_MAX) {
    throw httpErrors.validation([{ path: 'name', code: 'too_many_templates', message: 'too_many_templates' }]);
  }
  const now = Date.now();
  const row: UtmTemplateTable = {
    id: newId(),
    workspace_id: viewer.workspace.id,
    name: input.name,
    source: input.source ?? null,
    medium: input.medium ?? null,
    campaign: input.campaign ?? null,
    term: input.term ?? null,
    content: input.content ?? null,
    created_at: now,
    updated_at: now,
  };
  await deps.events.change(async ({ trx, publish }) => {
    await trx.insertInto('utm_template').values(row).execute();
    publish(newEvent('utm_template.created', viewer, { id: row.id }));
  });
  return toTemplate(row);
}

export async function updateUtmTemplate(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateUtmTemplateInput,
): Promise<UtmTemplate> {
  const before = await findOrThrow(deps, viewer, id);
  const after: UtmTemplateTable = { ...before, updated_at: Date.now() };
  if (input.name !== undefined) after.name = input.name;
  for (const field of UTM_FIELDS) if (input[field] !== undefined) after[field] = input[field] ?? null;
  // An edit may not empty a template: it would apply nothing.
  if (UTM_FIELDS.every((field) => !after[field])) throw httpErrors.validation([EMPTY]);
  await deps.events.change(async ({ trx, publish }) => {
    await trx.updateTable('utm_template').set(after).where('id', '=', id).execute();
    publish(newEvent('utm_template.updated', viewer, { id, changed: changedFields(input) }));
  });
  return toTemplate(after);
}

export async function deleteUtmTemplate(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await findOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await trx.deleteFrom('utm_template').where('id', '=', id).execute();
    publish(newEvent('utm_template.deleted', viewer, { id }));
  });
}
