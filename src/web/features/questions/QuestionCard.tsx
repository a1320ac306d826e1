import { ClipboardList, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '../../../shared/feedback.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { RequiredBadge, TypeLabel } from '../feedback/index.js';
import { Can } from '../../kit/Can.js';

/** One question in the workspace's list: its text, its form, its type and whether it is required, its answers. */
export function QuestionCard({ question }: { question: Question }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="question-card"
    >
      <h2 className="line-clamp-3 text-base font-semibold break-words text-slate-900" title={question.text}>
        {question.text}
      </h2>
      <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
        <ClipboardList className="size-4 shrink-0 text-slate-500" aria-label={t('question.form')} />
        <Link
          to={`/feedback/${question.feedbackId}`}
          className="truncate underline-offset-2 hover:text-brand-700 hover:underline"
          title={question.feedbackName}
        >
          {question.feedbackName}
        </Link>
      </p>
      <div className="mt-3 flex flex-1 flex-wrap items-start gap-1.5">
        <TypeLabel type={question.type} />
        <RequiredBadge required={question.required} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          {t('question.answers_count', { number: format.number(question.answers) })}
        </p>
        <div className="flex gap-1.5">
          <Can permission="edit">
            <Link
              to={`/question/${question.id}/edit`}
              aria-label={t('question.edit_named', { text: question.text })}
              className={buttonClasses('ghost', 'px-2.5 py-2')}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('question.edit')}
            </Link>
          </Can>
          <Link
            to={`/question/${question.id}`}
            aria-label={t('question.details_for', { text: question.text })}
            className={buttonClasses('secondary', 'px-3 py-2')}
          >
            {t('question.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
