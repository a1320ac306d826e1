import { useTranslation } from 'react-i18next';

/** Tells whether new responses appear by themselves (the live stream is connected) or the page is reconnecting. */
export function LiveResponsesBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        live ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600'
      }`}
      title={live ? t('feedback_stats.live_hint') : t('feedback_stats.offline_hint')}
      data-testid="live-badge"
    >
      <span
        className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400'}`}
        aria-hidden="true"
      />
      {live ? t('feedback_stats.live') : t('feedback_stats.offline')}
    </span>
  );
}
