import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { BackLink } from '../../kit/BackLink.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { FeedbackMissing } from './FeedbackMissing.js';
import { formDetailKey, useFormDetail } from './form-queries.js';
import { toResponseFilter, useFilterSelection } from './statistics-filter.js';
import { FormStatisticsView } from './statistics/FormStatisticsView.js';
import { LiveResponsesBadge } from './statistics/LiveResponsesBadge.js';
import { useFormStatistics } from './statistics/statistics-api.js';
import { useLiveFormStatistics } from './statistics/use-live-form-statistics.js';
import { StatisticsFilters } from './StatisticsFilters.js';

/**
 * /feedback/{id}/statistics: the form's responses and each question's results, filtered by date range, QR code,
 * location and event (kept in the address), exported as CSV, and updated live as responses arrive.
 */
export function FeedbackStatisticsPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const detail = useFormDetail(id);
  const queryClient = useQueryClient();
  const live = useLiveFormStatistics(id, () => void queryClient.invalidateQueries({ queryKey: formDetailKey(id) }));
  return (
    <QueryGate
      query={detail}
      notFound={<FeedbackMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/feedbacks" label={t('feedback.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(form) => (
        <div className="space-y-6">
          <PageHeader
            eyebrow={<BackLink to={`/feedback/${form.id}`} label={t('feedback_stats.back_to_form')} />}
            title={t('feedback_stats.page_title', { name: form.name })}
            description={t('feedback_stats.subtitle')}
            actions={<LiveResponsesBadge live={live} />}
          />
          <FilteredStatistics form={form} />
        </div>
      )}
    </QueryGate>
  );
}

function FilteredStatistics({ form }: { form: FeedbackFormDetail }) {
  const [selection, setSelection] = useFilterSelection();
  const { filter, issues } = toResponseFilter(selection);
  const statistics = useFormStatistics(form.id, filter);
  return (
    <div className="space-y-6">
      <StatisticsFilters form={form} selection={selection} onChange={setSelection} issues={issues ?? {}} />
      {statistics.isPending && !statistics.isPlaceholderData ? (
        filter && <LoadingBlock />
      ) : statistics.isError ? (
        <LoadError error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : statistics.data && filter ? (
        <div
          className={`transition-opacity ${statistics.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={statistics.isPlaceholderData || undefined}
        >
          <FormStatisticsView statistics={statistics.data} filter={filter} />
        </div>
      ) : null}
    </div>
  );
}
