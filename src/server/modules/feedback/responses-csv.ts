import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AnswerValue } from '../../../shared/feedback.js';
import type { ResponseFilter } from '../../../shared/feedback-statistics.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newEvent } from '../../events/new-event.js';
import { csvField } from '../../http/csv.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { answerValue, windowOf } from './feedback-stats.service.js';
import * as repo from './feedback.repo.js';
import { formRowOrThrow } from './feedback.service.js';
import { toQuestion } from './questions.service.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;
// Responses read at a time: the file is written as the pages come, never held whole.
const CSV_PAGE = 500;

/** Every response of the form in the filter as CSV: one row per response, one column per question. */
export async function sendResponsesCsv(
  deps: Deps,
  viewer: Viewer,
  reply: FastifyReply,
  feedbackId: string,
  filter: ResponseFilter,
): Promise<FastifyReply> {
  const form = await formRowOrThrow(deps, viewer, feedbackId);
  await deps.events.publishAlone(
    newEvent('export.downloaded', viewer, { kind: 'responses', subjectType: 'form', subjectId: feedbackId }),
  );
  const { db } = deps.database;
  const questions = (await repo.questionsOfForm(db, viewer.workspace.id, feedbackId)).map(toQuestion);
  const scope = { workspaceId: viewer.workspace.id, feedbackId, ...windowOf(filter) };
  async function* lines() {
    const header = ['response_id', 'created_at', 'qr_code', 'location', 'event', ...questions.map((q) => q.text)];
    yield `${header.map(csvField).join(',')}\r\n`;
    let after: { createdAt: number; id: string } | undefined;
    for (;;) {
      const rows = await repo.responsesInScope(db, scope, CSV_PAGE, after);
      if (rows.length === 0) return;
      const answers = await repo.answersOf(
        db,
        rows.map((row) => row.id),
      );
      const byResponse = new Map<string, Map<string, AnswerValue>>();
      for (const answer of answers) {
        const value = answerValue(answer.answer);
        if (value === undefined) continue;
        const map = byResponse.get(answer.response_id) ?? new Map<string, AnswerValue>();
        map.set(answer.question_id, value);
        byResponse.set(answer.response_id, map);
      }
      for (const row of rows) {
        const values = byResponse.get(row.id);
        const cells = [
          row.id,
          msToIso(row.created_at),
          row.qr_name,
          row.location_name,
          row.event_name,
          ...questions.map((question) => {
            const value = values?.get(question.id);
            return value === undefined ? null : Array.isArray(value) ? value.join('; ') : value;
          }),
        ];
        yield `${cells.map(csvField).join(',')}\r\n`;
      }
      const last = rows.at(-1)!;
      after = { createdAt: Number(last.created_at), id: last.id };
    }
  }
  const name = `${slugify(form.name) || 'feedback'}-responses.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(lines()));
}
