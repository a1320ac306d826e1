import type { Db } from '../../db/database.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

/** An event with the name of its location (null without one, or once the location is gone). */
const selectEvent = (db: Db) =>
  db
    .selectFrom('event')
    .selectAll('event')
    .select((eb) =>
      eb
        .selectFrom('location')
        .select('location.name')
        .whereRef('location.id', '=', 'event.location_id')
        .as('location_name'),
    );
export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvent>['executeTakeFirstOrThrow']>>;

/** Get, list (by name), insert, update and delete, within a workspace. */
export const events = workspaceRepo({ table: 'event', select: selectEvent, searchColumns: ['event.name'] });

export interface LinkedForm {
  event_id: string;
  id: string;
  name: string;
}

/** The forms linked to each of `eventIds`, in the order they were created (stable on both databases). */
export async function formsOfEvents(db: Db, eventIds: readonly string[]): Promise<LinkedForm[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('event_feedback')
    .innerJoin('feedback', 'feedback.id', 'event_feedback.feedback_id')
    .select(['event_feedback.event_id', 'feedback.id', 'feedback.name'])
    .where('event_feedback.event_id', 'in', [...new Set(eventIds)])
    .orderBy('feedback.created_at')
    .orderBy('feedback.id')
    .execute();
}

/** Makes `feedbackIds` the event's whole list of forms (call it inside the transaction that writes the event). */
export async function replaceForms(db: Db, eventId: string, feedbackIds: readonly string[]): Promise<void> {
  await db.deleteFrom('event_feedback').where('event_id', '=', eventId).execute();
  if (feedbackIds.length === 0) return;
  await db
    .insertInto('event_feedback')
    .values(feedbackIds.map((feedbackId) => ({ event_id: eventId, feedback_id: feedbackId })))
    .execute();
}

/** Those of `ids` that are feedback forms of the workspace: a form of another workspace cannot be linked. */
export async function formsOwnedBy(db: Db, workspaceId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('feedback')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** True when the location belongs to the workspace. */
export async function locationOwnedBy(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('location')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
