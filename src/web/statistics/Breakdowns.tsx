import type { SubjectStats } from '../../shared/stats.js';
import { BreakdownCard } from './BreakdownCard.js';
import { breakdownRows, servedByShown, type ThroughBreakdowns } from './breakdown-rows.js';
import type { FilterToggle } from './stats-filters.js';

// The columns of a row of n cards: each card keeps room for its names and counts.
const COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

/** Every breakdown of the statistics except countries, as responsive rows of cards. */
export function Breakdowns({
  stats,
  filters,
  through,
}: {
  stats: SubjectStats;
  filters: FilterToggle;
  through: ThroughBreakdowns;
}) {
  const rows = breakdownRows(through, servedByShown(stats.breakdowns.route, filters.active));
  return (
    <>
      {rows.map((dimensions) => (
        <div key={dimensions[0]} className={`grid grid-cols-1 gap-4 ${COLUMNS[dimensions.length] ?? COLUMNS[4]}`}>
          {dimensions.map((dimension) => (
            <BreakdownCard
              key={dimension}
              dimension={dimension}
              rows={stats.breakdowns[dimension] ?? []}
              total={stats.totals.clicks}
              filters={filters}
            />
          ))}
        </div>
      ))}
    </>
  );
}
