import { ChartNoAxesColumn, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackForm } from '../../../shared/feedback.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { AcceptingBadge } from './AcceptingBadge.js';
import { Can } from '../../kit/Can.js';

// The card's smaller actions: a ghost button's look with less padding, so three fit one line in any language.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/** One form in the list: its name, whether it takes responses, its questions and responses, and the ways on. */
export function FeedbackCard({ form }: { form: FeedbackForm }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="feedback-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 truncate text-base font-semibold text-slate-900" title={form.name}>
          {form.name}
        </h2>
        <AcceptingBadge accepting={form.accepting} />
      </div>
      {form.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{form.description}</p>}
      <dl className="mt-4 flex flex-1 flex-wrap items-start gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('feedback.questions')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(form.questionCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('feedback.responses')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(form.responseCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('feedback.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={form.createdAt}>{format.date(form.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/feedback/${form.id}`}
          aria-label={t('feedback.details_for', { name: form.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('feedback.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/feedback/${form.id}/edit`}
            aria-label={t('feedback.edit_named', { name: form.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('feedback.edit')}
          </Link>
        </Can>
        <Link
          to={`/feedback/${form.id}/statistics`}
          aria-label={t('feedback.statistics_of', { name: form.name })}
          className={CARD_ACTION}
        >
          <ChartNoAxesColumn className="size-4" aria-hidden="true" />
          {t('feedback.statistics')}
        </Link>
      </div>
    </article>
  );
}
