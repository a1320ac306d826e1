import { useQuery } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page } from '../../../shared/list.js';
import type { QrCode as QrCodeItem } from '../../../shared/qr-codes.js';
import { api } from '../../api/client.js';
import { useFormat } from '../../i18n/format.js';

const SHOWN = 5;
// The newest 100 codes, ranked here by their scans of all time; a workspace with more is ranked among those.
const SAMPLE = 100;

/** The QR codes scanned most (all time), each leading to its own page. Static codes are not tracked: left out. */
export function TopQrCodes() {
  const { t } = useTranslation();
  const format = useFormat();
  const codes = useQuery({
    // Under ['qr-codes', …]: creating, editing or deleting a code refreshes it with the code's own lists.
    queryKey: ['qr-codes', 'list', 'home-top'],
    queryFn: ({ signal }) => api<Page<QrCodeItem>>(`/api/qr-codes?limit=${SAMPLE}`, { signal }),
  });
  const rows = (codes.data?.items ?? [])
    .filter((code) => code.qrClass === 'dynamic' && code.scans > 0)
    .sort((a, b) => b.scans - a.scans)
    .slice(0, SHOWN);
  const top = rows[0]?.scans ?? 0;
  return (
    <section aria-labelledby="top-qr-codes" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="top-qr-codes" className="text-base font-semibold text-slate-900">
          {t('home.top_qr_codes')}
        </h2>
        <span className="text-xs text-slate-500">{t('home.all_time')}</span>
      </div>
      {codes.isError ? (
        <p className="mt-4 text-sm text-slate-500">{t('home.top_qr_codes_failed')}</p>
      ) : codes.data && rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">
          {t('home.top_qr_codes_empty')}{' '}
          <Link to="/qr-code/new" className="font-medium text-brand-700 hover:underline">
            {t('home.create_qr_code')}
          </Link>
        </p>
      ) : (
        <ol className="mt-3 space-y-1">
          {rows.map((code) => (
            <li key={code.id}>
              <Link
                to={`/qr-code/${code.id}`}
                className="-mx-2 block rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2 text-slate-800">
                    <QrCode className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    <span className="truncate">{code.name}</span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                    {format.number(code.scans)}
                  </span>
                </span>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${top > 0 ? (code.scans / top) * 100 : 0}%` }}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
