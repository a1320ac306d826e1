import type { Db } from '../../db/database.js';
import type { ApiKeyTable } from '../../db/schema.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

export type ApiKeyRow = Omit<ApiKeyTable, 'secret_hash'>;

/** Lists, creates and revokes a workspace's keys; the hash never leaves the table through these reads. */
export const apiKeys = workspaceRepo({
  table: 'api_key',
  select: (db: Db) =>
    db
      .selectFrom('api_key')
      .select([
        'api_key.id',
        'api_key.workspace_id',
        'api_key.created_by',
        'api_key.name',
        'api_key.scope',
        'api_key.role',
        'api_key.prefix',
        'api_key.created_at',
        'api_key.last_used_at',
      ]),
  searchColumns: ['api_key.name', 'api_key.prefix'],
});

/** The key a Bearer token names, with its workspace; undefined for an unknown or revoked key. */
export async function findKeyBySecretHash(db: Db, secretHash: string) {
  return db
    .selectFrom('api_key')
    .innerJoin('workspace', 'workspace.id', 'api_key.workspace_id')
    .select([
      'api_key.id as id',
      'api_key.role as role',
      'api_key.created_by as createdBy',
      'api_key.last_used_at as lastUsedAt',
      'workspace.id as workspaceId',
      'workspace.name as workspaceName',
    ])
    .where('api_key.secret_hash', '=', secretHash)
    .executeTakeFirst();
}

export async function markKeyUsed(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('api_key').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** Records a key's first use; false when another request recorded it first (only one of them tells of it). */
export async function markKeyFirstUsed(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('api_key')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where('last_used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
