// A feedback form's statistics (docs/product.md, Feedback forms): the filter of its responses (code, location, event,
// days) and what each question type's figures look like, for the API, the statistics screens and the OpenAPI document.
import * as z from 'zod/mini';
import { idSchema } from './feedback.js';
import { listQuerySchema, pageSchema, type Page } from './list.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;
/** A whole day (`YYYY-MM-DD`, in `tz`) or an exact instant (ISO 8601 with an offset: an event's start or end). */
const dayOrInstantSchema = z.string().check(
  z.refine((value) => (DAY_PATTERN.test(value) || INSTANT_PATTERN.test(value)) && !Number.isNaN(Date.parse(value)), {
    error: 'invalid_date',
  }),
);

/** The filter of a form's statistics, its CSV and its text answers: where responses came from, and when. */
export const responseFilterSchema = z
  .object({
    from: z.optional(dayOrInstantSchema.check(z.describe('First day (YYYY-MM-DD, in `tz`) or instant, inclusive.'))),
    to: z.optional(dayOrInstantSchema.check(z.describe('Last day (YYYY-MM-DD, in `tz`) or instant, inclusive.'))),
    tz: z.optional(
      z.string().check(z.maxLength(64, { error: 'too_long' }), z.describe('IANA time zone of the days (default UTC).')),
    ),
    qrId: z.optional(idSchema.check(z.describe('Only responses through this QR code.'))),
    locationId: z.optional(idSchema.check(z.describe('Only responses through codes placed at this location.'))),
    eventId: z.optional(idSchema.check(z.describe('Only responses given for this event.'))),
  })
  .check(
    z.refine((value) => !value.from || !value.to || Date.parse(value.from) <= Date.parse(value.to), {
      error: 'range_end_before_start',
      path: ['to'],
    }),
  );
export type ResponseFilter = z.infer<typeof responseFilterSchema>;

export const textAnswersQuerySchema = z.extend(responseFilterSchema, {
  limit: listQuerySchema.shape.limit,
  cursor: listQuerySchema.shape.cursor,
});
export type TextAnswersQuery = z.infer<typeof textAnswersQuerySchema>;

export const textAnswerSchema = z.object({ responseId: z.string(), text: z.string(), createdAt: z.string() });
export type TextAnswer = z.infer<typeof textAnswerSchema>;
export const textAnswerPageSchema = pageSchema(textAnswerSchema);
export type TextAnswerPage = Page<TextAnswer>;

const countSchema = z.object({ value: z.number(), count: z.number() });
const shareSchema = z.object({
  option: z.string(),
  count: z.number(),
  share: z.number().check(z.describe('count ÷ the respondents who answered, 0–1.')),
});

export const questionStatisticsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('rating'),
    answered: z.number(),
    average: z.nullable(z.number().check(z.describe('To 2 decimals; null when nobody answered.'))),
    distribution: z.array(countSchema).check(z.describe('Stars 1–5, each with its count.')),
  }),
  z.object({
    type: z.literal('nps'),
    answered: z.number(),
    score: z.nullable(z.number().check(z.describe('% promoters − % detractors, −100…100; null when nobody answered.'))),
    promoters: z.number(),
    passives: z.number(),
    detractors: z.number(),
    distribution: z.array(countSchema).check(z.describe('0–10, each with its count.')),
  }),
  z.object({ type: z.literal('single_choice'), answered: z.number(), options: z.array(shareSchema) }),
  z.object({ type: z.literal('multiple_choice'), answered: z.number(), options: z.array(shareSchema) }),
  z.object({
    type: z.literal('textarea'),
    answered: z.number().check(z.describe('Non-empty answers.')),
    latest: textAnswerPageSchema,
  }),
]);
export type QuestionStatistics = z.infer<typeof questionStatisticsSchema>;

export const formStatisticsSchema = z.object({
  feedbackId: z.string(),
  name: z.string(),
  responses: z.number(),
  from: z.string().check(z.describe('First day of the series.')),
  to: z.string().check(z.describe('Last day of the series.')),
  series: z.array(z.object({ day: z.string(), responses: z.number() })),
  questions: z.array(
    z.object({ id: z.string(), text: z.string(), required: z.boolean(), statistics: questionStatisticsSchema }),
  ),
});
export type FormStatistics = z.infer<typeof formStatisticsSchema>;
