import type { Role } from '../../../shared/workspaces.js';
import type { Db } from '../../db/database.js';
import type { InvitationTable } from '../../db/schema.js';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: Role;
  invitedById: string | null;
  invitedBy: string | null;
  createdAt: number;
  expiresAt: number;
}

function invitations(db: Db) {
  return db
    .selectFrom('invitation')
    .innerJoin('workspace', 'workspace.id', 'invitation.workspace_id')
    .leftJoin('user', 'user.id', 'invitation.invited_by')
    .select([
      'invitation.id as id',
      'invitation.workspace_id as workspaceId',
      'workspace.name as workspaceName',
      'invitation.email as email',
      'invitation.role as role',
      'invitation.invited_by as invitedById',
      'user.full_name as invitedBy',
      'invitation.created_at as createdAt',
      'invitation.expires_at as expiresAt',
    ]);
}

function toRow(row: InvitationRow): InvitationRow {
  return { ...row, createdAt: Number(row.createdAt), expiresAt: Number(row.expiresAt) };
}

/** The workspace's invitations that can still be accepted, newest first. */
export async function findPendingInvitations(db: Db, workspaceId: string, now: number): Promise<InvitationRow[]> {
  const rows = await invitations(db)
    .where('invitation.workspace_id', '=', workspaceId)
    .where('invitation.expires_at', '>', now)
    .orderBy('invitation.created_at', 'desc')
    .execute();
  return rows.map(toRow);
}

export async function findInvitation(db: Db, workspaceId: string, id: string): Promise<InvitationRow | undefined> {
  const row = await invitations(db)
    .where('invitation.workspace_id', '=', workspaceId)
    .where('invitation.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const row = await invitations(db).where('invitation.token_hash', '=', tokenHash).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/**
 * Stores an invitation, or renews the one the address already has in the workspace (a new token, role, inviter and
 * expiry): an address has one pending invitation per workspace.
 */
export async function upsertInvitation(db: Db, row: InvitationTable): Promise<string> {
  const stored = await db
    .insertInto('invitation')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'email']).doUpdateSet({
        role: row.role,
        token_hash: row.token_hash,
        invited_by: row.invited_by,
        created_at: row.created_at,
        expires_at: row.expires_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored.id;
}

/** A new token and expiry for an invitation (resending it). */
export async function renewInvitation(db: Db, id: string, tokenHash: string, expiresAt: number): Promise<void> {
  await db
    .updateTable('invitation')
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Deletes an invitation; false when it was already gone (revoked, or accepted by a request just before). */
export async function deleteInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('invitation').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
