import type { Breakdown, LinkStats } from '../../shared/stats.js';
import { BreakdownCard } from './BreakdownCard.js';
import type { FilterToggle } from './stats-filters.js';

// Countries sit beside the map; the rest come in rows that answer one question each: where exactly, through which
// link and channel, on what. The breakdown by link is for subjects with several links (the workspace, a campaign).
const groups = (byLink: boolean): { dimensions: Breakdown[]; columns: string }[] => [
  { dimensions: ['region', 'city', 'timezone'], columns: 'md:grid-cols-2 lg:grid-cols-3' },
  byLink
    ? { dimensions: ['link', 'org', 'referrer', 'source'], columns: 'md:grid-cols-2 xl:grid-cols-4' }
    : { dimensions: ['org', 'referrer', 'source'], columns: 'md:grid-cols-2 lg:grid-cols-3' },
  { dimensions: ['deviceType', 'device', 'os', 'browser'], columns: 'md:grid-cols-2 xl:grid-cols-4' },
];

/** Every breakdown of SPEC §6 except countries, as responsive rows of cards. */
export function Breakdowns({ stats, filters, byLink }: { stats: LinkStats; filters: FilterToggle; byLink: boolean }) {
  return (
    <>
      {groups(byLink).map(({ dimensions, columns }) => (
        <div key={dimensions[0]} className={`grid grid-cols-1 gap-4 ${columns}`}>
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
