import type {
  CreateFormInput,
  FeedbackForm,
  FeedbackFormDetail,
  FeedbackFormList,
  UpdateFormInput,
} from '../../../shared/feedback.js';
import type { ListQuery } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { AppError, httpErrors } from '../../http/errors.js';
import { listOptions, toPage } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './feedback.repo.js';
import { changedFields, newEvent } from '../../events/new-event.js';
import { toQuestion } from './questions.service.js';
import { formPublicUrl, qrShortUrl } from '../../public/addresses.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

export const feedbackErrors = {
  notFound: () => httpErrors.notFound('feedback form'),
  questionNotFound: () => httpErrors.notFound('question'),
  questionHasAnswers: () =>
    new AppError(409, 'question_has_answers', 'This question has answers; its type cannot change.', {
      fields: [{ path: 'type', code: 'question_has_answers', message: 'question_has_answers' }],
    }),
};

export function toForm(deps: Pick<Deps, 'config'>, row: repo.FormRow): FeedbackForm {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    accepting: row.accepting,
    oncePerVisitorPerDay: row.once_per_visitor_per_day,
    publicUrl: formPublicUrl(deps.config, row.id),
    questionCount: Number(row.question_count ?? 0),
    responseCount: Number(row.response_count ?? 0),
    lastResponseAt: row.last_response_at === null ? null : msToIso(Number(row.last_response_at)),
    createdAt: msToIso(row.created_at),
    updatedAt: msToIso(row.updated_at),
  };
}

export async function listForms(deps: Deps, viewer: Viewer, query: ListQuery): Promise<FeedbackFormList> {
  const { pageSize, ...options } = listOptions(query);
  const rows = await repo.forms.list(deps.database, viewer.workspace.id, options);
  return toPage(rows, pageSize, (row) => toForm(deps, row));
}

/** The stored row of one of the viewer's forms, or 404 (also for another workspace's). */
export async function formRowOrThrow(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<repo.FormRow> {
  const row = await repo.forms.find(deps.database.db, viewer.workspace.id, id);
  if (!row) throw feedbackErrors.notFound();
  return row;
}

/** True when the form is one of the viewer's (other modules check references with it). */
export async function formExists(deps: Pick<Deps, 'database'>, viewer: Viewer, id: string): Promise<boolean> {
  return (await repo.forms.find(deps.database.db, viewer.workspace.id, id)) !== undefined;
}

/** A form's name, or undefined once it is gone (a notification names the form its response came to). */
export async function formName(db: Db, workspaceId: string, id: string): Promise<string | undefined> {
  return (await repo.forms.find(db, workspaceId, id))?.name;
}

/** One form with its questions in order, and the QR codes and events that lead to it. */
export async function getFormOrThrow(deps: Deps, viewer: Viewer, id: string): Promise<FeedbackFormDetail> {
  const row = await formRowOrThrow(deps, viewer, id);
  const { db } = deps.database;
  const [questions, codes, events] = await Promise.all([
    repo.questionsOfForm(db, viewer.workspace.id, id),
    repo.qrCodesOfForm(db, viewer.workspace.id, id),
    repo.eventsOfForm(db, id),
  ]);
  return {
    ...toForm(deps, row),
    questions: questions.map(toQuestion),
    qrCodes: codes.map((code) => ({
      id: code.id,
      name: code.name,
      shortUrl: code.hash ? qrShortUrl(deps.config, code.hash) : '',
      imageUrl: `/api/qr-codes/${encodeURIComponent(code.id)}/image.png`,
      locationId: code.location_id,
      locationName: code.location_name,
    })),
    events,
  };
}

export async function createForm(deps: Deps, viewer: Viewer, input: CreateFormInput): Promise<FeedbackFormDetail> {
  const id = newId();
  const now = Date.now();
  await deps.events.change(async ({ trx, publish }) => {
    await repo.forms.insert(trx, {
      id,
      workspace_id: viewer.workspace.id,
      name: input.name,
      description: input.description ?? '',
      accepting: input.accepting ?? true,
      once_per_visitor_per_day: input.oncePerVisitorPerDay ?? false,
      campaign_id: null,
      created_at: now,
      updated_at: now,
    });
    publish(newEvent('form.created', viewer, { id }));
  });
  return getFormOrThrow(deps, viewer, id);
}

export async function updateForm(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateFormInput,
): Promise<FeedbackFormDetail> {
  await formRowOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.forms.update(trx, viewer.workspace.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.accepting !== undefined && { accepting: input.accepting }),
      ...(input.oncePerVisitorPerDay !== undefined && { once_per_visitor_per_day: input.oncePerVisitorPerDay }),
      updated_at: Date.now(),
    });
    publish(newEvent('form.updated', viewer, { id, changed: changedFields(input) }));
  });
  return getFormOrThrow(deps, viewer, id);
}

/**
 * Deletes a form with its questions and responses. The QR codes that led to it stay (they are printed) and say
 * "no longer active" from their next scan, on every node.
 */
export async function deleteForm(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await formRowOrThrow(deps, viewer, id);
  await deps.events.change(async ({ trx, publish }) => {
    await repo.forms.delete(trx, viewer.workspace.id, id);
    publish(newEvent('form.deleted', viewer, { id }));
  });
}
