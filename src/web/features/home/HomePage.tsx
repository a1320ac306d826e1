import { ChartNoAxesColumn, Link2, Plus, QrCode } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { WorkspaceNotice } from '../../components/WorkspaceNotice.js';
import { LoadError } from '../../components/ui/QueryStatus.js';
import { useFormat } from '../../i18n/format.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import { useMe } from '../../session/session.js';
import { useCan } from '../../session/use-can.js';
import { TimeChart } from '../../statistics/TimeChart.js';
import { useClicks, useStats, useStatsSummary, workspaceSubject } from '../../statistics/stats-api.js';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';
import { HomeFigures } from './HomeFigures.js';
import { LatestResponses } from './LatestResponses.js';
import { LiveFeed } from './LiveFeed.js';
import { TopLinks } from './TopLinks.js';
import { TopQrCodes } from './TopQrCodes.js';

const FEED_SIZE = 8;

function greetingKey(hour: number): string {
  if (hour >= 5 && hour < 12) return 'home.greeting_morning';
  if (hour >= 12 && hour < 18) return 'home.greeting_afternoon';
  return 'home.greeting_evening';
}

/**
 * The panel (docs/product.md, Home): a greeting, then the workspace at a glance — clicks today, in the last 7 and 30
 * days against the periods before, the last 30 days as a chart, the top links and QR codes, the latest feedback
 * responses and the clicks as they happen.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const format = useFormat();
  const canCreate = useCan('edit');
  const tz = viewerTimeZone();
  const live = useSubjectStream(workspaceSubject);
  const summary = useStatsSummary(workspaceSubject, tz);
  const month = useStats(workspaceSubject, { range: '30d', tz, interval: 'day' });
  const feed = useClicks(workspaceSubject, { range: 'all' }, FEED_SIZE);
  const failed = [summary, month, feed].find((query) => query.isError && !query.data);
  const linkNames = useMemo(
    () => new Map((month.data?.breakdowns.link ?? []).map((row) => [row.value ?? '', row.label ?? ''])),
    [month.data],
  );

  return (
    <div className="space-y-6">
      <WorkspaceNotice />
      <section aria-labelledby="home-greeting">
        <p className="text-sm font-medium text-brand-700">{format.date(new Date(), { dateStyle: 'full' })}</p>
        <h1
          id="home-greeting"
          data-testid="home-greeting"
          className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
        >
          {t(greetingKey(new Date().getHours()), { name: me?.fullName ?? '' })}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('home.intro')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {canCreate && (
            <>
              <ButtonLink to="/link/new">
                <Plus className="size-4" aria-hidden="true" />
                {t('link.create')}
              </ButtonLink>
              <ButtonLink to="/qr-code/new" variant="secondary">
                <QrCode className="size-4" aria-hidden="true" />
                {t('home.create_qr_code')}
              </ButtonLink>
            </>
          )}
          <ButtonLink to="/links" variant="secondary">
            <Link2 className="size-4" aria-hidden="true" />
            {t('home.view_links')}
          </ButtonLink>
          <ButtonLink to="/statistics" variant="secondary">
            <ChartNoAxesColumn className="size-4" aria-hidden="true" />
            {t('home.view_statistics')}
          </ButtonLink>
        </div>
      </section>
      {failed && (
        <LoadError
          error={failed.error}
          onRetry={() => [summary, month, feed].forEach((query) => void query.refetch())}
        />
      )}
      <HomeFigures summary={summary.data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {month.data ? (
            <TimeChart stats={month.data} title={t('home.chart_title')} headingLevel={2} />
          ) : (
            <div className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          )}
        </div>
        <TopLinks stats={month.data} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <TopQrCodes />
        <div className="min-w-0 lg:col-span-2">
          <LatestResponses />
        </div>
      </div>
      <LiveFeed clicks={feed.data?.items} linkNames={linkNames} live={live} />
    </div>
  );
}
