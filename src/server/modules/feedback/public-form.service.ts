import { createHmac } from 'node:crypto';
import { readAnswer, type AnswerValue, type Question } from '../../../shared/feedback.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { newEvent } from '../../events/new-event.js';
import { utcDayStart } from '../analytics/index.js';
import * as repo from './feedback.repo.js';
import { FORM_TOKEN_MAX_AGE_MS, readFormToken, type FormToken } from './form-token.js';
import { readSettings } from './questions.service.js';

type Deps = Pick<AppContext, 'database' | 'config' | 'events'>;

/** What the public page needs of a form: its texts, its settings, its questions in order. */
export interface PublicForm {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  accepting: boolean;
  oncePerVisitorPerDay: boolean;
  questions: Pick<Question, 'id' | 'text' | 'type' | 'required' | 'options'>[];
}

// Loads of the public form are many and alike (a table card scanned all evening): each node keeps a form a few
// seconds, so a page costs no query. An edit is seen at once on every node (its event drops the copy, public-form.routes.ts);
// FRESH_MS bounds what a lost message could cost. A post
// always reads the form afresh, so an answer is checked against the form as it is.
const FRESH_MS = 5_000;
const CACHE_MAX = 1_000;
const cache = new Map<string, { form: PublicForm | undefined; at: number }>();

/** The form as the public page shows it, from this node's short-lived copy when it has one. */
export async function loadPublicFormCached(deps: Pick<Deps, 'database'>, id: string, now = Date.now()) {
  const kept = cache.get(id);
  if (kept && now - kept.at < FRESH_MS) return kept.form;
  const form = await loadPublicForm(deps, id);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(id, { form, at: now });
  return form;
}

/** Drops this node's copy of a form after an edit of it or of its questions. */
export function forgetPublicForm(id: string): void {
  cache.delete(id);
}

export async function loadPublicForm(deps: Pick<Deps, 'database'>, id: string): Promise<PublicForm | undefined> {
  const { db } = deps.database;
  const form = await repo.findPublicForm(db, id);
  if (!form) return undefined;
  const questions = await repo.questionsOfForm(db, form.workspace_id, id);
  return {
    id: form.id,
    workspaceId: form.workspace_id,
    name: form.name,
    description: form.description,
    accepting: form.accepting,
    oncePerVisitorPerDay: form.once_per_visitor_per_day,
    questions: questions.map((row) => {
      const settings = readSettings(row);
      return {
        id: row.id,
        text: row.text,
        type: settings.type,
        required: settings.isRequired,
        options: settings.options ?? [],
      };
    }),
  };
}

/** The name of a question's field in the posted form. */
export const fieldName = (questionId: string) => `q_${questionId}`;
/** The honeypot: a field people never see (and screen readers skip) that bots fill in. */
export const HONEYPOT_FIELD = 'website';
export const TOKEN_FIELD = 'token';

export interface Submission {
  /** Every posted field, with all its values (a multiple choice posts one value per ticked option). */
  fields: Map<string, string[]>;
  clientAddress: string;
  userAgent: string;
  /** The browser's signed visitor id (form-visitor.ts), when it sent its cookie back. */
  visitorId?: string | undefined;
}

/** What became of a submission; the page shows each. */
export type Outcome =
  | { kind: 'stored' }
  /** A bot: it is thanked like a person, and nothing is stored. */
  | { kind: 'honeypot' }
  /** No token, or not ours, or for another form, or too old: the form is served again with a fresh one. */
  | { kind: 'token_invalid' }
  /**
   * Sent sooner than a person answers that many questions: a bot's, or a quick person's. Nothing is stored yet; the
   * form comes back with the answers and a confirmed token, and its next "Send" is stored whenever it comes.
   */
  | { kind: 'confirm'; token: FormToken }
  | { kind: 'invalid'; token: FormToken; errors: Map<string, string> }
  /** This form load was already answered (a double submit, a replayed token). */
  | { kind: 'duplicate' }
  /** The form takes one response per visitor per day, and this visitor gave it today. */
  | { kind: 'already_today' };

/** The answers a visitor sent, read against the form's questions: the values to store, or an error per question. */
export function readAnswers(form: PublicForm, fields: Map<string, string[]>) {
  const values = new Map<string, AnswerValue>();
  const errors = new Map<string, string>();
  for (const question of form.questions) {
    const result = readAnswer(question, fields.get(fieldName(question.id)) ?? []);
    if (result.error) errors.set(question.id, result.error);
    else if (result.value !== undefined) values.set(question.id, result.value);
  }
  return { values, errors };
}

// One response per visitor per day: a keyed hash of the day, the form and the browser — its visitor cookie, or, when
// it sent none, its address and user agent. It cannot be turned back into an address, and tomorrow's differs.
function visitorDay(secret: string, form: PublicForm, submission: Submission, now: number): string {
  const browser = submission.visitorId
    ? `cookie\0${submission.visitorId}`
    : `agent\0${submission.clientAddress}\0${submission.userAgent}`;
  return createHmac('sha256', secret)
    .update(`form-visitor\0${utcDayStart(now)}\0${form.id}\0${browser}`)
    .digest('base64url')
    .slice(0, 32);
}

/** How long a person takes at least to give one answer: read the question, tap or type, move on. */
const FILL_MS_PER_ANSWER = 1_000;

/**
 * The time below which a post is asked to be confirmed: a second per answer given (at least one), up to
 * FORM_MIN_FILL_SECONDS. A one-tap form is fair to send after a second; a long one takes longer, but a fast reader
 * of a long form is asked to confirm, never refused.
 */
function minimumFillMs(limitMs: number, answers: number): number {
  return Math.min(limitMs, Math.max(1, answers) * FILL_MS_PER_ANSWER);
}

/**
 * Checks and stores one response: the honeypot, the token (ours, this form's, not too old, not used), every answer,
 * the time taken (too quick and not yet confirmed: asked to confirm); then the response and its answers in one
 * transaction, with the code, location and event it came through, and publishes it (feedback.response).
 */
export async function submitResponse(deps: Deps, form: PublicForm, submission: Submission): Promise<Outcome> {
  const now = Date.now();
  if ((submission.fields.get(HONEYPOT_FIELD) ?? []).some((value) => value.trim() !== '')) return { kind: 'honeypot' };
  const token = readFormToken(deps.config.authSecret, submission.fields.get(TOKEN_FIELD)?.[0]);
  if (!token || token.feedbackId !== form.id || now - token.issuedAt > FORM_TOKEN_MAX_AGE_MS) {
    return { kind: 'token_invalid' };
  }
  const { values, errors } = readAnswers(form, submission.fields);
  if (errors.size > 0) return { kind: 'invalid', token, errors };
  const fillMs = minimumFillMs(deps.config.formMinFillMs, values.size);
  if (!token.confirmed && now - token.issuedAt < fillMs) return { kind: 'confirm', token };

  const { db } = deps.database;
  const via = token.qrId ? await repo.findFormCode(db, form.workspaceId, token.qrId) : undefined;
  const code = via && via.feedback_id === form.id ? via : undefined;
  const responseId = newId();
  const day = form.oncePerVisitorPerDay ? visitorDay(deps.config.authSecret, form, submission, now) : null;
  try {
    await deps.events.change(async ({ trx, publish }) => {
      await repo.insertResponse(
        trx,
        {
          id: responseId,
          workspace_id: form.workspaceId,
          feedback_id: form.id,
          qr_id: code?.id ?? null,
          location_id: code?.location_id ?? null,
          event_id: code?.event_id ?? null,
          form_nonce: token.nonce,
          visitor_day: day,
          route_id: token.routeId,
          created_at: now,
        },
        [...values].map(([questionId, value]) => ({
          id: newId(),
          response_id: responseId,
          question_id: questionId,
          answer: { value },
          created_at: now,
        })),
      );
      publish(
        newEvent(
          'feedback.response',
          { workspaceId: form.workspaceId },
          {
            responseId,
            feedbackId: form.id,
            qrId: code?.id ?? null,
            locationId: code?.location_id ?? null,
            eventId: code?.event_id ?? null,
            createdAt: new Date(now).toISOString(),
          },
        ),
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await repo.nonceUsed(db, token.nonce)) ? { kind: 'duplicate' } : { kind: 'already_today' };
  }
  return { kind: 'stored' };
}

/** The answers to show again in a form served back with errors (what the visitor typed is never lost). */
export function keptValues(form: PublicForm, fields: Map<string, string[]>): Map<string, string[]> {
  return new Map(form.questions.map((question) => [question.id, fields.get(fieldName(question.id)) ?? []]));
}
