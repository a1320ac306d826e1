import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.js';
import { Alert } from '../components/ui/Alert.js';
import { LoadError, LoadingBlock } from '../components/ui/QueryStatus.js';
import { fieldErrorText } from '../i18n/errors.js';
import { FilterChips } from './FilterChips.js';
import { GeoAttribution } from './GeoAttribution.js';
import { LatestClicks } from './LatestClicks.js';
import { CountNounContext } from './count-noun.js';
import { LiveBadge } from './LiveBadge.js';
import { RangeToolbar } from './RangeToolbar.js';
import { StatsOverview } from './StatsOverview.js';
import { useStats, type StatsSubject } from './stats-api.js';
import { filterToggle } from './stats-filters.js';
import { periodParams, statsParams, useRangeSelection } from './stats-range.js';
import { TagFilterMenu } from './TagFilterMenu.js';

/**
 * The statistics of a subject — a link, a QR code, a campaign, a location or the whole workspace — for
 * the chosen period and filters, kept current by the live stream. `since` (the subject's creation) bounds the
 * custom period; `live` says whether the stream is on; `headingLevel` 1 when the statistics are the page itself,
 * with a `description` under the heading.
 */
export function Statistics({
  subject,
  since,
  live,
  headingLevel = 2,
  description,
}: {
  subject: StatsSubject;
  since: string;
  live: boolean;
  headingLevel?: 1 | 2;
  description?: string;
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useRangeSelection();
  const filters = filterToggle(selection, setSelection);
  const query = statsParams(selection);
  const period = periodParams(selection);
  const stats = useStats(subject, query);
  // A refused query (e.g. hourly buckets over years) is shown at the control it concerns, not as a page error.
  const issues =
    stats.error instanceof ApiError
      ? Object.fromEntries(stats.error.fields.map((issue) => [issue.path.split('.')[0] ?? issue.path, issue.code]))
      : {};
  const refused = Object.keys(issues).length > 0;
  const clearFilters = () => setSelection({ filters: [] });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const through = {
    byLink: subject.resource === 'workspace' || subject.resource === 'campaigns' || subject.resource === 'locations',
    byQrCode: subject.resource !== 'qr-codes',
  };
  // A tag picks some of a subject's links and codes: it narrows the workspace, a campaign or a location, while a
  // link or a code would only be all or nothing.
  const byTag = !('id' in subject) || subject.resource === 'campaigns' || subject.resource === 'locations';

  return (
    // A location counts only scans: a click carries a location only when it came through a code placed there.
    <CountNounContext.Provider
      value={subject.resource === 'qr-codes' || subject.resource === 'locations' ? 'scans' : 'clicks'}
    >
      <section aria-labelledby="statistics" className="space-y-6">
        <div className="flex items-center gap-3">
          <Heading
            id="statistics"
            className={`${headingLevel === 1 ? 'text-2xl sm:text-3xl' : 'text-xl'} font-bold tracking-tight text-slate-900`}
          >
            {t('stats.title')}
          </Heading>
          <LiveBadge live={live} />
        </div>
        {description && <p className="-mt-4 text-sm text-slate-600">{description}</p>}
        <RangeToolbar selection={selection} onChange={setSelection} since={since} issues={issues} />
        <div className="flex flex-wrap items-center gap-3 empty:hidden">
          {byTag && <TagFilterMenu filters={filters} />}
          <FilterChips filters={filters} stats={stats.data} onClear={clearFilters} />
        </div>
        {issues.filter && (
          // A filter the address carries that the server refuses (edited by hand, or a link deleted since).
          <Alert tone="error">
            {fieldErrorText(t, issues.filter)}{' '}
            <button type="button" className="font-semibold underline" onClick={clearFilters}>
              {t('stats.clear_filters')}
            </button>
          </Alert>
        )}
        {query === null || refused ? null : stats.data ? (
          <div className={`space-y-6 transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`}>
            <StatsOverview stats={stats.data} filters={filters} through={through} onClearFilters={clearFilters} />
          </div>
        ) : stats.isError ? (
          <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <LoadingBlock />
        )}
        {!refused && <LatestClicks key={JSON.stringify(period)} subject={subject} period={period} />}
        <GeoAttribution />
      </section>
    </CountNounContext.Provider>
  );
}
