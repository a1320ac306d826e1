import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LinkTable } from '../../db/schema.js';
import { dialectOf, storedColumns, type Plain } from '../../db/stored-columns.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

const stored = storedColumns({ bool: ['forward_query'], json: ['smart'] });

export type LinkRow = Plain<LinkTable, 'forward_query', 'smart'>;

/** Get, list (by name, code or target), insert, update and delete, within a workspace. */
export const links = workspaceRepo({
  table: 'link',
  select: (db: Db) => db.selectFrom('link').selectAll('link'),
  searchColumns: ['link.name', 'link.hash', 'link.url'],
  stored,
});

const REDIRECT_COLUMNS = [
  'link.id',
  'link.workspace_id',
  'link.hash',
  'link.url',
  'link.expires_at',
  'link.fallback_url',
  'link.forward_query',
  'link.campaign_id',
  'link.smart',
  'link.password_hash',
] as const;

// A link's redirect reads its campaign's `utm_campaign` in the same query.
const redirectRead = (db: Db) =>
  db
    .selectFrom('link')
    .leftJoin('campaign', 'campaign.id', 'link.campaign_id')
    .select([...REDIRECT_COLUMNS, 'campaign.utm_campaign']);

/**
 * What a redirect needs of a link, looked up by its code or a former one, across all workspaces; failing that, in
 * another case than its own where its workspace ignores the case of link codes (only a code that is not found
 * exactly pays for that second look).
 */
export async function findRedirectByHash(db: Db, hash: string) {
  const current = await redirectRead(db).where('link.hash', '=', hash).executeTakeFirst();
  if (current) return stored.read(current);
  const former = await redirectRead(db)
    .innerJoin('link_alias', 'link_alias.link_id', 'link.id')
    .where('link_alias.hash', '=', hash)
    .executeTakeFirst();
  if (former) return stored.read(former);
  const folded = hash.toLowerCase();
  const anyCase = await redirectRead(db)
    .innerJoin('workspace', 'workspace.id', 'link.workspace_id')
    .where('workspace.link_codes_ignore_case', '=', dialectOf(db).bool(true))
    .where((eb) =>
      eb.or([
        eb(sql`lower(link.hash)`, '=', folded),
        eb(
          'link.id',
          'in',
          eb
            .selectFrom('link_alias')
            .select('link_id')
            .where(sql`lower(hash)`, '=', folded),
        ),
      ]),
    )
    .executeTakeFirst();
  return anyCase && stored.read(anyCase);
}

/** The same of a link by id: where a dynamic QR code leads. */
export async function findRedirectById(db: Db, id: string) {
  const row = await redirectRead(db).where('link.id', '=', id).executeTakeFirst();
  return row && stored.read(row);
}

/**
 * True when some link has `hash` as its code or keeps it as an alias (`except` is the link being changed), or when
 * another workspace than `workspaceId` deleted a link with it: nobody takes over the printed copies of another's code.
 */
export async function hashInUse(db: Db, hash: string, workspaceId: string, except?: string): Promise<boolean> {
  let asCode = db.selectFrom('link').select('id').where('hash', '=', hash);
  if (except) asCode = asCode.where('id', '!=', except);
  let asAlias = db.selectFrom('link_alias').select('link_id as id').where('hash', '=', hash);
  if (except) asAlias = asAlias.where('link_id', '!=', except);
  const retiredElsewhere = db
    .selectFrom('link_retired_hash')
    .select('hash as id')
    .where('hash', '=', hash)
    .where('workspace_id', '!=', workspaceId);
  if ((await asCode.unionAll(asAlias).unionAll(retiredElsewhere).limit(1).executeTakeFirst()) !== undefined)
    return true;
  return clashesInAnyCase(db, hash, workspaceId, except);
}

/**
 * True when another link's code (or former code) differs from `hash` only by case and either workspace ignores the
 * case of link codes: one of the two would stop answering.
 */
async function clashesInAnyCase(db: Db, hash: string, workspaceId: string, except?: string): Promise<boolean> {
  const folded = hash.toLowerCase();
  const ignoring = dialectOf(db).bool(true);
  const codes = db
    .selectFrom('link')
    .select(['link.id', 'link.workspace_id'])
    .where(sql`lower(link.hash)`, '=', folded)
    .unionAll(
      db
        .selectFrom('link_alias')
        .select(['link_alias.link_id as id', 'link_alias.workspace_id'])
        .where(sql`lower(link_alias.hash)`, '=', folded),
    );
  let query = db
    .selectFrom(codes.as('code'))
    .innerJoin('workspace', 'workspace.id', 'code.workspace_id')
    .select('code.id')
    .where((eb) =>
      eb.or([
        eb('workspace.link_codes_ignore_case', '=', ignoring),
        eb.exists(
          eb
            .selectFrom('workspace as own')
            .select('own.id')
            .where('own.id', '=', workspaceId)
            .where('own.link_codes_ignore_case', '=', ignoring),
        ),
      ]),
    );
  if (except) query = query.where('code.id', '!=', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The workspace of the deleted link that had `hash` as its code or a former one, if any did. */
export async function findRetiredHash(db: Db, hash: string) {
  return db.selectFrom('link_retired_hash').select('workspace_id').where('hash', '=', hash).executeTakeFirst();
}

/**
 * Deletes a link (its former codes go with it) and remembers its codes, so that their copies answer "no longer
 * active" (migration 015); true when it was the workspace's. Runs in the caller's transaction.
 */
export async function deleteAndRetire(
  trx: Db,
  workspaceId: string,
  link: { id: string; hash: string; aliases: readonly string[] },
): Promise<boolean> {
  const retiredAt = Date.now();
  await trx
    .insertInto('link_retired_hash')
    .values([link.hash, ...link.aliases].map((hash) => ({ hash, workspace_id: workspaceId, retired_at: retiredAt })))
    .onConflict((oc) => oc.column('hash').doUpdateSet({ workspace_id: workspaceId, retired_at: retiredAt }))
    .execute();
  return links.delete(trx, workspaceId, link.id);
}

/** The former codes of each link, oldest first. */
export async function aliasesOf(db: Db, linkIds: readonly string[]): Promise<Map<string, string[]>> {
  const aliases = new Map<string, string[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return aliases;
  const rows = await db
    .selectFrom('link_alias')
    .select(['link_id', 'hash'])
    .where('link_id', 'in', linkIds)
    .orderBy('created_at')
    .orderBy('hash')
    .execute();
  for (const row of rows) aliases.get(row.link_id)?.push(row.hash);
  return aliases;
}

export async function insertAlias(
  db: Db,
  row: { hash: string; link_id: string; workspace_id: string; created_at: number },
) {
  await db
    .insertInto('link_alias')
    .values(row)
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/** Frees a former code of the link; true when it was one. */
export async function deleteAlias(db: Db, linkId: string, hash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('link_alias')
    .where('link_id', '=', linkId)
    .where('hash', '=', hash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function campaignInWorkspace(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('campaign')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
