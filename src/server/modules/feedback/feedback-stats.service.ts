import { NPS_MAX, NPS_MIN, RATING_MAX, RATING_MIN, type AnswerValue, type Question } from '../../../shared/feedback.js';
import {
  type FormStatistics,
  type QuestionStatistics,
  type ResponseFilter,
  type TextAnswerPage,
  type TextAnswersQuery,
} from '../../../shared/feedback-statistics.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { httpErrors } from '../../http/errors.js';
import { decodeCursor, encodeCursor } from '../../http/kit/paging.js';
import type { Viewer } from '../../http/kit/viewer.js';
import { ZoneClock } from '../analytics/index.js';
import * as repo from './feedback.repo.js';
import { formRowOrThrow } from './feedback.service.js';
import { questionRowOrThrow, toQuestion } from './questions.service.js';

type Deps = Pick<AppContext, 'database' | 'config'>;

const DAY = 86_400_000;
/** The text answers a question's statistics show before "more". */
const TEXT_PAGE = 10;
/** The longest series of days a statistics answer carries (ten years). */
const MAX_SERIES_DAYS = 3_700;

/** Which responses count: an exact window (either end open) in a time zone, and where they came from. */
export interface StatisticsWindow {
  fromMs?: number;
  toMs?: number;
  tz: string;
  qrId?: string;
  locationId?: string;
  eventId?: string;
}

/** A stored answer's value (`{ value }`, the prototype's shape). */
export function answerValue(stored: unknown): AnswerValue | undefined {
  const value = (stored as { value?: unknown } | null)?.value;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  return undefined;
}

function clockOf(tz: string): ZoneClock {
  try {
    return new ZoneClock(tz);
  } catch {
    throw httpErrors.validation([{ path: 'tz', code: 'invalid_time_zone', message: 'invalid_time_zone' }]);
  }
}

const dayOf = (clock: ZoneClock, instant: number) => new Date(clock.toWall(instant)).toISOString().slice(0, 10);
const dayStart = (clock: ZoneClock, day: string) => clock.fromWall(Date.parse(`${day}T00:00:00Z`));
const isDay = (value: string) => value.length === 10;

/** The API's filter (whole days in `tz`, or instants) as an exact window. */
export function windowOf(filter: ResponseFilter): StatisticsWindow {
  const tz = filter.tz ?? 'UTC';
  const clock = clockOf(tz);
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return {
    tz,
    fromMs:
      filter.from === undefined
        ? undefined
        : isDay(filter.from)
          ? dayStart(clock, filter.from)
          : Date.parse(filter.from),
    toMs:
      filter.to === undefined
        ? undefined
        : isDay(filter.to)
          ? dayStart(clock, next(filter.to)) - 1
          : Date.parse(filter.to),
    qrId: filter.qrId,
    locationId: filter.locationId,
    eventId: filter.eventId,
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The arithmetic of one question over its answers (exported for the fixtures of its unit test). */
export function questionStatistics(
  question: Pick<Question, 'type' | 'options'>,
  values: AnswerValue[],
  latest: TextAnswerPage = { items: [], nextCursor: null },
): QuestionStatistics {
  switch (question.type) {
    case 'rating': {
      const stars = values.filter(
        (value): value is number =>
          Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX,
      );
      const sum = stars.reduce((total, value) => total + value, 0);
      return {
        type: 'rating',
        answered: stars.length,
        average: stars.length === 0 ? null : round(sum / stars.length, 2),
        distribution: range(RATING_MIN, RATING_MAX).map((value) => ({
          value,
          count: stars.filter((star) => star === value).length,
        })),
      };
    }
    case 'nps': {
      const scores = values.filter(
        (value): value is number =>
          Number.isInteger(value) && (value as number) >= NPS_MIN && (value as number) <= NPS_MAX,
      );
      const promoters = scores.filter((value) => value >= 9).length;
      const detractors = scores.filter((value) => value <= 6).length;
      return {
        type: 'nps',
        answered: scores.length,
        score: scores.length === 0 ? null : Math.round(((promoters - detractors) / scores.length) * 100),
        promoters,
        passives: scores.length - promoters - detractors,
        detractors,
        distribution: range(NPS_MIN, NPS_MAX).map((value) => ({
          value,
          count: scores.filter((score) => score === value).length,
        })),
      };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const chosen = values.map((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []));
      const answered = chosen.filter((list) => list.length > 0).length;
      return {
        type: question.type,
        answered,
        options: question.options.map((option) => {
          const count = chosen.filter((list) => list.includes(option)).length;
          return { option, count, share: answered === 0 ? 0 : round(count / answered, 4) };
        }),
      };
    }
    case 'textarea':
      return {
        type: 'textarea',
        answered: values.filter((value) => typeof value === 'string' && value.trim() !== '').length,
        latest,
      };
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The response count of each day from the window's first day (or the form's creation) to its last (or today). */
function dailySeries(clock: ZoneClock, times: number[], from: number, to: number) {
  const first = dayOf(clock, from);
  const last = dayOf(clock, to);
  const counts = new Map<string, number>();
  for (const time of times) {
    const day = dayOf(clock, time);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const series: { day: string; responses: number }[] = [];
  for (let day = first; day <= last && series.length < MAX_SERIES_DAYS;) {
    series.push({ day, responses: counts.get(day) ?? 0 });
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  }
  return { first, last, series };
}

/**
 * A form's statistics over a window (docs/product.md, Feedback forms): per question its figures, the responses per day,
 * and the total. Events combine these over their own windows (modules/events).
 */
export async function formStatistics(
  deps: Deps,
  viewer: Viewer,
  feedbackId: string,
  window: StatisticsWindow,
): Promise<FormStatistics> {
  const form = await formRowOrThrow(deps, viewer, feedbackId);
  const clock = clockOf(window.tz);
  const { db } = deps.database;
  const scope: repo.ResponseScope = { workspaceId: viewer.workspace.id, feedbackId, ...window };
  const [questions, times, answers] = await Promise.all([
    repo.questionsOfForm(db, viewer.workspace.id, feedbackId),
    repo.responseTimes(db, scope),
    repo.answersInScope(db, scope),
  ]);
  const valuesOf = new Map<string, AnswerValue[]>();
  for (const answer of answers) {
    const value = answerValue(answer.answer);
    if (value === undefined) continue;
    const list = valuesOf.get(answer.question_id) ?? [];
    list.push(value);
    valuesOf.set(answer.question_id, list);
  }
  const now = Date.now();
  const from = window.fromMs ?? Math.min(Number(form.created_at), times[0] ?? now);
  const to = Math.max(from, Math.min(window.toMs ?? now, Math.max(now, times.at(-1) ?? now)));
  const { first, last, series } = dailySeries(clock, times, from, to);
  const statistics = await Promise.all(
    questions.map(async (row) => {
      const question = toQuestion(row);
      const latest =
        question.type === 'textarea' ? await textAnswerPage(deps, scope, question.id, TEXT_PAGE) : undefined;
      return {
        id: question.id,
        text: question.text,
        required: question.required,
        statistics: questionStatistics(question, valuesOf.get(question.id) ?? [], latest),
      };
    }),
  );
  return {
    feedbackId,
    name: form.name,
    responses: times.length,
    from: first,
    to: last,
    series,
    questions: statistics,
  };
}

async function textAnswerPage(
  deps: Deps,
  scope: repo.ResponseScope,
  questionId: string,
  pageSize: number,
  cursor?: string,
): Promise<TextAnswerPage> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  // Empty answers are never stored (an unanswered optional question has no row), so every row is a text.
  const rows = await repo.textAnswers(deps.database.db, scope, questionId, pageSize + 1, after);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const value = answerValue(row.answer);
      return { responseId: row.id, text: typeof value === 'string' ? value : '', createdAt: msToIso(row.created_at) };
    }),
    nextCursor:
      rows.length > pageSize && last ? encodeCursor({ createdAt: Number(last.created_at), id: last.id }) : null,
  };
}

/** A text question's answers in the filter, newest first, page by page. */
export async function listTextAnswers(
  deps: Deps,
  viewer: Viewer,
  questionId: string,
  query: TextAnswersQuery,
): Promise<TextAnswerPage> {
  const question = await questionRowOrThrow(deps, viewer, questionId);
  const scope = { workspaceId: viewer.workspace.id, feedbackId: question.feedback_id, ...windowOf(query) };
  return textAnswerPage(deps, scope, questionId, query.limit ?? 24, query.cursor);
}
