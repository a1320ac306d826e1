import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EventItem, EventStatistics } from '../../../shared/events.js';
import type { ResponseFilter } from '../../../shared/feedback-statistics.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useResponseStream } from '../../kit/use-response-stream.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import { FormStatisticsView, LiveResponsesBadge } from '../feedback/index.js';
import { EventMissing } from './EventMissing.js';
import { events, eventStatisticsKey, useEventStatistics } from './event-queries.js';
import { useWindowText } from './event-window.js';
import { Can } from '../../kit/Can.js';

/**
 * /event/{id}/statistics: the responses to the event's forms within its window, in total and form by form, kept
 * live: a response to one of its forms reads the figures again.
 */
export function EventStatisticsPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const event = events.useItem(id);
  const statistics = useEventStatistics(id);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: eventStatisticsKey(id) });
  const live = useResponseStream({
    onResponse: (response) => {
      if (statistics.data?.forms.some((form) => form.feedbackId === response.feedbackId)) refresh();
    },
    onResync: refresh,
  });
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/event/${id}`} label={t('event.back_to_event')} />}
        title={event.data ? t('event.statistics_title', { name: event.data.name }) : t('event.statistics')}
        description={event.data ? <WindowLine event={event.data} /> : undefined}
      />
      <QueryGate query={event} notFound={<EventMissing />}>
        {(data) => (
          <QueryGate query={statistics} notFound={<EventMissing />}>
            {(figures) => <EventFigures event={data} figures={figures} live={live} />}
          </QueryGate>
        )}
      </QueryGate>
    </div>
  );
}

function WindowLine({ event }: { event: EventItem }) {
  const windowText = useWindowText();
  return <span data-testid="event-window">{windowText(event)}</span>;
}

function EventFigures({ event, figures, live }: { event: EventItem; figures: EventStatistics; live: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (figures.forms.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t('event.statistics_no_forms_title')}
        action={
          <Can permission="edit">
            <ButtonLink to={`/event/${event.id}/edit`}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('event.link_forms')}
            </ButtonLink>
          </Can>
        }
      >
        {t('event.statistics_no_forms_text')}
      </EmptyState>
    );
  }
  // The forms' own filters: the event's window as exact instants (the text answers' "more" and the CSV use it).
  const filter: ResponseFilter = {
    ...(figures.startsAt && { from: figures.startsAt }),
    ...(figures.endsAt && { to: figures.endsAt }),
    tz: viewerTimeZone(),
  };
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div>
          <p className="text-sm text-slate-600">{t('event.total_responses')}</p>
          <p className="mt-1 text-4xl font-bold text-slate-900 tabular-nums" data-testid="event-total-responses">
            {format.number(figures.responses)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('event.forms_counted', { number: format.number(figures.forms.length) })}
          </p>
        </div>
        <LiveResponsesBadge live={live} />
      </div>
      {figures.forms.map((form) => (
        <section key={form.feedbackId} aria-labelledby={`event-form-${form.feedbackId}`} className="space-y-4">
          <h2 id={`event-form-${form.feedbackId}`} className="text-lg font-semibold break-words text-slate-900">
            <Link to={`/feedback/${form.feedbackId}`} className="underline-offset-2 hover:underline">
              {form.name}
            </Link>
          </h2>
          <FormStatisticsView statistics={form} filter={filter} headingLevel={3} />
        </section>
      ))}
    </div>
  );
}
