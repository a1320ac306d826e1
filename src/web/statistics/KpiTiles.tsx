import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { ChangeBadge } from './ChangeBadge.js';
import { useCountText } from './count-noun.js';

/**
 * The three figures people look for first: all clicks ever, clicks in the period and unique visitors in it, these
 * two with their change against the period of the same length before.
 */
export function KpiTiles({ stats }: { stats: SubjectStats }) {
  const { t } = useTranslation();
  const counted = useCountText();
  const format = useFormat();
  const tiles = [
    { id: 'total', label: counted('stats.total_clicks'), value: stats.allTime.clicks, previous: null },
    { id: 'range', label: counted('stats.range_clicks'), value: stats.totals.clicks, previous: stats.previous.clicks },
    {
      id: 'uniques',
      label: t('stats.unique_visitors'),
      value: stats.totals.uniques,
      previous: stats.previous.uniques,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map((tile) => (
        <div key={tile.id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{tile.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:mt-2 sm:text-3xl"
            data-testid={`kpi-${tile.id}`}
          >
            {format.number(tile.value)}
          </dd>
          <dd className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-500">
            {tile.previous === null ? (
              t('stats.all_time')
            ) : (
              <>
                <ChangeBadge current={tile.value} previous={tile.previous} />
                <span className="hidden sm:inline">{t('stats.vs_previous')}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
