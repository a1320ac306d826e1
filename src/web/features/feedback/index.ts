// The feedback feature's face: the form and question hooks, the question form and its fields (the questions
// screens, the page editor's form block) and a form's statistics view (an event's statistics). Other features
// import this file only (eslint/module-boundaries.js); everything else here is the feature's own.

export { questions, useAllForms, useCreateQuestion, useRemoveQuestion, useUpdateQuestion } from './form-queries.js';
export { RequiredBadge, TypeLabel } from './QuestionBadges.js';
export { QuestionFields } from './QuestionFields.js';
export {
  createQuestionFormSchema,
  emptyQuestionForm,
  QUESTION_FORM_FIELDS,
  questionChanges,
  questionToForm,
  updateQuestionFormSchema,
  type QuestionFormValues,
} from './question-form-schema.js';
export { FormStatisticsView } from './statistics/FormStatisticsView.js';
export { LiveResponsesBadge } from './statistics/LiveResponsesBadge.js';
