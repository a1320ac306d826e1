import {
  createFormSchema,
  formDetailSchema,
  formPageSchema,
  questionOrderSchema,
  responseListQuerySchema,
  responsePageSchema,
  updateFormSchema,
  type FeedbackFormDetail,
} from '../../../shared/feedback.js';
import {
  formStatisticsSchema,
  responseFilterSchema,
  type FormStatistics,
} from '../../../shared/feedback-statistics.js';
import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { formStatistics, windowOf } from './feedback-stats.service.js';
import { sendResponsesCsv } from './responses-csv.js';
import { createForm, deleteForm, getFormOrThrow, listForms, updateForm } from './feedback.service.js';
import { QUESTION_EXAMPLE } from './questions.routes.js';
import { reorderQuestions } from './questions.service.js';
import { listResponses } from './responses.service.js';

const TAG = 'Feedback forms';
const EXAMPLE_ID = '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c4e';
const FORM_EXAMPLE: FeedbackFormDetail = {
  id: EXAMPLE_ID,
  name: 'Table feedback',
  description: 'Tell us how we did today.',
  accepting: true,
  oncePerVisitorPerDay: false,
  publicUrl: `https://scanlink.example/f/${EXAMPLE_ID}`,
  questionCount: 1,
  responseCount: 42,
  lastResponseAt: '2026-03-02T19:41:00.000Z',
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:35:00.000Z',
  questions: [QUESTION_EXAMPLE],
  qrCodes: [
    {
      id: '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d',
      name: 'Table 4',
      shortUrl: 'https://scanlink.example/Q/7KX3P9QA',
      imageUrl: '/api/qr-codes/0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d/image.png',
      locationId: null,
      locationName: null,
    },
  ],
  events: [],
};
const { questions: _questions, qrCodes: _codes, events: _events, ...FORM_LIST_ITEM } = FORM_EXAMPLE;
const STATISTICS_EXAMPLE: FormStatistics = {
  feedbackId: EXAMPLE_ID,
  name: 'Table feedback',
  responses: 3,
  from: '2026-03-01',
  to: '2026-03-02',
  series: [
    { day: '2026-03-01', responses: 1 },
    { day: '2026-03-02', responses: 2 },
  ],
  questions: [
    {
      id: QUESTION_EXAMPLE.id,
      text: QUESTION_EXAMPLE.text,
      required: true,
      statistics: {
        type: 'rating',
        answered: 3,
        average: 4.33,
        distribution: [
          { value: 1, count: 0 },
          { value: 2, count: 0 },
          { value: 3, count: 0 },
          { value: 4, count: 2 },
          { value: 5, count: 1 },
        ],
      },
    },
  ],
};

/**
 * Feedback forms (docs/product.md, Feedback forms): the resource, the order of its questions, its statistics and its
 * responses.
 */
export function feedbackRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/feedback',
      permission: 'view',
      operationId: 'listFeedbackForms',
      summary: "List the workspace's feedback forms, newest first",
      description: 'Searches the name with `q`. Each form carries its question and response counts.',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of forms.', schema: formPageSchema },
      example: { query: { q: 'table' }, response: { items: [FORM_LIST_ITEM], nextCursor: null } },
      handler: ({ viewer, query }) => listForms(ctx, viewer, query),
    }),
    route({
      method: 'POST',
      url: '/api/feedback',
      permission: 'edit',
      operationId: 'createFeedbackForm',
      summary: 'Create a feedback form',
      description: 'A new form accepts responses at `publicUrl` once it has questions (`POST /api/questions`).',
      tag: TAG,
      body: createFormSchema,
      response: { status: 201, description: 'The new form.', schema: formDetailSchema },
      example: {
        body: { name: 'Table feedback', description: 'Tell us how we did today.' },
        response: { ...FORM_EXAMPLE, questions: [], qrCodes: [], questionCount: 0, responseCount: 0 },
      },
      handler: ({ viewer, body }) => createForm(ctx, viewer, body),
    }),
    route({
      method: 'GET',
      url: '/api/feedback/:id',
      permission: 'view',
      operationId: 'getFeedbackForm',
      summary: 'Get one feedback form with its questions',
      description: 'The questions in their order, and the QR codes and events that lead to the form.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The form.', schema: formDetailSchema },
      example: { params: { id: EXAMPLE_ID }, response: FORM_EXAMPLE },
      handler: ({ viewer, params }) => getFormOrThrow(ctx, viewer, params.id),
    }),
    route({
      method: 'PATCH',
      url: '/api/feedback/:id',
      permission: 'edit',
      operationId: 'updateFeedbackForm',
      summary: 'Change a feedback form',
      description: '`accepting: false` closes the public form: it then says so, and stores nothing.',
      tag: TAG,
      params: idParamsSchema,
      body: updateFormSchema,
      response: { status: 200, description: 'The changed form.', schema: formDetailSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { accepting: false },
        response: { ...FORM_EXAMPLE, accepting: false },
      },
      handler: ({ viewer, params, body }) => updateForm(ctx, viewer, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: '/api/feedback/:id',
      permission: 'edit',
      operationId: 'deleteFeedbackForm',
      summary: 'Delete a feedback form',
      description:
        'Its questions and responses go with it. QR codes that led to it stay, and say they are no longer active.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteForm(ctx, viewer, params.id),
    }),
    route({
      method: 'PUT',
      url: '/api/feedback/:id/questions/order',
      permission: 'edit',
      operationId: 'reorderFeedbackQuestions',
      summary: "Put a form's questions in a new order",
      description: 'Name every question of the form once; anything else is refused with `order_mismatch`.',
      tag: TAG,
      params: idParamsSchema,
      body: questionOrderSchema,
      response: { status: 200, description: 'The form, its questions in the new order.', schema: formDetailSchema },
      example: { params: { id: EXAMPLE_ID }, body: { questionIds: [QUESTION_EXAMPLE.id] }, response: FORM_EXAMPLE },
      handler: ({ viewer, params, body }) => reorderQuestions(ctx, viewer, params.id, body),
    }),
    route({
      method: 'GET',
      url: '/api/feedback/:id/statistics',
      permission: 'view',
      operationId: 'getFeedbackStatistics',
      summary: "A form's statistics",
      description:
        'Per question: a rating’s average (2 decimals), raters and distribution; an NPS score with promoters, ' +
        'passives and detractors; choices’ counts and shares; a text question’s latest answers. Also the responses ' +
        'per day. Filter by days (`from`, `to` in `tz`) and by the QR code, location or event responses came through.',
      tag: TAG,
      params: idParamsSchema,
      query: responseFilterSchema,
      response: { status: 200, description: 'The statistics.', schema: formStatisticsSchema },
      example: {
        params: { id: EXAMPLE_ID },
        query: { from: '2026-03-01', tz: 'Europe/Istanbul' },
        response: STATISTICS_EXAMPLE,
      },
      handler: ({ viewer, params, query }) => formStatistics(ctx, viewer, params.id, windowOf(query)),
    }),
    route({
      method: 'GET',
      url: '/api/feedback/:id/responses.csv',
      permission: 'view',
      operationId: 'exportFeedbackResponses',
      summary: "A form's responses as CSV",
      description:
        'One row per response (newest first), one column per question; choices joined with "; ". Cells a ' +
        'spreadsheet would run as a formula are defused. Takes the statistics’ filters.',
      tag: TAG,
      params: idParamsSchema,
      query: responseFilterSchema,
      response: { status: 200, description: 'The CSV file.', contentType: 'text/csv' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params, query, reply }) => sendResponsesCsv(ctx, viewer, reply, params.id, query),
    }),
    route({
      method: 'GET',
      url: '/api/responses',
      permission: 'view',
      operationId: 'listFeedbackResponses',
      summary: "The workspace's latest feedback responses",
      description: 'Newest first, each with its form, the code and event it came through, and its answers.',
      tag: TAG,
      query: responseListQuerySchema,
      response: { status: 200, description: 'A page of responses.', schema: responsePageSchema },
      example: { query: { limit: 5 } },
      handler: ({ viewer, query }) => listResponses(ctx, viewer, query),
    }),
  ];
}
