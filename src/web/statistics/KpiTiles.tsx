import { useTranslation } from 'react-i18next';
import type { LinkStats } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';

/** The three figures people look for first: all clicks ever, clicks in the period, unique visitors in it. */
export function KpiTiles({ stats }: { stats: LinkStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tiles = [
    { id: 'total', label: t('stats.total_clicks'), value: stats.allTime.clicks, hint: t('stats.all_time') },
    { id: 'range', label: t('stats.range_clicks'), value: stats.totals.clicks, hint: t('stats.in_period') },
    { id: 'uniques', label: t('stats.unique_visitors'), value: stats.totals.uniques, hint: t('stats.in_period') },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map((tile) => (
        <div key={tile.id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{tile.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold sm:mt-2 sm:text-3xl tracking-tight text-slate-900 tabular-nums"
            data-testid={`kpi-${tile.id}`}
          >
            {format.number(tile.value)}
          </dd>
          <dd className="mt-1 text-xs text-slate-500">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
