import { ChartColumn, Clock, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventItem } from '../../../shared/events.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { useWindowText } from './event-window.js';
import { Can } from '../../kit/Can.js';

// The card's smaller actions: a ghost button's look with less padding, so three fit one line in most languages.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/** One event in the list: its name and time window, how many forms it links, when it was made, and the ways on. */
export function EventCard({ event }: { event: EventItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const windowText = useWindowText();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="event-card"
    >
      <h2 className="truncate text-base font-semibold text-slate-900" title={event.name}>
        {event.name}
      </h2>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={t('event.window')} />
        <span>{windowText(event)}</span>
      </p>
      <dl className="mt-4 flex flex-1 items-start gap-6 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('event.linked_forms')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(event.forms.length)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('event.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={event.createdAt}>{format.date(event.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/event/${event.id}`}
          aria-label={t('event.details_for', { name: event.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('event.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/event/${event.id}/edit`}
            aria-label={t('event.edit_named', { name: event.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('event.edit')}
          </Link>
        </Can>
        <Link
          to={`/event/${event.id}/statistics`}
          aria-label={t('event.statistics_of', { name: event.name })}
          className={CARD_ACTION}
        >
          <ChartColumn className="size-4" aria-hidden="true" />
          {t('event.statistics')}
        </Link>
      </div>
    </article>
  );
}
