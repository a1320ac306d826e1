import type { ListQuery } from '../../../shared/list.js';
import type { QrTemplate } from '../../../shared/qr-codes.js';
import type { QrDesign } from '../../../shared/qr-design.js';
import { newEvent } from '../../events/new-event.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { qrTemplates } from './qr-codes.repo.js';
import { loadLogo, readDesign } from './qr-content.js';

type Deps = Pick<AppContext, 'database' | 'events'>;
type TemplateRow = NonNullable<Awaited<ReturnType<typeof qrTemplates.find>>>;

const toTemplate = (row: TemplateRow): QrTemplate => ({
  id: row.id,
  name: row.name,
  design: readDesign(row),
  createdAt: msToIso(row.created_at),
});

/** The workspace's saved designs, newest first. */
export async function listQrTemplates(deps: Deps, viewer: Viewer, query: ListQuery) {
  const { pageSize, ...options } = listOptions(query);
  const rows = await qrTemplates.list(deps.database, viewer.workspace.id, options);
  return toPage(rows, pageSize, toTemplate);
}

export async function getQrTemplateOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<QrTemplate> {
  const row = await qrTemplates.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw httpErrors.notFound('template');
  return toTemplate(row);
}

/** Saves a design for new codes; its logo must be one of the workspace's. */
export async function createQrTemplate(deps: Deps, viewer: Viewer, input: { name: string; design: QrDesign }) {
  if ((await loadLogo(deps, viewer, input.design)) === undefined) {
    throw httpErrors.validation([{ path: 'design.logo.uploadId', code: 'not_found', message: 'not_found' }]);
  }
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await qrTemplates.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      design: input.design,
      created_at: now,
      updated_at: now,
    });
    publish(newEvent('qr_template.created', viewer, { id }));
  });
  return getQrTemplateOrThrow(deps, viewer, id);
}

export async function deleteQrTemplate(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    if (!(await qrTemplates.delete(trx, viewer.workspace.id, id))) throw httpErrors.notFound('template');
    publish(newEvent('qr_template.deleted', viewer, { id }));
  });
}
