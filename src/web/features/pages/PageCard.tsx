import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTypeLabel } from '../../../shared/catalogues.js';
import type { PageItem } from '../../../shared/pages.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { PublishedBadge } from './PublishedBadge.js';
import { pageTypeIcon } from './page-queries.js';
import { PageTypeIcon } from './page-type-icons.js';
import { Can } from '../../kit/Can.js';

// The card's smaller action: a ghost button's look with less padding.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/** One page in the list: its type, name and status, its views, when it was made, and the ways on. */
export function PageCard({ page }: { page: PageItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="page-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <PageTypeIcon icon={pageTypeIcon(page.typeId)} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900" title={page.name}>
            {page.name}
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-600">{t(pageTypeLabel(page.typeId))}</p>
        </div>
        <PublishedBadge published={page.published} />
      </div>
      <dl className="mt-4 flex flex-1 items-start gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('page.views')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(page.views)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('page.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={page.createdAt}>{format.date(page.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/page/${page.id}`}
          aria-label={t('page.details_for', { name: page.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('page.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/page/edit/${page.id}`}
            aria-label={t('page.edit_named', { name: page.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('page.edit')}
          </Link>
        </Can>
      </div>
    </article>
  );
}
