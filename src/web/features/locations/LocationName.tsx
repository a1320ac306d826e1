import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../i18n/errors.js';
import { isMissing } from '../../kit/resource-queries.js';
import { locations } from './location-queries.js';

/** A location named by its id (a QR code's place), linking to its page; said plainly when it has been deleted. */
export function LocationName({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = locations.useItem(id);
  if (location.isPending) return <span className="text-slate-500">{t('common.loading')}</span>;
  if (!location.data) {
    return (
      <span className="text-slate-500">
        {isMissing(location.error) ? t('location.picker_gone') : errorText(t, location.error)}
      </span>
    );
  }
  return (
    <Link
      to={`/location/${location.data.id}`}
      className="inline-flex items-start gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{location.data.name}</span>
    </Link>
  );
}
