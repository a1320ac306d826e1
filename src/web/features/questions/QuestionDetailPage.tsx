import { ChartNoAxesColumn, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Question } from '../../../shared/feedback.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { questions, RequiredBadge, TypeLabel, useRemoveQuestion } from '../feedback/index.js';
import { QuestionMissing } from './QuestionMissing.js';
import { Can } from '../../kit/Can.js';

/** /question/{id}: the question, its form, type, required flag, options and answers, with edit and delete. */
export function QuestionDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const question = questions.useItem(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={question}
      notFound={<QuestionMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/questions" label={t('question.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="mx-auto max-w-3xl space-y-6">
          <QuestionHeader question={data} />
          {notice === 'created' && <Alert tone="success">{t('question.created_notice')}</Alert>}
          {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
          <QuestionFacts question={data} />
        </div>
      )}
    </QueryGate>
  );
}

function QuestionHeader({ question }: { question: Question }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveQuestion();
  return (
    <PageHeader
      eyebrow={<BackLink to="/questions" label={t('question.back_to_list')} />}
      title={question.text}
      actions={
        <>
          <Can permission="edit">
            <ButtonLink to={`/question/${question.id}/edit`} variant="secondary">
              <Pencil className="size-4" aria-hidden="true" />
              {t('question.edit')}
            </ButtonLink>
          </Can>
          <DeleteButton
            label={t('question.delete')}
            title={t('question.delete_title')}
            description={
              question.answers > 0
                ? t('question.delete_text_answered', { text: question.text, number: question.answers })
                : t('question.delete_text', { text: question.text })
            }
            confirmLabel={t('question.delete_confirm')}
            onDelete={() => remove.mutateAsync(question.id)}
            onDeleted={() => navigate('/questions', { state: noticeState('deleted') })}
          />
        </>
      }
    />
  );
}

function QuestionFacts({ question }: { question: Question }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
        <Fact term={t('question.form')}>
          <Link
            to={`/feedback/${question.feedbackId}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {question.feedbackName}
          </Link>
        </Fact>
        <Fact term={t('question.position')}>{format.number(question.position + 1)}</Fact>
        <Fact term={t('question.type')}>
          <TypeLabel type={question.type} />
        </Fact>
        <Fact term={t('question.answer_rule')}>
          <RequiredBadge required={question.required} />
        </Fact>
        <Fact term={t('question.answers')}>
          <span className="font-semibold tabular-nums">{format.number(question.answers)}</span>
        </Fact>
        <Fact term={t('question.updated')}>
          <time dateTime={question.updatedAt}>
            {format.date(question.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
      </dl>
      {question.options.length > 0 && (
        <div className="border-t border-slate-100 pt-5">
          <h2 className="text-sm font-semibold text-slate-900">{t('question.options')}</h2>
          <ol className="mt-2 list-inside list-decimal space-y-1 text-sm break-words text-slate-800">
            {question.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ol>
        </div>
      )}
      <div className="border-t border-slate-100 pt-5">
        <ButtonLink to={`/feedback/${question.feedbackId}/statistics`} variant="secondary">
          <ChartNoAxesColumn className="size-4" aria-hidden="true" />
          {t('question.form_statistics')}
        </ButtonLink>
      </div>
    </div>
  );
}
