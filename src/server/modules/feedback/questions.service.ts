import type { FieldIssue } from '../../../shared/errors.js';
import {
  optionIssues,
  QUESTIONS_MAX,
  type CreateQuestionInput,
  type FeedbackFormDetail,
  type Question,
  type QuestionList,
  type QuestionListQuery,
  type QuestionOrderInput,
  type QuestionType,
  type UpdateQuestionInput,
} from '../../../shared/feedback.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './feedback.repo.js';
import { feedbackErrors, formRowOrThrow, getFormOrThrow } from './feedback.service.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import type { Db } from '../../db/database.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

/** `question.settings` as stored (the prototype's `{ type, isRequired }`, with the options of a choice question). */
export interface QuestionSettings {
  type: QuestionType;
  isRequired: boolean;
  options?: string[];
}

export function readSettings(row: { settings: unknown }): QuestionSettings {
  // Settings that could not be read count as none: an optional text question.
  const settings = (row.settings ?? {}) as Partial<QuestionSettings>;
  return {
    type: settings.type ?? 'textarea',
    isRequired: settings.isRequired === true,
    options: Array.isArray(settings.options) ? settings.options : [],
  };
}

export function toQuestion(row: repo.QuestionRow): Question {
  const settings = readSettings(row);
  return {
    id: row.id,
    feedbackId: row.feedback_id,
    feedbackName: row.feedback_name ?? '',
    text: row.text,
    type: settings.type,
    required: settings.isRequired,
    options: settings.options ?? [],
    position: Number(row.position),
    answers: Number(row.answer_count ?? 0),
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

const issue = (path: string, code: string): FieldIssue => ({ path, code, message: code });

/**
 * The workspace's questions, newest first and paged; or, with `feedbackId`, one form's questions in their order (at
 * most QUESTIONS_MAX: one page).
 */
export async function listQuestions(deps: Deps, viewer: Viewer, query: QuestionListQuery): Promise<QuestionList> {
  const { pageSize, ...options } = listOptions(query);
  if (query.feedbackId) {
    const words = query.q?.toLocaleLowerCase();
    const rows = await repo.questionsOfForm(deps.database.db, viewer.workspace.id, query.feedbackId);
    const items = rows
      .map(toQuestion)
      .filter((question) => !words || question.text.toLocaleLowerCase().includes(words));
    return { items, nextCursor: null };
  }
  const rows = await repo.questions.list(deps.database, viewer.workspace.id, options);
  return toPage(rows, pageSize, toQuestion);
}

export async function questionRowOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string) {
  const row = await repo.questions.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw feedbackErrors.questionNotFound();
  return row;
}

export async function getQuestionOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<Question> {
  return toQuestion(await questionRowOrThrow(deps, viewer, id));
}

/** Adds a question at the end of its form (a form of another workspace is as unknown as a missing one). */
export async function createQuestion(deps: Deps, viewer: Viewer, input: CreateQuestionInput): Promise<Question> {
  const form = await repo.forms.find(deps.database.db, viewer.workspace.id, input.feedbackId);
  if (!form) throw httpErrors.validation([issue('feedbackId', 'not_found')]);
  if (Number(form.question_count ?? 0) >= QUESTIONS_MAX) {
    throw httpErrors.validation([issue('feedbackId', 'questions_too_many')]);
  }
  const id = newId();
  const now = Date.now();
  const settings: QuestionSettings = {
    type: input.type,
    isRequired: input.required ?? false,
    ...(input.options?.length ? { options: input.options } : {}),
  };
  await deps.events.change(async ({ trx, publish }) => {
    await repo.questions.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      feedback_id: input.feedbackId,
      text: input.text,
      settings,
      position: await repo.nextPosition(trx, input.feedbackId),
      created_at: now,
      updated_at: now,
    });
    await touchForm(trx, viewer, input.feedbackId, now);
    publish(newEvent('question.created', viewer, { id, formId: input.feedbackId }));
  });
  return getQuestionOrThrow(deps, viewer, id);
}

/**
 * Changes a question. Its type may change only while nobody has answered it: answers of one type read as nonsense
 * under another (a rating of 4 as a choice). Options are checked against the type the question will have.
 */
export async function updateQuestion(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateQuestionInput,
): Promise<Question> {
  const row = await questionRowOrThrow(deps, viewer, id);
  const before = readSettings(row);
  const type = input.type ?? before.type;
  if (type !== before.type && Number(row.answer_count ?? 0) > 0) throw feedbackErrors.questionHasAnswers();
  // A choice question turned into another type drops its options; one turned into a choice question needs them.
  const options = input.options ?? (type === before.type ? before.options : []);
  const issues = optionIssues(type, options).map(({ path, code }) => issue(path, code));
  if (issues.length > 0) throw httpErrors.validation(issues);
  const settings: QuestionSettings = {
    type,
    isRequired: input.required ?? before.isRequired,
    ...(options?.length ? { options } : {}),
  };
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.questions.update(trx, viewer.workspace.id, id, {
      ...(input.text !== undefined && { text: input.text }),
      settings,
      updated_at: now,
    });
    await touchForm(trx, viewer, row.feedback_id, now);
    publish(newEvent('question.updated', viewer, { id, formId: row.feedback_id, changed: changedFields(input) }));
  });
  return getQuestionOrThrow(deps, viewer, id);
}

/** Deletes a question and its answers; the form's other responses stay. */
export async function deleteQuestion(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const row = await questionRowOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.questions.delete(trx, viewer.workspace.id, id);
    await touchForm(trx, viewer, row.feedback_id, Date.now());
    publish(newEvent('question.deleted', viewer, { id, formId: row.feedback_id }));
  });
}

/** Puts a form's questions in the given order: every one of its questions, each once, or nothing changes. */
export async function reorderQuestions(
  deps: Deps,
  viewer: Viewer,
  feedbackId: string,
  input: QuestionOrderInput,
): Promise<FeedbackFormDetail> {
  await formRowOrThrow(deps, viewer, feedbackId);
  const { db } = deps.database;
  const current = await repo.questionsOfForm(db, viewer.workspace.id, feedbackId);
  const wanted = new Set(input.questionIds);
  const matches =
    wanted.size === input.questionIds.length &&
    wanted.size === current.length &&
    current.every((question) => wanted.has(question.id));
  if (!matches) throw httpErrors.validation([issue('questionIds', 'order_mismatch')]);
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    for (const [position, questionId] of input.questionIds.entries()) {
      await repo.setPosition(trx, questionId, position, now);
    }
    await touchForm(trx, viewer, feedbackId, now);
    publish(newEvent('form.updated', viewer, { id: feedbackId, changed: ['questionOrder'] }));
  });
  return getFormOrThrow(deps, viewer, feedbackId);
}

// A form changes when its questions do: its `updatedAt` says when it was last edited.
async function touchForm(db: Db, viewer: Viewer, feedbackId: string, now: number) {
  await repo.forms.update(db, viewer.workspace.id, feedbackId, { updated_at: now });
}
