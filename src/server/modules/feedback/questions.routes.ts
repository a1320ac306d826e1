import {
  createQuestionSchema,
  questionListQuerySchema,
  questionPageSchema,
  questionSchema,
  updateQuestionSchema,
  type Question,
} from '../../../shared/feedback.js';
import { textAnswerPageSchema, textAnswersQuerySchema } from '../../../shared/feedback-statistics.js';
import { idParamsSchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { listTextAnswers } from './feedback-stats.service.js';
import {
  createQuestion,
  deleteQuestion,
  getQuestionOrThrow,
  listQuestions,
  updateQuestion,
} from './questions.service.js';

const TAG = 'Questions';
const EXAMPLE_ID = '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c5f';
export const QUESTION_EXAMPLE: Question = {
  id: EXAMPLE_ID,
  feedbackId: '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c4e',
  feedbackName: 'Table feedback',
  text: 'How was your meal?',
  type: 'rating',
  required: true,
  options: [],
  position: 0,
  answers: 42,
  createdAt: '2026-03-01T09:31:00.000Z',
  updatedAt: '2026-03-01T09:31:00.000Z',
};

/** The questions of the workspace's forms (docs/product.md, Feedback forms), and a text question's answers. */
export function questionRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/questions',
      permission: 'view',
      operationId: 'listQuestions',
      summary: "List the workspace's questions",
      description:
        'Newest first, searching the text and the form’s name with `q`. With `feedbackId`: that form’s questions ' +
        'in their order, on one page.',
      tag: TAG,
      query: questionListQuerySchema,
      response: { status: 200, description: 'A page of questions.', schema: questionPageSchema },
      example: { query: { q: 'meal' }, response: { items: [QUESTION_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listQuestions(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/questions',
      permission: 'edit',
      operationId: 'createQuestion',
      summary: 'Add a question to a form',
      description:
        'Added after the form’s last question. Types: `rating` (1–5 stars), `nps` (0–10), `textarea`, ' +
        '`single_choice` and `multiple_choice` (2–20 distinct `options`). `required` is false unless given.',
      tag: TAG,
      body: createQuestionSchema,
      response: { status: 201, description: 'The new question.', schema: questionSchema },
      example: {
        body: { feedbackId: QUESTION_EXAMPLE.feedbackId, text: 'How was your meal?', type: 'rating', required: true },
        response: { ...QUESTION_EXAMPLE, answers: 0 },
      },
      handler: ({ viewer, body }) => createQuestion(ctx, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/questions/:id',
      permission: 'view',
      operationId: 'getQuestion',
      summary: 'Get one question',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The question.', schema: questionSchema },
      example: { params: { id: EXAMPLE_ID }, response: QUESTION_EXAMPLE },
      handler: ({ viewer, params }) => getQuestionOrThrow(ctx, viewer, params.id),
    }),
    route({
      method: 'PATCH',
      url: '/api/questions/:id',
      permission: 'edit',
      operationId: 'updateQuestion',
      summary: 'Change a question',
      description: 'Its type may change only while nobody has answered it (409 `question_has_answers`).',
      tag: TAG,
      params: idParamsSchema,
      body: updateQuestionSchema,
      response: { status: 200, description: 'The changed question.', schema: questionSchema },
      errors: [409],
      example: {
        params: { id: EXAMPLE_ID },
        body: { text: 'How was your visit?' },
        response: { ...QUESTION_EXAMPLE, text: 'How was your visit?' },
      },
      handler: ({ viewer, params, body }) => updateQuestion(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/questions/:id',
      permission: 'edit',
      operationId: 'deleteQuestion',
      summary: 'Delete a question',
      description: 'Its answers go with it; the responses keep their other answers.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteQuestion(ctx, viewer, params.id),
    }),
    route({
      method: 'GET',
      url: '/api/questions/:id/answers',
      permission: 'view',
      operationId: 'listTextAnswers',
      summary: "A text question's answers",
      description: 'Newest first, page by page, with the filters of the form’s statistics.',
      tag: TAG,
      params: idParamsSchema,
      query: textAnswersQuerySchema,
      response: { status: 200, description: 'A page of answers.', schema: textAnswerPageSchema },
      example: {
        params: { id: EXAMPLE_ID },
        query: { limit: 24 },
        response: {
          items: [
            {
              responseId: '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c60',
              text: 'Lovely staff!',
              createdAt: '2026-03-02T19:41:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
      handler: ({ viewer, params, query }) => listTextAnswers(ctx, viewer, params.id, query),
    }),
  ];
}
