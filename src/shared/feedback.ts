// Feedback forms and their questions (docs/product.md, Feedback forms): the API's schemas, which the screens, the
// public form's checks and the OpenAPI document read as well.
import * as z from 'zod/mini';
import { listQuerySchema, pageSchema, type Page } from './list.js';

export const FORM_NAME_MAX = 200;
export const FORM_DESCRIPTION_MAX = 1_000;
export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 200;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;
export const QUESTIONS_MAX = 50;
/** The longest free-text answer the public form takes. */
export const ANSWER_TEXT_MAX = 2_000;

export const QUESTION_TYPES = ['rating', 'nps', 'textarea', 'single_choice', 'multiple_choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_TYPES: readonly QuestionType[] = ['single_choice', 'multiple_choice'];
export const isChoiceType = (type: QuestionType) => CHOICE_TYPES.includes(type);

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const NPS_MIN = 0;
export const NPS_MAX = 10;

export const idSchema = z
  .string({ error: 'required' })
  .check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' }));

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(FORM_NAME_MAX, { error: 'too_long' }));

const descriptionSchema = z
  .string({ error: 'invalid_type' })
  .check(z.trim(), z.maxLength(FORM_DESCRIPTION_MAX, { error: 'too_long' }));

const formFields = {
  name: nameSchema,
  /** Shown under the title on the public form. */
  description: descriptionSchema,
  /** False stops new responses: the public form says it is closed. */
  accepting: z.boolean({ error: 'invalid_type' }),
  /** One response per visitor (address and browser) per day. */
  oncePerVisitorPerDay: z.boolean({ error: 'invalid_type' }),
};

export const createFormSchema = z.strictObject({
  name: formFields.name,
  description: z.optional(formFields.description),
  accepting: z.optional(formFields.accepting),
  oncePerVisitorPerDay: z.optional(formFields.oncePerVisitorPerDay),
});
export type CreateFormInput = z.infer<typeof createFormSchema>;

export const updateFormSchema = z
  .partial(z.strictObject(formFields))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateFormInput = z.infer<typeof updateFormSchema>;

const questionTextSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(QUESTION_TEXT_MAX, { error: 'too_long' }));
const optionSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(OPTION_TEXT_MAX, { error: 'too_long' }));
const questionTypeSchema = z.enum(QUESTION_TYPES, { error: 'invalid_option' });

/** A choice question needs 2–20 distinct options; any other type takes none. */
export function optionIssues(type: QuestionType, options: readonly string[] | undefined) {
  const issues: { path: string; code: string }[] = [];
  const list = options ?? [];
  if (!isChoiceType(type)) {
    if (list.length > 0) issues.push({ path: 'options', code: 'not_allowed' });
    return issues;
  }
  if (list.length < OPTIONS_MIN) issues.push({ path: 'options', code: 'options_too_few' });
  if (list.length > OPTIONS_MAX) issues.push({ path: 'options', code: 'options_too_many' });
  const seen = new Set<string>();
  list.forEach((option, index) => {
    const key = option.trim().toLocaleLowerCase();
    if (seen.has(key)) issues.push({ path: `options.${index}`, code: 'option_duplicate' });
    seen.add(key);
  });
  return issues;
}

function checkOptions(value: { type?: QuestionType; options?: string[] }, ctx: z.core.$RefinementCtx) {
  if (!value.type) return;
  for (const issue of optionIssues(value.type, value.options)) {
    ctx.addIssue({
      code: 'custom',
      path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: issue.code,
    });
  }
}

export const createQuestionSchema = z
  .strictObject({
    feedbackId: idSchema,
    text: questionTextSchema,
    type: questionTypeSchema,
    required: z.optional(z.boolean({ error: 'invalid_type' })),
    options: z.optional(z.array(optionSchema)),
  })
  .check(z.superRefine(checkOptions));
export type CreateQuestionInput = z.infer<typeof createQuestionSchema>;

/**
 * Text, type, required flag and options may change (a choice question's options are checked against its type,
 * old or new); a question moves between forms by deleting and adding it.
 */
export const updateQuestionSchema = z
  .partial(
    z.strictObject({
      text: questionTextSchema,
      type: questionTypeSchema,
      required: z.boolean({ error: 'invalid_type' }),
      options: z.array(optionSchema),
    }),
  )
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateQuestionInput = z.infer<typeof updateQuestionSchema>;

/** `PUT /api/feedback/{id}/questions/order`: every question of the form, once, in the new order. */
export const questionOrderSchema = z.strictObject({
  questionIds: z.array(idSchema).check(z.maxLength(QUESTIONS_MAX, { error: 'too_long' })),
});
export type QuestionOrderInput = z.infer<typeof questionOrderSchema>;

/** The list contract's `q`, `limit` and `cursor` (shared/list.ts), and a form to list the questions of. */
export const questionListQuerySchema = z.extend(listQuerySchema, {
  feedbackId: z.optional(idSchema.check(z.describe("Only this form's questions."))),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const questionSchema = z.object({
  id: z.string(),
  feedbackId: z.string(),
  feedbackName: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).check(z.describe('The choices of a choice question; empty for other types.')),
  position: z.number().check(z.describe('0 for the first question of its form.')),
  answers: z.number().check(z.describe('How many responses answered it.')),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;
export const questionPageSchema = pageSchema(questionSchema);
export type QuestionList = Page<Question>;

export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  accepting: z.boolean(),
  oncePerVisitorPerDay: z.boolean(),
  publicUrl: z.string().check(z.describe('The public form people answer: `/f/{id}` on the public address.')),
  questionCount: z.number(),
  responseCount: z.number(),
  lastResponseAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackForm = z.infer<typeof formSchema>;
export const formPageSchema = pageSchema(formSchema);
export type FeedbackFormList = Page<FeedbackForm>;

/** One form with its questions in order, and the QR codes and events that lead to it (its statistics' filters). */
export const formDetailSchema = z.extend(formSchema, {
  questions: z.array(questionSchema),
  qrCodes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      shortUrl: z.string(),
      imageUrl: z.string(),
      locationId: z.nullable(z.string()),
      locationName: z.nullable(z.string()),
    }),
  ),
  events: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FeedbackFormDetail = z.infer<typeof formDetailSchema>;

// ---- Responses ------------------------------------------------------------------------------------------------

/** A stored answer: rating and NPS as numbers, text as a string, choices as a list. */
export type AnswerValue = number | string | string[];

export const answerValueSchema = z.union([z.number(), z.string(), z.array(z.string())]);

/** A response as the latest-responses lists show it: where it came from and its first answers. */
export const responseSummarySchema = z.object({
  id: z.string(),
  feedbackId: z.string(),
  feedbackName: z.string(),
  qrId: z.nullable(z.string()),
  qrName: z.nullable(z.string()),
  locationId: z.nullable(z.string()),
  eventId: z.nullable(z.string()),
  eventName: z.nullable(z.string()),
  answers: z.array(
    z.object({ questionId: z.string(), text: z.string(), type: z.enum(QUESTION_TYPES), value: answerValueSchema }),
  ),
  createdAt: z.string(),
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;
export const responsePageSchema = pageSchema(responseSummarySchema);
export type ResponseList = Page<ResponseSummary>;

export const responseListQuerySchema = z.object({
  feedbackId: z.optional(idSchema.check(z.describe("Only this form's responses."))),
  limit: listQuerySchema.shape.limit,
  cursor: listQuerySchema.shape.cursor,
});
export type ResponseListQuery = z.infer<typeof responseListQuerySchema>;

/** What the live stream announces when a response is stored (also the event notifications and webhooks will use). */
export const responseEventSchema = z.object({
  responseId: z.string(),
  feedbackId: z.string(),
  qrId: z.nullable(z.string()),
  locationId: z.nullable(z.string()),
  eventId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ResponseEvent = z.infer<typeof responseEventSchema>;

// ---- The public form's answers --------------------------------------------------------------------------------

/**
 * Reads one question's answer from the submitted values (all strings, as a form posts them): the stored value, or
 * undefined when unanswered, or an error code for the field. Shared by the public form and its tests.
 */
export function readAnswer(
  question: { type: QuestionType; required: boolean; options: readonly string[] },
  values: readonly string[],
): { value?: AnswerValue; error?: string } {
  const given = values.map((value) => value.trim()).filter((value) => value !== '');
  if (given.length === 0) return question.required ? { error: 'answer_required' } : {};
  // A NUL cannot be stored (PostgreSQL) and no keyboard types one.
  if (given.some((value) => value.includes('\u0000'))) return { error: 'answer_invalid' };
  switch (question.type) {
    case 'rating':
    case 'nps': {
      const [min, max] = question.type === 'rating' ? [RATING_MIN, RATING_MAX] : [NPS_MIN, NPS_MAX];
      if (given.length > 1 || !/^\d{1,2}$/.test(given[0]!)) return { error: 'answer_invalid' };
      const number = Number(given[0]);
      return number < min || number > max ? { error: 'answer_out_of_range' } : { value: number };
    }
    case 'textarea': {
      if (given.length > 1) return { error: 'answer_invalid' };
      const text = given[0]!;
      return [...text].length > ANSWER_TEXT_MAX ? { error: 'answer_too_long' } : { value: text };
    }
    case 'single_choice':
    case 'multiple_choice': {
      if (question.type === 'single_choice' && given.length > 1) return { error: 'answer_invalid' };
      if (given.some((value) => !question.options.includes(value))) return { error: 'answer_not_an_option' };
      const chosen = question.options.filter((option) => given.includes(option));
      return { value: question.type === 'single_choice' ? chosen[0]! : chosen };
    }
  }
}
