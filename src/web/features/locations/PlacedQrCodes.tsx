import { ChevronRight, Plus, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocationItem } from '../../../shared/locations.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useFormat } from '../../i18n/format.js';
import { listItems, LoadMore } from '../../kit/LoadMore.js';
import { usePlacedQrCodes } from './location-queries.js';

/** The QR codes placed at the location, each leading to its page, with its scans; and how to place one there. */
export function PlacedQrCodes({ location }: { location: LocationItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = usePlacedQrCodes(location.id);
  const codes = listItems(list);
  const newCode = `/qr-code/new?locationId=${encodeURIComponent(location.id)}`;

  return (
    <section
      aria-labelledby="location-qr-codes"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="location-qr-codes" className="text-base font-semibold text-slate-900">
          {t('location.placed_title')}
        </h2>
        {codes.length > 0 && (
          <ButtonLink to={newCode} variant="secondary" className="px-3 py-2">
            <Plus className="size-4" aria-hidden="true" />
            {t('location.place_new_code')}
          </ButtonLink>
        )}
      </div>
      {list.isPending ? (
        <LoadingBlock className="py-8" />
      ) : !list.data ? (
        <div className="mt-3">
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : codes.length === 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <p>{t('location.placed_none')}</p>
          <Link to={newCode} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('location.place_new_code')}
          </Link>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <ul className="divide-y divide-slate-100" data-testid="placed-qr-codes">
            {codes.map((code) => (
              <li key={code.id}>
                <Link
                  to={`/qr-code/${code.id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 text-sm hover:bg-slate-50"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <QrCode className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">{code.name}</span>
                    <span className="block truncate font-mono text-xs text-slate-600">
                      {code.shortUrl ?? t('location.static_code')}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block font-semibold text-slate-900 tabular-nums">
                      {code.qrClass === 'dynamic' ? format.number(code.scans) : '–'}
                    </span>
                    <span className="block text-xs text-slate-500">{t('location.scans')}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore list={list} />
        </div>
      )}
    </section>
  );
}
