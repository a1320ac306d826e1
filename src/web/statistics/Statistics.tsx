import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.js';
import { LoadError, LoadingBlock } from '../components/ui/QueryStatus.js';
import { GeoAttribution } from './GeoAttribution.js';
import { LatestClicks } from './LatestClicks.js';
import { LiveBadge } from './LiveBadge.js';
import { RangeToolbar } from './RangeToolbar.js';
import { StatsOverview } from './StatsOverview.js';
import { useStats, type StatsSubject } from './stats-api.js';
import { periodParams, statsParams, useRangeSelection } from './stats-range.js';

/**
 * The statistics of one link, QR code, campaign or location (SPEC §6) for the chosen period, kept current by the
 * live stream. `since` (the subject's creation) bounds the custom period; `live` says whether the stream is on.
 */
export function Statistics({ subject, since, live }: { subject: StatsSubject; since: string; live: boolean }) {
  const { t } = useTranslation();
  const [selection, setSelection] = useRangeSelection();
  const query = statsParams(selection);
  const period = periodParams(selection);
  const stats = useStats(subject, query);
  // A refused query (e.g. hourly buckets over years) is shown at the control it concerns, not as a page error.
  const issues =
    stats.error instanceof ApiError
      ? Object.fromEntries(stats.error.fields.map((issue) => [issue.path, issue.code]))
      : {};
  const refused = Object.keys(issues).length > 0;

  return (
    <section aria-labelledby="statistics" className="space-y-6">
      <div className="flex items-center gap-3">
        <h2 id="statistics" className="text-xl font-bold tracking-tight text-slate-900">
          {t('stats.title')}
        </h2>
        <LiveBadge live={live} />
      </div>
      <RangeToolbar selection={selection} onChange={setSelection} since={since} issues={issues} />
      {query === null || refused ? null : stats.data ? (
        <div className={`space-y-6 transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`}>
          <StatsOverview stats={stats.data} />
        </div>
      ) : stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <LoadingBlock />
      )}
      <LatestClicks key={JSON.stringify(period)} subject={subject} period={period} />
      <GeoAttribution />
    </section>
  );
}
