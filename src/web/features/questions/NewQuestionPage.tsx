import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  createQuestionFormSchema,
  emptyQuestionForm,
  QUESTION_FORM_FIELDS,
  type QuestionFormValues,
  useCreateQuestion,
} from '../feedback/index.js';
import { QuestionEditor } from './QuestionEditor.js';

/**
 * /question/new (`?feedbackId=` chooses the form): a question's form, text, type, required flag and options. Saved
 * from a form's page, it goes back there; otherwise to the new question's page.
 */
export function NewQuestionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedbackId = useSearchParams()[0].get('feedbackId') ?? '';
  const create = useCreateQuestion();
  const [defaultValues] = useState(() => emptyQuestionForm(feedbackId));
  const back = feedbackId ? `/feedback/${feedbackId}` : '/questions';
  const { form, formError, onSubmit } = useServerForm({
    schema: createQuestionFormSchema,
    defaultValues,
    fields: QUESTION_FORM_FIELDS as readonly Path<QuestionFormValues>[],
    submit: (values) => create.mutateAsync(values),
    onSuccess: (question) =>
      navigate(feedbackId ? `/feedback/${question.feedbackId}` : `/question/${question.id}`, {
        state: noticeState('created'),
      }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={back} label={feedbackId ? t('feedback.back_to_form') : t('question.back_to_list')} />}
        title={t('question.new_title')}
        description={t('question.new_subtitle')}
      />
      <QuestionEditor
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('question.create')}
        cancelTo={back}
      />
    </div>
  );
}
