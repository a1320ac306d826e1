import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ParticipantAnswerTable, ResponseTable } from '../../db/schema.js';
import { storedColumns, type Plain, type PlainOf } from '../../db/stored-columns.js';
import { workspaceRepo } from '../../db/workspace-repo.js';

// The columns stored as booleans or JSON: a form's switches, a question's settings, an answer's value.
const formColumns = storedColumns({ bool: ['accepting', 'once_per_visitor_per_day'] });
const questionColumns = storedColumns({ json: ['settings'] });
const answerColumns = storedColumns({ json: ['answer'] });

/** A form with its question and response counts and its latest response's time. */
const selectForm = (db: Db) =>
  db
    .selectFrom('feedback')
    .selectAll('feedback')
    .select((eb) => [
      eb
        .selectFrom('question')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('question.feedback_id', '=', 'feedback.id')
        .as('question_count'),
      eb
        .selectFrom('response')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('response.feedback_id', '=', 'feedback.id')
        .as('response_count'),
      eb
        .selectFrom('response')
        .select((sub) => sub.fn.max('response.created_at').as('t'))
        .whereRef('response.feedback_id', '=', 'feedback.id')
        .as('last_response_at'),
    ]);
export type FormRow = PlainOf<
  typeof formColumns,
  Awaited<ReturnType<ReturnType<typeof selectForm>['executeTakeFirstOrThrow']>>
>;

export const forms = workspaceRepo({
  table: 'feedback',
  select: selectForm,
  searchColumns: ['feedback.name'],
  stored: formColumns,
});

/** A question with its form's name and how many responses answered it. */
const selectQuestion = (db: Db) =>
  db
    .selectFrom('question')
    .selectAll('question')
    .select((eb) => [
      eb
        .selectFrom('feedback')
        .select('feedback.name')
        .whereRef('feedback.id', '=', 'question.feedback_id')
        .as('feedback_name'),
      eb
        .selectFrom('participant_answer')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('participant_answer.question_id', '=', 'question.id')
        .as('answer_count'),
    ]);
export type QuestionRow = PlainOf<
  typeof questionColumns,
  Awaited<ReturnType<ReturnType<typeof selectQuestion>['executeTakeFirstOrThrow']>>
>;

export const questions = workspaceRepo({
  table: 'question',
  select: selectQuestion,
  searchColumns: ['question.text'],
  stored: questionColumns,
});

/** A form's questions in their order. */
export async function questionsOfForm(db: Db, workspaceId: string, feedbackId: string): Promise<QuestionRow[]> {
  const rows = await selectQuestion(db)
    .where('question.workspace_id', '=', workspaceId)
    .where('question.feedback_id', '=', feedbackId)
    .orderBy('question.position')
    .orderBy('question.created_at')
    .execute();
  return rows.map((row) => questionColumns.read(row));
}

/** The position after a form's last question. */
export async function nextPosition(db: Db, feedbackId: string): Promise<number> {
  const row = await db
    .selectFrom('question')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('feedback_id', '=', feedbackId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function setPosition(db: Db, id: string, position: number, updatedAt: number): Promise<void> {
  await db.updateTable('question').set({ position, updated_at: updatedAt }).where('id', '=', id).execute();
}

/** The QR codes whose target is the form, with their locations' names. */
export async function qrCodesOfForm(db: Db, workspaceId: string, feedbackId: string) {
  return db
    .selectFrom('qr')
    .leftJoin('location', 'location.id', 'qr.location_id')
    .select(['qr.id', 'qr.name', 'qr.hash', 'qr.location_id', 'location.name as location_name'])
    .where('qr.workspace_id', '=', workspaceId)
    .where('qr.feedback_id', '=', feedbackId)
    .orderBy('qr.created_at')
    .execute();
}

/** The events the form is answered at. */
export async function eventsOfForm(db: Db, feedbackId: string) {
  return db
    .selectFrom('event_feedback')
    .innerJoin('event', 'event.id', 'event_feedback.event_id')
    .select(['event.id', 'event.name'])
    .where('event_feedback.feedback_id', '=', feedbackId)
    .orderBy('event.created_at', 'desc')
    .execute();
}

/** Stores a response and its answers together: either all of it is written, or none. */
export async function insertResponse(
  trx: Db,
  response: Insertable<ResponseTable>,
  answers: Array<Plain<Insertable<ParticipantAnswerTable>, never, 'answer'>>,
): Promise<void> {
  await trx.insertInto('response').values(response).execute();
  if (answers.length > 0) {
    await trx
      .insertInto('participant_answer')
      .values(answers.map((answer) => answerColumns.write(trx, answer)))
      .execute();
  }
}

/** Which responses a statistics query reads: one form's (or a workspace's), by time and where they came from. */
export interface ResponseScope {
  workspaceId: string;
  feedbackId?: string;
  fromMs?: number;
  toMs?: number;
  qrId?: string;
  locationId?: string;
  eventId?: string;
}

function scopedResponses(db: Db, scope: ResponseScope) {
  let query = db.selectFrom('response').where('response.workspace_id', '=', scope.workspaceId);
  if (scope.feedbackId) query = query.where('response.feedback_id', '=', scope.feedbackId);
  if (scope.fromMs !== undefined) query = query.where('response.created_at', '>=', scope.fromMs);
  if (scope.toMs !== undefined) query = query.where('response.created_at', '<=', scope.toMs);
  if (scope.qrId) query = query.where('response.qr_id', '=', scope.qrId);
  if (scope.locationId) query = query.where('response.location_id', '=', scope.locationId);
  if (scope.eventId) query = query.where('response.event_id', '=', scope.eventId);
  return query;
}

/** The times of the responses in scope (for the series), oldest first. */
export async function responseTimes(db: Db, scope: ResponseScope): Promise<number[]> {
  const rows = await scopedResponses(db, scope).select('response.created_at').orderBy('response.created_at').execute();
  return rows.map((row) => Number(row.created_at));
}

/** Every answer of the responses in scope, with its question. */
export async function answersInScope(db: Db, scope: ResponseScope) {
  const rows = await scopedResponses(db, scope)
    .innerJoin('participant_answer', 'participant_answer.response_id', 'response.id')
    .select(['participant_answer.question_id', 'participant_answer.answer'])
    .execute();
  return rows.map((row) => answerColumns.read(row));
}

/** A page of a text question's answers in scope, newest first, after a (created_at, id) position. */
export async function textAnswers(
  db: Db,
  scope: ResponseScope,
  questionId: string,
  limit: number,
  after?: { createdAt: number; id: string },
) {
  let query = scopedResponses(db, scope)
    .innerJoin('participant_answer', 'participant_answer.response_id', 'response.id')
    .select(['response.id', 'response.created_at', 'participant_answer.answer'])
    .where('participant_answer.question_id', '=', questionId);
  if (after) {
    query = query.where(
      sql<boolean>`(response.created_at < ${after.createdAt} or (response.created_at = ${after.createdAt} and response.id < ${after.id}))`,
    );
  }
  const rows = await query.orderBy('response.created_at', 'desc').orderBy('response.id', 'desc').limit(limit).execute();
  return rows.map((row) => answerColumns.read(row));
}

/** Responses in scope, newest first, with the names of their form, code and event (for lists and the CSV). */
export async function responsesInScope(
  db: Db,
  scope: ResponseScope,
  limit: number,
  after?: { createdAt: number; id: string },
) {
  let query = scopedResponses(db, scope)
    .innerJoin('feedback', 'feedback.id', 'response.feedback_id')
    .leftJoin('qr', 'qr.id', 'response.qr_id')
    .leftJoin('event', 'event.id', 'response.event_id')
    .leftJoin('location', 'location.id', 'response.location_id')
    .select([
      'response.id',
      'response.feedback_id',
      'response.qr_id',
      'response.location_id',
      'response.event_id',
      'response.created_at',
      'feedback.name as feedback_name',
      'qr.name as qr_name',
      'event.name as event_name',
      'location.name as location_name',
    ]);
  if (after) {
    query = query.where(
      sql<boolean>`(response.created_at < ${after.createdAt} or (response.created_at = ${after.createdAt} and response.id < ${after.id}))`,
    );
  }
  return query.orderBy('response.created_at', 'desc').orderBy('response.id', 'desc').limit(limit).execute();
}
export type ResponseRow = Awaited<ReturnType<typeof responsesInScope>>[number];

/** The answers of some responses. */
export async function answersOf(db: Db, responseIds: readonly string[]) {
  if (responseIds.length === 0) return [];
  const rows = await db
    .selectFrom('participant_answer')
    .select(['response_id', 'question_id', 'answer'])
    .where('response_id', 'in', [...responseIds])
    .execute();
  return rows.map((row) => answerColumns.read(row));
}

/** The form a public visitor asks for, in any workspace. */
export async function findPublicForm(db: Db, id: string) {
  const row = await db
    .selectFrom('feedback')
    .select(['id', 'workspace_id', 'name', 'description', 'accepting', 'once_per_visitor_per_day'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && formColumns.read(row);
}

/** A QR code of the workspace that leads to the form: where a response through it came from. */
export async function findFormCode(db: Db, workspaceId: string, qrId: string) {
  return db
    .selectFrom('qr')
    .select(['id', 'feedback_id', 'location_id', 'event_id'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', qrId)
    .executeTakeFirst();
}

/** True when a response answered the form load with this nonce. */
export async function nonceUsed(db: Db, nonce: string): Promise<boolean> {
  const row = await db.selectFrom('response').select('id').where('form_nonce', '=', nonce).executeTakeFirst();
  return row !== undefined;
}

/** Some questions by id, with their types and texts (the latest responses' summaries). */
export async function questionsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('question')
    .select(['id', 'text', 'settings', 'feedback_id', 'position'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => questionColumns.read(row));
}
