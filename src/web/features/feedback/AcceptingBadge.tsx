import { useTranslation } from 'react-i18next';

/** Whether the public form takes responses now, or tells people it is closed. */
export function AcceptingBadge({ accepting }: { accepting: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${
        accepting ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span className={`size-1.5 rounded-full ${accepting ? 'bg-emerald-500' : 'bg-slate-400'}`} aria-hidden="true" />
      {accepting ? t('feedback.accepting_badge') : t('feedback.closed_badge')}
    </span>
  );
}
