import { ChartColumn, ClipboardList, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventItem } from '../../../shared/events.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { EventMissing } from './EventMissing.js';
import { events } from './event-queries.js';
import { useWindowText } from './event-window.js';
import { Can } from '../../kit/Can.js';

/** /event/{id}: the event's window and place, the forms answered there, and the ways to its statistics, edit, delete. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const event = events.useItem(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={event}
      notFound={<EventMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/events" label={t('event.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-6">
          {notice === 'created' && <Alert tone="success">{t('event.created_notice')}</Alert>}
          {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
          <EventHeader event={data} />
          <EventFacts event={data} />
          <LinkedForms event={data} />
        </div>
      )}
    </QueryGate>
  );
}

function EventHeader({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = events.useRemove();
  return (
    <PageHeader
      eyebrow={<BackLink to="/events" label={t('event.back_to_list')} />}
      title={event.name}
      actions={
        <>
          <ButtonLink to={`/event/${event.id}/statistics`}>
            <ChartColumn className="size-4" aria-hidden="true" />
            {t('event.statistics')}
          </ButtonLink>
          <Can permission="edit">
            <ButtonLink to={`/event/${event.id}/edit`} variant="secondary">
              <Pencil className="size-4" aria-hidden="true" />
              {t('event.edit')}
            </ButtonLink>
          </Can>
          {/* The confirmation says what stays: the forms and their responses. */}
          <DeleteButton
            label={t('event.delete')}
            title={t('event.delete_title')}
            description={t('event.delete_text', { name: event.name })}
            confirmLabel={t('event.delete_confirm')}
            onDelete={() => remove.mutateAsync(event.id)}
            onDeleted={() => navigate('/events', { state: noticeState('deleted') })}
          />
        </>
      }
    />
  );
}

function EventFacts({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-3 sm:p-6">
      <Fact term={t('event.window')}>
        <span data-testid="event-window">{windowText(event)}</span>
      </Fact>
      {event.locationId && event.locationName && (
        <Fact term={t('event.location')}>
          <Link
            to={`/location/${event.locationId}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {event.locationName}
          </Link>
        </Fact>
      )}
      <Fact term={t('event.created')}>
        <time dateTime={event.createdAt}>
          {format.date(event.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Fact>
    </dl>
  );
}

function LinkedForms({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="event-linked-forms"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="event-linked-forms" className="text-base font-semibold text-slate-900">
        {t('event.linked_forms')}
      </h2>
      {event.forms.length === 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <p>{t('event.no_forms')}</p>
          <Can permission="edit">
            <Link
              to={`/event/${event.id}/edit`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('event.link_forms')}
            </Link>
          </Can>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {event.forms.map((form) => (
            <li key={form.id}>
              <Link
                to={`/feedback/${form.id}`}
                className="flex items-center gap-3 rounded-lg px-2 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                <ClipboardList className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 break-words">{form.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
