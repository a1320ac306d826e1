import * as z from 'zod/mini';
import {
  createQuestionSchema,
  isChoiceType,
  OPTIONS_MAX,
  QUESTION_TYPES,
  updateQuestionSchema,
  type Question,
  type QuestionType,
  type UpdateQuestionInput,
} from '../../../shared/feedback.js';

/** What the question form's inputs hold; the options are kept while the type is switched back and forth. */
export interface QuestionFormValues {
  feedbackId: string;
  text: string;
  type: QuestionType;
  required: boolean;
  options: string[];
}

/** The fields a server issue may name: `options` (too few, too many) and each option (`options.3`: a duplicate). */
export const QUESTION_FORM_FIELDS = [
  'feedbackId',
  'text',
  'type',
  'required',
  'options',
  ...Array.from({ length: OPTIONS_MAX }, (_, index) => `options.${index}` as const),
] as const;

const formValues = z.object({
  feedbackId: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
});

// Only a choice question carries options; the ones typed for it stay in the form if the type changes back.
const asBody = z.pipe(
  formValues,
  z.transform((values): z.input<typeof createQuestionSchema> => ({
    ...values,
    options: isChoiceType(values.type) ? values.options : [],
  })),
);

/** The new question's body, checked by the server's own schema (text, options against the type). */
export const createQuestionFormSchema = z.pipe(asBody, createQuestionSchema);

/** An edit is checked whole (options against the type); `questionChanges` then sends only what differs. */
export const updateQuestionFormSchema = z.pipe(
  z.pipe(
    asBody,
    z.transform(({ feedbackId: _form, ...values }): z.input<typeof updateQuestionSchema> => values),
  ),
  updateQuestionSchema,
);

/** A new question: a rating, optional, in `feedbackId`'s form when one is given. */
export function emptyQuestionForm(feedbackId = ''): QuestionFormValues {
  return { feedbackId, text: '', type: 'rating', required: false, options: [] };
}

export function questionToForm(question: Question): QuestionFormValues {
  return {
    feedbackId: question.feedbackId,
    text: question.text,
    type: question.type,
    required: question.required,
    options: [...question.options],
  };
}

/** The fields that differ from the saved question; a type change always carries the options its new type takes. */
export function questionChanges(values: UpdateQuestionInput, question: Question): UpdateQuestionInput {
  const changes: UpdateQuestionInput = {};
  if (values.text !== undefined && values.text !== question.text) changes.text = values.text;
  if (values.required !== undefined && values.required !== question.required) changes.required = values.required;
  if (values.type !== undefined && values.type !== question.type) changes.type = values.type;
  const options = values.options ?? [];
  const optionsChanged =
    options.length !== question.options.length || options.some((o, i) => o !== question.options[i]);
  if (optionsChanged || (changes.type && isChoiceType(changes.type))) changes.options = options;
  return changes;
}
