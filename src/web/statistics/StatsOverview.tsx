import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { Button } from '../components/ui/Button.js';
import { EmptyState } from '../components/ui/EmptyState.js';
import type { ThroughBreakdowns } from './breakdown-rows.js';
import { Breakdowns } from './Breakdowns.js';
import { CountryPanel } from './CountryPanel.js';
import { KpiTiles } from './KpiTiles.js';
import type { FilterToggle } from './stats-filters.js';
import { TimeChart } from './TimeChart.js';
import { useCountText } from './count-noun.js';

/**
 * The figures, the chart, the map and the breakdowns; or, with no clicks in the period (or none that pass the
 * filters), what to do about it.
 */
export function StatsOverview({
  stats,
  filters,
  through,
  onClearFilters,
}: {
  stats: SubjectStats;
  filters: FilterToggle;
  through: ThroughBreakdowns;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const counted = useCountText();
  const none = stats.allTime.clicks === 0;
  const filtered = filters.count > 0;
  const emptyKey = none ? 'empty' : filtered ? 'empty_filtered' : 'empty_range';
  return (
    <>
      <KpiTiles stats={stats} />
      {stats.totals.clicks === 0 ? (
        <EmptyState
          icon={ChartNoAxesColumn}
          title={counted(`stats.${emptyKey}_title`)}
          action={
            filtered && !none ? (
              <Button variant="secondary" onClick={onClearFilters}>
                {t('stats.clear_filters')}
              </Button>
            ) : undefined
          }
        >
          {counted(`stats.${emptyKey}_text`)}
        </EmptyState>
      ) : (
        <>
          <TimeChart stats={stats} />
          <CountryPanel stats={stats} filters={filters} />
          <Breakdowns stats={stats} filters={filters} through={through} />
        </>
      )}
    </>
  );
}
