import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ExternalLink, Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LocationItem, LocationList, PlacedQrCodeList } from '../../../shared/locations.js';
import type { ClickEvent } from '../../../shared/stats.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { CopyButton } from '../../components/ui/CopyButton.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { Statistics } from '../../statistics/Statistics.js';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';
import { useCoordinatesText } from './coordinates.js';
import { locations, locationSubject } from './location-queries.js';
import { LocationMissing } from './LocationMissing.js';
import { PlacedQrCodes } from './PlacedQrCodes.js';
import { Can } from '../../kit/Can.js';

// Leaflet and the world's outlines load with the map, not with the app or this page's first paint.
const LocationMap = lazy(() => import('./map/LocationMap.js'));

const panelClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** /location/{id}: where it is (facts and a map), the QR codes placed there, and their scans, live. */
export function LocationDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const location = locations.useItem(id);
  const live = useScanStream(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={location}
      notFound={<LocationMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/locations" label={t('location.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-10">
          <div className="space-y-6">
            {notice === 'created' && <Alert tone="success">{t('location.created_notice')}</Alert>}
            {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
            <LocationHeader location={data} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <LocationFacts location={data} />
              <section aria-labelledby="location-map-title" className={panelClass}>
                <h2 id="location-map-title" className="sr-only">
                  {t('location.map_title')}
                </h2>
                <Suspense fallback={<LoadingBlock className="h-72 items-center sm:h-96" />}>
                  <LocationMap latitude={data.latitude} longitude={data.longitude} name={data.name} />
                </Suspense>
              </section>
            </div>
            <PlacedQrCodes location={data} />
          </div>
          <Statistics subject={locationSubject(data.id)} since={data.createdAt} live={live} />
        </div>
      )}
    </QueryGate>
  );
}

function LocationHeader({ location }: { location: LocationItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = locations.useRemove();
  const attached = location.qrCodes > 0 || location.events > 0;
  return (
    <PageHeader
      eyebrow={<BackLink to="/locations" label={t('location.back_to_list')} />}
      title={location.name}
      actions={
        <>
          <Can permission="edit">
            <ButtonLink to={`/location/edit/${location.id}`} variant="secondary">
              <Pencil className="size-4" aria-hidden="true" />
              {t('location.edit')}
            </ButtonLink>
          </Can>
          {/* The confirmation says what is placed here, and that it stays. */}
          <DeleteButton
            label={t('location.delete')}
            title={t('location.delete_title')}
            description={
              <>
                {t('location.delete_text', { name: location.name })}{' '}
                {attached
                  ? t('location.delete_attached', { codes: location.qrCodes, events: location.events })
                  : t('location.delete_nothing_attached')}
              </>
            }
            confirmLabel={t('location.delete_confirm')}
            onDelete={() => remove.mutateAsync(location.id)}
            onDeleted={() => navigate('/locations', { state: noticeState('deleted') })}
          />
        </>
      }
    />
  );
}

function LocationFacts({ location }: { location: LocationItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const coordinates = useCoordinatesText();
  const point = `${location.latitude}, ${location.longitude}`;
  const osm = `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=17/${location.latitude}/${location.longitude}`;
  return (
    <section aria-labelledby="location-facts" className={`${panelClass} space-y-5`}>
      <h2 id="location-facts" className="sr-only">
        {t('location.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <Fact term={t('location.coordinates')} className="col-span-2">
          <span className="font-mono tabular-nums" data-testid="location-coordinates">
            {coordinates(location)}
          </span>
        </Fact>
        <Fact term={t('location.address')} className="col-span-2">
          {location.address ?? <span className="text-slate-500">{t('location.no_address')}</span>}
        </Fact>
        <Fact term={t('location.qr_codes')}>
          <span className="font-semibold tabular-nums">{format.number(location.qrCodes)}</span>
        </Fact>
        <Fact term={t('location.events')}>
          <span className="font-semibold tabular-nums">{format.number(location.events)}</span>
        </Fact>
        <Fact term={t('location.scans')}>
          <span className="font-semibold tabular-nums" data-testid="location-scans">
            {format.number(location.scans)}
          </span>
        </Fact>
        <Fact term={t('location.created')}>
          <time dateTime={location.createdAt}>{format.date(location.createdAt, { dateStyle: 'medium' })}</time>
        </Fact>
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <CopyButton text={point} label={t('location.copy_coordinates')} />
        {/* Opened by the person, in a new tab: the product itself calls no map service. */}
        <a
          href={osm}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('location.open_in_osm')}
          <span className="sr-only">{t('location.opens_new_tab')}</span>
        </a>
      </div>
    </section>
  );
}

/** The location's statistics kept live; its own total and its codes' totals raised with each scan as it arrives. */
function useScanStream(id: string): boolean {
  const queryClient = useQueryClient();
  const bump = (location: LocationItem) => (location.id === id ? { ...location, scans: location.scans + 1 } : location);
  return useSubjectStream(locationSubject(id), {
    onClick: (event: ClickEvent) => {
      queryClient.setQueryData<LocationItem>(locations.keys.detail(id), (location) => location && bump(location));
      queryClient.setQueriesData<InfiniteData<LocationList>>(
        { queryKey: locations.keys.lists() },
        (data) =>
          data?.pages && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(bump) })) },
      );
      const qrId = event.click.qrId;
      queryClient.setQueryData<InfiniteData<PlacedQrCodeList>>(
        [...locations.keys.detail(id), 'qr-codes'],
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((code) => (code.id === qrId ? { ...code, scans: code.scans + 1 } : code)),
            })),
          },
      );
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: locations.keys.detail(id) }),
  });
}
