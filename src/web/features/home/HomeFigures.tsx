import { QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StatsSummary } from '../../../shared/stats.js';
import { useFormat } from '../../i18n/format.js';
import { ChangeBadge } from '../../statistics/ChangeBadge.js';

const PERIODS = [
  { key: 'today', label: 'home.today', compared: 'home.vs_yesterday' },
  { key: 'last7Days', label: 'home.last_7_days', compared: 'home.vs_previous_7' },
  { key: 'last30Days', label: 'home.last_30_days', compared: 'home.vs_previous_30' },
] as const;

/**
 * Clicks today, in the last 7 and the last 30 days, each with how many of them were QR code scans, unique visitors
 * and the change against before.
 */
export function HomeFigures({ summary }: { summary: StatsSummary | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      {PERIODS.map((period) => {
        const figures = summary?.[period.key];
        return (
          <div key={period.key} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <dt className="text-sm font-medium text-slate-600">{t(period.label)}</dt>
            <dd
              className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
              data-testid={`home-${period.key}`}
            >
              {figures ? format.number(figures.clicks) : <span className="text-slate-300">–</span>}
              <span className="ml-1.5 text-sm font-medium text-slate-500">{t('home.clicks')}</span>
            </dd>
            {figures && (
              <dd className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-slate-500">
                <ChangeBadge current={figures.clicks} previous={figures.previous.clicks} />
                <span>{t(period.compared)}</span>
              </dd>
            )}
            {figures && (
              // Of the clicks, those that came through a QR code: scans beside clicks (docs/product.md, Home).
              <dd
                className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-slate-700"
                data-testid={`home-${period.key}-scans`}
              >
                <QrCode className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span>{t('home.qr_scans', { number: format.number(figures.scans) })}</span>
                <ChangeBadge current={figures.scans} previous={figures.previous.scans} />
              </dd>
            )}
            {figures && (
              <dd className="mt-0.5 text-xs text-slate-500">
                {t('home.unique_visitors', { count: format.number(figures.uniques) })}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
