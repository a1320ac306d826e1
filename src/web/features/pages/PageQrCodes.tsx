import { QrCode as QrCodeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageDetail } from '../../../shared/pages.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { newPageQrCodePath } from './page-qr-type.js';

/** The dynamic QR codes that lead to the page, each to its own page (design, downloads, scans), and a new one. */
export function PageQrCodes({ page }: { page: PageDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="page-qr-codes"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="page-qr-codes" className="text-base font-semibold text-slate-900">
          {t('page.qr_title')}
        </h2>
        <ButtonLink to={newPageQrCodePath(page)} variant="secondary" className="px-3 py-2">
          <QrCodeIcon className="size-4" aria-hidden="true" />
          {t('page.qr_create')}
        </ButtonLink>
      </div>
      {page.codes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('page.qr_none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="page-qr-codes">
          {page.codes.map((code) => (
            <li key={code.id}>
              <Link
                to={`/qr-code/${code.id}`}
                className="flex items-center gap-3 rounded-lg px-2 py-3 text-sm hover:bg-slate-50"
                aria-label={t('page.qr_open_named', { name: code.name })}
              >
                <QrCodeIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-900">{code.name}</span>
                  <span className="block font-mono text-xs [overflow-wrap:anywhere] text-slate-600">
                    {code.shortUrl}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
