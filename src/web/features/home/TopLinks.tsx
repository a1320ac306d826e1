import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../../shared/stats.js';
import { RankedRow } from './RankedRow.js';

const SHOWN = 6;

/** The links with the most clicks in the last 30 days, each leading to its own statistics. */
export function TopLinks({ stats }: { stats: SubjectStats | undefined }) {
  const { t } = useTranslation();
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
            <RankedRow
              key={row.value ?? ''}
              to={`/link/${row.value ?? ''}`}
              icon={Link2}
              label={row.label ?? t('stats.deleted_link')}
              count={row.clicks}
              top={top}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
