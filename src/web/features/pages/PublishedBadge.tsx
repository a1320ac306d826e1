import { useTranslation } from 'react-i18next';

/** Whether people who scan see the page (published) or are told it is not (draft). */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${
        published
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200'
      }`}
      data-testid="page-status"
    >
      <span className={`size-1.5 rounded-full ${published ? 'bg-emerald-600' : 'bg-slate-500'}`} aria-hidden="true" />
      {published ? t('page.published') : t('page.draft')}
    </span>
  );
}
