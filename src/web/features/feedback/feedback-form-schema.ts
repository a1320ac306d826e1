import * as z from 'zod/mini';
import { createFormSchema, updateFormSchema, type FeedbackForm } from '../../../shared/feedback.js';

/** What the form settings' inputs hold. */
export interface FeedbackFormValues {
  name: string;
  description: string;
  accepting: boolean;
  oncePerVisitorPerDay: boolean;
}

const formValues = z.object({
  name: z.string(),
  description: z.string(),
  accepting: z.boolean(),
  oncePerVisitorPerDay: z.boolean(),
});

// The inputs are the API's body as they are; the shared schemas check them with the server's own rules.
export const createFeedbackFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof createFormSchema> => values),
  ),
  createFormSchema,
);
export const updateFeedbackFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof updateFormSchema> => values),
  ),
  updateFormSchema,
);

/** A new form takes responses at once, any number per visitor. */
export function emptyFeedbackForm(): FeedbackFormValues {
  return { name: '', description: '', accepting: true, oncePerVisitorPerDay: false };
}

export function feedbackToForm(form: FeedbackForm): FeedbackFormValues {
  return {
    name: form.name,
    description: form.description,
    accepting: form.accepting,
    oncePerVisitorPerDay: form.oncePerVisitorPerDay,
  };
}
