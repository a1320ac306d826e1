import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import { BreakdownCard } from './BreakdownCard.js';
import type { FilterToggle } from './stats-filters.js';
import { useCountText } from './count-noun.js';

// The map's geometry and projection code (~45 KB gzip) is its own chunk, fetched only when a page shows clicks.
const WorldMap = lazy(() => import('./map/WorldMap.js'));

/** Where the clicks come from: a shaded world map and the list of countries beside it. */
export function CountryPanel({ stats, filters }: { stats: SubjectStats; filters: FilterToggle }) {
  const { t } = useTranslation();
  const counted = useCountText();
  const rows = stats.breakdowns.country ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-3">
        <h3 className="text-base font-semibold text-slate-900">{counted('stats.map_title')}</h3>
        <ErrorBoundary fallback={<p className="mt-3 text-sm text-slate-500">{t('stats.map_unavailable')}</p>}>
          <Suspense fallback={<div className="mt-4 aspect-[2/1] animate-pulse rounded-xl bg-slate-100" />}>
            <WorldMap rows={rows} />
          </Suspense>
        </ErrorBoundary>
      </section>
      <BreakdownCard
        dimension="country"
        rows={rows}
        total={stats.totals.clicks}
        filters={filters}
        className="lg:col-span-2"
      />
    </div>
  );
}
