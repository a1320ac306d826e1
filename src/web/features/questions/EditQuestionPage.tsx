import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Question } from '../../../shared/feedback.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  QUESTION_FORM_FIELDS,
  questionChanges,
  type QuestionFormValues,
  questions,
  questionToForm,
  updateQuestionFormSchema,
  useUpdateQuestion,
} from '../feedback/index.js';
import { QuestionEditor } from './QuestionEditor.js';
import { QuestionMissing } from './QuestionMissing.js';

/**
 * /question/{id}/edit: the question, prefilled; only what changed is sent. Opened from its form's page
 * (`?back=form`), it goes back there. Once answered, its type can no longer change: the server says so beside it.
 */
export function EditQuestionPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const question = questions.useItem(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/question/${id}`} label={t('question.back_to_question')} />}
        title={t('question.edit_title')}
        description={question.data?.feedbackName ?? t('question.edit_subtitle')}
      />
      <QueryGate query={question} notFound={<QuestionMissing />}>
        {(data) => <EditQuestionForm key={data.id} question={data} />}
      </QueryGate>
    </div>
  );
}

function EditQuestionForm({ question }: { question: Question }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromForm = useSearchParams()[0].get('back') === 'form';
  const update = useUpdateQuestion();
  const [defaultValues] = useState(() => questionToForm(question));
  const back = fromForm ? `/feedback/${question.feedbackId}` : `/question/${question.id}`;
  const { form, formError, onSubmit } = useServerForm({
    schema: updateQuestionFormSchema,
    defaultValues,
    fields: QUESTION_FORM_FIELDS as readonly Path<QuestionFormValues>[],
    submit: async (values) => {
      const changes = questionChanges(values, question);
      return Object.keys(changes).length === 0 ? question : update.mutateAsync({ id: question.id, changes });
    },
    onSuccess: () => navigate(back, { state: noticeState('saved') }),
  });
  return (
    <QuestionEditor
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={back}
      edit={{ formName: question.feedbackName, answers: question.answers }}
    />
  );
}
