import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pageTypeLabel } from '../../../shared/catalogues.js';
import type { PageDetail } from '../../../shared/pages.js';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PublicAddress } from '../../kit/PublicAddress.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { Fact } from '../../kit/Fact.js';
import { noticeState, useNotice } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { PageMissing } from './PageMissing.js';
import { PageQrCodes } from './PageQrCodes.js';
import { pages, pageTypeIcon, usePage } from './page-queries.js';
import { PageTypeIcon } from './page-type-icons.js';
import { PhonePreview } from './PhonePreview.js';
import { PublishedBadge } from './PublishedBadge.js';
import { Can } from '../../kit/Can.js';

/** /page/{id}: the page's facts and public address, the QR codes leading to it, and the page as a phone shows it. */
export function PageDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const page = usePage(id);
  const notice = useNotice();
  return (
    <QueryGate
      query={page}
      notFound={<PageMissing />}
      frame={(state) => (
        <div className="space-y-4">
          <BackLink to="/pages" label={t('page.back_to_list')} />
          {state}
        </div>
      )}
    >
      {(data) => (
        <div className="space-y-6">
          {notice === 'saved' && <Alert tone="success">{t('settings.saved')}</Alert>}
          <DetailHeader page={data} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
            <div className="min-w-0 space-y-6">
              <PageFacts page={data} />
              <PageAddress page={data} />
              <PageQrCodes page={data} />
            </div>
            <PhonePreview page={data} />
          </div>
        </div>
      )}
    </QueryGate>
  );
}

function DetailHeader({ page }: { page: PageDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = pages.useRemove();
  const attached = page.codes.length;
  return (
    <PageHeader
      eyebrow={<BackLink to="/pages" label={t('page.back_to_list')} />}
      title={page.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <PageTypeIcon icon={pageTypeIcon(page.typeId)} className="size-4 text-slate-500" />
          {t(pageTypeLabel(page.typeId))}
          <PublishedBadge published={page.published} />
        </span>
      }
      actions={
        <>
          <Can permission="edit">
            <ButtonLink to={`/page/edit/${page.id}`}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('page.edit')}
            </ButtonLink>
          </Can>
          {/* The confirmation says what the delete touches: the codes printed for the page stop leading anywhere. */}
          <DeleteButton
            label={t('page.delete')}
            title={t('page.delete_title')}
            description={
              <>
                {t('page.delete_text', { name: page.name })}{' '}
                {attached > 0 ? t('page.delete_codes', { count: attached }) : t('page.delete_no_codes')}
              </>
            }
            confirmLabel={t('page.delete_confirm')}
            onDelete={() => remove.mutateAsync(page.id)}
            onDeleted={() => navigate('/pages', { state: noticeState('deleted') })}
          />
        </>
      }
    />
  );
}

function PageFacts({ page }: { page: PageDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-3 sm:p-6">
      <Fact term={t('page.views')}>
        <span className="font-semibold tabular-nums" data-testid="page-views">
          {format.number(page.views)}
        </span>
      </Fact>
      <Fact term={t('page.created')}>
        <time dateTime={page.createdAt}>
          {format.date(page.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Fact>
      <Fact term={t('page.updated')}>
        <time dateTime={page.updatedAt}>
          {format.date(page.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Fact>
      {page.latitude !== null && page.longitude !== null && (
        <Fact term={t('page.place')}>
          <span className="tabular-nums">
            {format.number(page.latitude, { maximumFractionDigits: 6 })},{' '}
            {format.number(page.longitude, { maximumFractionDigits: 6 })}
          </span>
        </Fact>
      )}
      {page.campaignId !== null && page.campaignName !== null && (
        <Fact term={t('page.campaign')}>
          <Link
            to={`/campaign/${page.campaignId}`}
            className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
          >
            {page.campaignName}
          </Link>
        </Fact>
      )}
    </dl>
  );
}

function PageAddress({ page }: { page: PageDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="page-public-address"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="page-public-address" className="text-base font-semibold text-slate-900">
          {t('page.public_address')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('page.public_address_hint')}</p>
      </div>
      <PublicAddress
        url={page.publicUrl}
        copyLabel={t('page.copy_address')}
        openLabel={t('page.open_page')}
        notice={page.published ? null : t('page.draft_notice')}
      />
    </section>
  );
}
