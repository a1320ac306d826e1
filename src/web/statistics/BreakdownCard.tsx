import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Breakdown, BreakdownRow } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { CountryFlag } from './CountryFlag.js';
import { useStatLabels } from './stat-labels.js';

const FIRST_ROWS = 6;

/** One breakdown (countries, browsers, …): the biggest values first, each with a bar of its share of the period. */
export function BreakdownCard({
  dimension,
  rows,
  total,
  className = '',
}: {
  dimension: Breakdown;
  rows: BreakdownRow[];
  total: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useStatLabels();
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? rows : rows.slice(0, FIRST_ROWS);

  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h3 className="text-base font-semibold text-slate-900">{t(`stats.breakdown.${dimension}`)}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('stats.no_data')}</p>
      ) : (
        <ul className="mt-3 space-y-2.5">
          {visible.map((row) => {
            const share = total > 0 ? row.clicks / total : 0;
            return (
              <li key={`${row.country ?? ''}:${row.value ?? ''}`} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-slate-800">
                    <CountryFlag code={dimension === 'country' ? row.value : row.country} />
                    {labels.value(dimension, row)}
                    {row.value !== null && row.country && dimension !== 'country' && (
                      <span className="text-slate-500">, {labels.country(row.country)}</span>
                    )}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    <span className="font-semibold text-slate-900">{format.number(row.clicks)}</span>
                    <span className="ml-2 inline-block w-12 text-right text-slate-600">
                      {format.number(share, { style: 'percent', maximumFractionDigits: 1 })}
                    </span>
                  </span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${share * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > FIRST_ROWS && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-3 rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? t('stats.show_less') : t('stats.show_all', { count: format.number(rows.length) })}
        </button>
      )}
    </section>
  );
}
