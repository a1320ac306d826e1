import { useTranslation } from 'react-i18next';
import { useCountText } from './count-noun.js';

/** Tells whether new clicks appear by themselves (the live stream is connected) or the page is reconnecting. */
export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const counted = useCountText();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        live ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600'
      }`}
      title={live ? counted('stats.live_hint') : t('stats.offline_hint')}
    >
      <span
        className={`size-2 rounded-full ${live ? 'animate-pulse bg-emerald-500' : 'bg-slate-400'}`}
        aria-hidden="true"
      />
      {live ? t('stats.live') : t('stats.offline')}
    </span>
  );
}
