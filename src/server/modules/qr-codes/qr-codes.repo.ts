import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { QrLogoTable } from '../../db/schema.js';
import { storedColumns, type PlainOf } from '../../db/stored-columns.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

/** A code's content (its target or payload) and its design, both JSON; a template's design too. */
const qrColumns = storedColumns({ json: ['data', 'design', 'smart'] });

/**
 * A QR code with the name and target of the link it leads to (null when it has none, or the link is gone), and the
 * names of the form, event and landing page it leads to.
 */
const selectQr = (db: Db) =>
  db
    .selectFrom('qr')
    .selectAll('qr')
    .select((eb) => [
      eb.selectFrom('link').select('link.name').whereRef('link.id', '=', 'qr.link_id').as('link_name'),
      eb.selectFrom('link').select('link.url').whereRef('link.id', '=', 'qr.link_id').as('link_url'),
      eb
        .selectFrom('feedback')
        .select('feedback.name')
        .whereRef('feedback.id', '=', 'qr.feedback_id')
        .as('feedback_name'),
      eb.selectFrom('event').select('event.name').whereRef('event.id', '=', 'qr.event_id').as('event_name'),
      eb.selectFrom('page').select('page.name').whereRef('page.id', '=', 'qr.page_id').as('page_name'),
    ]);
export type QrRow = PlainOf<
  typeof qrColumns,
  Awaited<ReturnType<ReturnType<typeof selectQr>['executeTakeFirstOrThrow']>>
>;

/** Get, list (by name or code), insert, update and delete, within a workspace. */
export const qrCodes = workspaceRepo({
  table: 'qr',
  select: selectQr,
  searchColumns: ['qr.name', 'qr.hash'],
  stored: qrColumns,
});

export const qrTemplates = workspaceRepo({
  table: 'qr_template',
  select: (db: Db) => db.selectFrom('qr_template').selectAll('qr_template'),
  searchColumns: ['qr_template.name'],
  stored: qrColumns,
});

/** The code a scan asks for, across all workspaces, with its link's id when it has one. */
export async function findByCode(db: Db, code: string) {
  const row = await db
    .selectFrom('qr')
    .leftJoin('campaign', 'campaign.id', 'qr.campaign_id')
    .select([
      'qr.id',
      'qr.workspace_id',
      'qr.hash',
      'qr.data',
      'qr.link_id',
      'qr.campaign_id',
      'qr.location_id',
      'qr.feedback_id',
      'qr.page_id',
      'qr.smart',
      'qr.password_hash',
      'campaign.utm_campaign',
    ])
    .where('qr.hash', '=', code)
    .executeTakeFirst();
  return row && qrColumns.read(row);
}

/** The workspace of a deleted code, or undefined when the code was never deleted. */
export async function findRetired(db: Db, code: string) {
  return db.selectFrom('qr_retired_code').select('workspace_id').where('code', '=', code).executeTakeFirst();
}

/** True when a code is some QR code's, or was one's (a deleted code is never handed out again). */
export async function codeInUse(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('qr')
    .select('hash as code')
    .where('hash', '=', code)
    .unionAll(db.selectFrom('qr_retired_code').select('code').where('code', '=', code))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function retireCode(db: Db, row: { code: string; workspace_id: string; retired_at: number }) {
  await db
    .insertInto('qr_retired_code')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function insertLogo(db: Db, row: Insertable<QrLogoTable>) {
  await db.insertInto('qr_logo').values(row).execute();
}

export async function findLogo(db: Db, workspaceId: string, id: string) {
  return db
    .selectFrom('qr_logo')
    .select(['id', 'source_type', 'png', 'width', 'height', 'bytes'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** True when the row of `table` with `id` belongs to the workspace: a reference another workspace cannot make. */
export async function ownedBy(db: Db, table: 'location' | 'campaign' | 'event', workspaceId: string, id: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
