import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LinkStats } from '../../shared/stats.js';
import { EmptyState } from '../components/ui/EmptyState.js';
import { Breakdowns } from './Breakdowns.js';
import { CountryPanel } from './CountryPanel.js';
import { KpiTiles } from './KpiTiles.js';
import { TimeChart } from './TimeChart.js';

/** The figures, the chart, the map and the breakdowns; or, with no clicks in the period, what to do about it. */
export function StatsOverview({ stats }: { stats: LinkStats }) {
  const { t } = useTranslation();
  const none = stats.allTime.clicks === 0;
  return (
    <>
      <KpiTiles stats={stats} />
      {stats.totals.clicks === 0 ? (
        <EmptyState icon={ChartNoAxesColumn} title={t(none ? 'stats.empty_title' : 'stats.empty_range_title')}>
          {t(none ? 'stats.empty_text' : 'stats.empty_range_text')}
        </EmptyState>
      ) : (
        <>
          <TimeChart stats={stats} />
          <CountryPanel stats={stats} />
          <Breakdowns stats={stats} />
        </>
      )}
    </>
  );
}
