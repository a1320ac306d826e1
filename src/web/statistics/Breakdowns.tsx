import type { Breakdown, SubjectStats } from '../../shared/stats.js';
import { BreakdownCard } from './BreakdownCard.js';
import type { FilterToggle } from './stats-filters.js';

/** Which "through what" breakdowns a subject has: by link where it has several, by QR code unless it is one. */
export interface ThroughBreakdowns {
  byLink: boolean;
  byQrCode: boolean;
}

// Countries sit beside the map; the rest come in rows that answer one question each: where exactly, through which
// link, code and channel, on what.
const groups = ({ byLink, byQrCode }: ThroughBreakdowns): { dimensions: Breakdown[]; columns: string }[] => {
  const through: Breakdown[] = [
    ...(byLink ? (['link'] as const) : []),
    ...(byQrCode ? (['qr'] as const) : []),
    'org',
    'referrer',
    'source',
  ];
  return [
    { dimensions: ['region', 'city', 'timezone'], columns: 'md:grid-cols-2 lg:grid-cols-3' },
    ...(through.length > 4
      ? [
          { dimensions: through.slice(0, 2), columns: 'md:grid-cols-2' },
          { dimensions: through.slice(2), columns: 'md:grid-cols-2 lg:grid-cols-3' },
        ]
      : [
          {
            dimensions: through,
            columns: through.length === 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3',
          },
        ]),
    { dimensions: ['deviceType', 'device', 'os', 'browser'], columns: 'md:grid-cols-2 xl:grid-cols-4' },
  ];
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
  return (
    <>
      {groups(through).map(({ dimensions, columns }) => (
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
