import type { Db } from '../../db/database.js';
import { olderThan, type ListPosition } from '../../db/workspace-repo.js';
import type { AuditEntryTable } from '../../db/schema.js';
import { storedColumns, type PlainOf } from '../../db/stored-columns.js';

const stored = storedColumns({ json: ['details'] });
/** An entry as the module handles it: `details` a plain object (what the event's data held besides its id). */
export type AuditRow = Omit<PlainOf<typeof stored, AuditEntryTable>, 'details'> & { details: Record<string, unknown> };

export interface AuditFilter {
  workspaceId: string;
  actorUserId?: string;
  subjectType?: string;
  /** Epoch ms, inclusive / exclusive. */
  from?: number;
  to?: number;
  /** Newest first: entries older than this position. */
  before?: ListPosition;
  limit: number;
}

export async function insertAuditEntries(db: Db, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('audit_entry')
    .values(rows.map((row) => stored.write(db, row)))
    .execute();
}

/** A page of the workspace's entries, newest first, by the filters. */
export async function findAuditEntries(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_entry').selectAll().where('workspace_id', '=', filter.workspaceId);
  if (filter.actorUserId) query = query.where('actor_user_id', '=', filter.actorUserId);
  if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
  if (filter.from !== undefined) query = query.where('occurred_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('occurred_at', '<', filter.to);
  if (filter.before) query = query.where(olderThan(filter.before, 'occurred_at'));
  const rows = await query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => {
    const plain = stored.read(row);
    return {
      ...plain,
      occurred_at: Number(row.occurred_at),
      details: (plain.details ?? {}) as Record<string, unknown>,
    };
  });
}

/** The name the object had in its latest entry: a deleted object is gone from its own table. */
export async function lastKnownName(db: Db, workspaceId: string, subjectType: string, subjectId: string) {
  const row = await db
    .selectFrom('audit_entry')
    .select('subject_name')
    .where('workspace_id', '=', workspaceId)
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('subject_name', 'is not', null)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.subject_name ?? null;
}

/** Deletes entries older than `before` (epoch ms), a bounded batch at a time; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, before: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_entry')
    .where('id', 'in', (eb) => eb.selectFrom('audit_entry').select('id').where('occurred_at', '<', before).limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
