import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { useCreateQuestion } from './form-queries.js';
import {
  createQuestionFormSchema,
  emptyQuestionForm,
  QUESTION_FORM_FIELDS,
  type QuestionFormValues,
} from './question-form-schema.js';
import { QuestionFields } from './QuestionFields.js';

/**
 * "Add a question" on the form's page: the question's fields in place, and after each save an empty form again for
 * the next one, keeping the type just used (forms are often several ratings in a row).
 */
export function AddQuestionPanel({ form, onClose }: { form: FeedbackFormDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateQuestion();
  const [added, setAdded] = useState<string | null>(null);
  const [formIssue, setFormIssue] = useState<string | null>(null);
  const [addedCount, setAddedCount] = useState(0);
  const [defaultValues] = useState(() => emptyQuestionForm(form.id));
  const {
    form: questionForm,
    formError,
    onSubmit,
    isSubmitting,
  } = useServerForm({
    schema: createQuestionFormSchema,
    defaultValues,
    fields: QUESTION_FORM_FIELDS as readonly Path<QuestionFormValues>[],
    submit: async (values) => {
      setAdded(null);
      setFormIssue(null);
      try {
        return await create.mutateAsync(values);
      } catch (error) {
        // The form is not a field here: a refusal about it (full at 50 questions) is said above the fields.
        const issue = error instanceof ApiError ? error.fields.find((field) => field.path === 'feedbackId') : undefined;
        if (issue) setFormIssue(fieldErrorText(t, issue.code) ?? null);
        throw error;
      }
    },
    onSuccess: (question, values) => {
      setAdded(question.text);
      setAddedCount((count) => count + 1);
      questionForm.reset({ ...emptyQuestionForm(form.id), type: values.type, required: values.required });
    },
  });
  // Ready for the next question: the text field has the focus again once the saved one has left the form.
  useEffect(() => {
    if (addedCount > 0) questionForm.setFocus('text');
  }, [addedCount, questionForm]);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-question-title"
      className="space-y-5 rounded-2xl border border-brand-500/50 bg-white p-5 shadow-sm sm:p-6"
      data-testid="add-question-form"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="add-question-title" className="text-base font-semibold text-slate-900">
          {t('question.new_title')}
        </h3>
        <Link
          to={`/question/new?feedbackId=${encodeURIComponent(form.id)}`}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('feedback.full_editor')}
        </Link>
      </div>
      {added && <Alert tone="success">{t('question.added', { text: added })}</Alert>}
      {(formIssue ?? formError) && <Alert tone="error">{formIssue ?? formError}</Alert>}
      <QuestionFields form={questionForm} chooseForm={false} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('feedback.done_adding')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          <Plus className="size-4" aria-hidden="true" />
          {t('question.add')}
        </Button>
      </div>
    </form>
  );
}
