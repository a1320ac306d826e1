import type { Db } from '../../db/database.js';
import type { NotificationTable } from '../../db/schema.js';
import { dialectOf, storedColumns, type PlainOf } from '../../db/stored-columns.js';
import { olderThan, type ListPosition } from '../../db/workspace-repo.js';

// The notification tables' SQL (migration 021). Params are JSON, `in_app` a boolean: converted here, once.
const stored = storedColumns({ json: ['params'], bool: ['in_app'] });
const storedSetting = storedColumns({ bool: ['in_app'] });

export type NotificationRow = Omit<PlainOf<typeof stored, NotificationTable>, 'params'> & { params: unknown };
export type NewNotification = Omit<NotificationRow, 'read_at' | 'mailed_at'>;

/** Inserts the rows whose (person, fact) is new; answers those inserted (a repeated fact inserts nothing). */
export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<NewNotification[]> {
  const inserted: NewNotification[] = [];
  for (const row of rows) {
    const result = await db
      .insertInto('notification')
      .values(stored.write(db, { ...row, read_at: null, mailed_at: null }))
      .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) inserted.push(row);
  }
  return inserted;
}

/** Whose notifications: a person's, in one workspace (the bell shows the workspace the person works in). */
export interface Mailbox {
  userId: string;
  workspaceId: string;
}

/** A person's notifications shown in the app, newest first, after `after` (keyset), `limit` rows at most. */
export async function listNotifications(
  db: Db,
  { userId, workspaceId }: Mailbox,
  options: { limit: number; after?: ListPosition; kind?: string },
): Promise<NotificationRow[]> {
  let query = db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .where('in_app', '=', dialectOf(db).bool(true));
  if (options.kind) query = query.where('kind', '=', options.kind);
  if (options.after) query = query.where(olderThan(options.after));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => stored.read(row));
}

/** How many of a person's notifications in the app are unread. */
export async function countUnread(db: Db, { userId, workspaceId }: Mailbox): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .where('in_app', '=', dialectOf(db).bool(true))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const row = await db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? stored.read(row) : undefined;
}

/** Marks one of the person's notifications read (its first reading stays); false when it is not theirs. */
export async function markRead(db: Db, { userId, workspaceId }: Mailbox, id: string, now: number) {
  const mine = await db
    .selectFrom('notification')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!mine) return false;
  await db
    .updateTable('notification')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

/** Marks every unread notification of the person in the workspace read; answers how many it marked. */
export async function markAllRead(db: Db, { userId, workspaceId }: Mailbox, now: number): Promise<number> {
  const result = await db
    .updateTable('notification')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The person's unread notifications of `kinds` created in [from, to) that no mail told of yet: what a digest lists. */
export async function unreadBetween(
  db: Db,
  userId: string,
  kinds: readonly string[],
  from: number,
  to: number,
): Promise<NotificationRow[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('notification')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('read_at', 'is', null)
    .where('mailed_at', 'is', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => stored.read(row));
}

/**
 * Marks the notifications a mail is about to tell of, inside that mail's transaction; answers the ids marked now.
 * Those a mail told of already (a job's run repeated after a crash) are left out, so they are never mailed twice.
 */
export async function markMailed(db: Db, ids: readonly string[], now: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('notification')
    .set({ mailed_at: now })
    .where('id', 'in', ids)
    .where('mailed_at', 'is', null)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The kinds a person changed from the defaults. */
export async function findSettings(db: Db, userId: string) {
  const rows = await db.selectFrom('notification_setting').selectAll().where('user_id', '=', userId).execute();
  return rows.map((row) => storedSetting.read(row));
}

/** The settings of these people for one kind (the rest follow the defaults). */
export async function findSettingsOf(db: Db, userIds: readonly string[], kind: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('notification_setting')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('kind', '=', kind)
    .execute();
  return rows.map((row) => storedSetting.read(row));
}

export async function saveSetting(
  db: Db,
  setting: { user_id: string; kind: string; in_app: boolean; email: string; updated_at: number },
): Promise<void> {
  const values = storedSetting.write(db, setting);
  await db
    .insertInto('notification_setting')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind'])
        .doUpdateSet({ in_app: values.in_app, email: values.email, updated_at: values.updated_at }),
    )
    .execute();
}

/** Records that `subject` reached `milestone`; true only for the one insert that recorded it first. */
export async function recordMilestone(
  db: Db,
  row: { subject: string; milestone: number; workspace_id: string; reached_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('notification_milestone')
    .values(row)
    .onConflict((oc) => oc.columns(['subject', 'milestone']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Deletes notifications created before `before` (read or not) and read ones created before `readBefore`. */
export async function deleteOldNotifications(db: Db, before: number, readBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('notification')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', before),
        eb.and([eb('created_at', '<', readBefore), eb('read_at', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Workspaces in id order after `afterId`, `limit` of them: a bounded step through all of them. */
export async function workspacesAfter(
  db: Db,
  afterId: string,
  limit: number,
): Promise<Array<{ id: string; personalUserId: string | null; createdAt: number }>> {
  const rows = await db
    .selectFrom('workspace')
    .select(['id', 'personal_user_id as personalUserId', 'created_at as createdAt'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
}

/** Those of `keys` that name a scheduled job or timer. */
export async function existingJobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('scheduled_job')
    .select('key')
    .where('key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.key));
}
