import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/ui/Button.js';
import { Button } from '../components/ui/Button.js';
import { LoadError, LoadingBlock } from '../components/ui/QueryStatus.js';
import { clicksCsvUrl, useClicks, type StatsParams, type StatsSubject } from './stats-api.js';
import { ClicksTable } from './ClicksTable.js';
import { useCountText } from './count-noun.js';

const PAGE = 50;

/** The newest clicks of the period, fifty at a time, and the whole period as a CSV download. */
export function LatestClicks({ subject, period }: { subject: StatsSubject; period: StatsParams | null }) {
  const { t } = useTranslation();
  const counted = useCountText();
  const [limit, setLimit] = useState(PAGE);
  const clicks = useClicks(subject, period, limit);
  const items = clicks.data?.items ?? [];

  return (
    // A plain box, not a landmark: the table's scrolling region is the one landmark, named by this heading (two
    // landmarks with one name left screen-reader users guessing which was which).
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5">
        <h3 id="latest-clicks" className="text-base font-semibold text-slate-900">
          {counted('stats.latest_title')}
        </h3>
        {period && (
          <a href={clicksCsvUrl(subject, period)} download className={buttonClasses('secondary', 'px-3 py-2')}>
            <Download className="size-4" aria-hidden="true" />
            {t('stats.download_csv')}
          </a>
        )}
      </div>
      <div className="mt-4">
        {clicks.isPending && period ? (
          <LoadingBlock className="py-10" />
        ) : clicks.isError && !clicks.data ? (
          <div className="px-5 pb-5">
            <LoadError error={clicks.error} onRetry={() => void clicks.refetch()} />
          </div>
        ) : items.length === 0 ? (
          <p className="px-5 pb-6 text-sm text-slate-500">{counted('stats.latest_empty')}</p>
        ) : (
          <ClicksTable clicks={items} labelledBy="latest-clicks" />
        )}
      </div>
      {items.length >= limit && (
        <div className="flex justify-center border-t border-slate-100 p-4">
          <Button variant="secondary" busy={clicks.isFetching} onClick={() => setLimit((value) => value + PAGE)}>
            {t('stats.show_more')}
          </Button>
        </div>
      )}
    </div>
  );
}
