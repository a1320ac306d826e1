import { useQuery } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page } from '../../../shared/list.js';
import type { QrCode as QrCodeItem } from '../../../shared/qr-codes.js';
import { api } from '../../api/client.js';
import { RankedRow } from './RankedRow.js';
import { Can } from '../../kit/Can.js';

const SHOWN = 5;
// The newest 100 codes, ranked here by their scans of all time; a workspace with more is ranked among those.
const SAMPLE = 100;

/** The QR codes scanned most (all time), each leading to its own page. Static codes are not tracked: left out. */
export function TopQrCodes() {
  const { t } = useTranslation();
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
          <Can permission="edit">
            <Link to="/qr-code/new" className="font-medium text-brand-700 hover:underline">
              {t('home.create_qr_code')}
            </Link>
          </Can>
        </p>
      ) : (
        <ol className="mt-3 space-y-1">
          {rows.map((code) => (
            <RankedRow
              key={code.id}
              to={`/qr-code/${code.id}`}
              icon={QrCode}
              label={code.name}
              count={code.scans}
              top={top}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
