import { MapPin, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocationItem } from '../../../shared/locations.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { useFormat } from '../../i18n/format.js';
import { useCoordinatesText } from './coordinates.js';
import { Can } from '../../kit/Can.js';

// The card's smaller action: a ghost button's look with less padding, as on the other lists' cards.
const CARD_ACTION =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100';

/** One location in the list: its name and point, its address, what is placed there and its scans, when it was made. */
export function LocationCard({ location }: { location: LocationItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const coordinates = useCoordinatesText();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      data-testid="location-card"
    >
      <h2 className="truncate text-base font-semibold text-slate-900" title={location.name}>
        {location.name}
      </h2>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin className="size-4 shrink-0 text-brand-600" aria-label={t('location.coordinates')} />
        <span className="truncate font-mono tabular-nums" data-testid="location-coordinates">
          {coordinates(location)}
        </span>
      </p>
      {location.address && (
        <p className="mt-1 truncate text-sm text-slate-600" title={location.address}>
          {location.address}
        </p>
      )}
      <dl className="mt-4 flex flex-1 flex-wrap items-start gap-x-6 gap-y-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('location.qr_codes')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(location.qrCodes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('location.scans')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{format.number(location.scans)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('location.created')}</dt>
          <dd className="text-slate-700">
            <time dateTime={location.createdAt}>{format.date(location.createdAt, { dateStyle: 'medium' })}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-4">
        <Link
          to={`/location/${location.id}`}
          aria-label={t('location.details_for', { name: location.name })}
          className={buttonClasses('secondary', 'px-3 py-2')}
        >
          {t('location.details')}
        </Link>
        <Can permission="edit">
          <Link
            to={`/location/edit/${location.id}`}
            aria-label={t('location.edit_named', { name: location.name })}
            className={CARD_ACTION}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('location.edit')}
          </Link>
        </Can>
      </div>
    </article>
  );
}
