import type { ResponseList, ResponseListQuery, ResponseSummary } from '../../../shared/feedback.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { decodeCursor, encodeCursor } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './feedback.repo.js';
import { answerValue } from './feedback-stats.service.js';
import { readSettings } from './questions.service.js';

type Deps = Pick<AppContext, 'database'>;
const DEFAULT_LIMIT = 10;

/** The workspace's latest responses (or one form's), newest first, each with its answers in question order. */
export async function listResponses(deps: Deps, viewer: Viewer, query: ResponseListQuery): Promise<ResponseList> {
  const { db } = deps.database;
  const pageSize = query.limit ?? DEFAULT_LIMIT;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const scope = { workspaceId: viewer.workspace.id, feedbackId: query.feedbackId };
  const rows = await repo.responsesInScope(db, scope, pageSize + 1, after);
  const page = rows.slice(0, pageSize);
  const answers = await repo.answersOf(
    db,
    page.map((row) => row.id),
  );
  const questions = new Map(
    (
      await repo.questionsByIds(
        db,
        answers.map((answer) => answer.question_id),
      )
    ).map((question) => [question.id, question]),
  );
  const items = page.map((row): ResponseSummary => {
    const own = answers
      .filter((answer) => answer.response_id === row.id && questions.has(answer.question_id))
      .map((answer) => ({ answer, question: questions.get(answer.question_id)! }))
      .sort((a, b) => Number(a.question.position) - Number(b.question.position));
    return {
      id: row.id,
      feedbackId: row.feedback_id,
      feedbackName: row.feedback_name,
      qrId: row.qr_id,
      qrName: row.qr_name,
      locationId: row.location_id,
      eventId: row.event_id,
      eventName: row.event_name,
      answers: own.flatMap(({ answer, question }) => {
        const value = answerValue(answer.answer);
        return value === undefined
          ? []
          : [{ questionId: question.id, text: question.text, type: readSettings(question).type, value }];
      }),
      createdAt: msToIso(row.created_at),
    };
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > pageSize && last ? encodeCursor({ createdAt: Number(last.created_at), id: last.id }) : null,
  };
}
