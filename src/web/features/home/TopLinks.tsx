import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkStats } from '../../../shared/stats.js';
import { useFormat } from '../../i18n/format.js';

const SHOWN = 6;

/** The links with the most clicks in the last 30 days, each leading to its own statistics. */
export function TopLinks({ stats }: { stats: LinkStats | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Scans of QR codes that lead to an address of their own count for no link (value null): not a link to rank.
  const rows = (stats?.breakdowns.link ?? []).filter((row) => row.value !== null).slice(0, SHOWN);
  const top = rows[0]?.clicks ?? 0;
  return (
    <section aria-labelledby="top-links" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="top-links" className="text-base font-semibold text-slate-900">
          {t('home.top_links')}
        </h2>
        <span className="text-xs text-slate-500">{t('home.last_30_days')}</span>
      </div>
      {stats && rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('home.top_links_empty')}</p>
      ) : (
        <ol className="mt-3 space-y-1">
          {rows.map((row) => (
            <li key={row.value ?? ''}>
              <Link
                to={`/link/${row.value ?? ''}`}
                className="-mx-2 block rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2 text-slate-800">
                    <Link2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    <span className="truncate">{row.label ?? t('stats.deleted_link')}</span>
                  </span>
                  <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                    {format.number(row.clicks)}
                  </span>
                </span>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${top > 0 ? (row.clicks / top) * 100 : 0}%` }}
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
