import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterOfRow, type Breakdown } from '../../shared/stat-values.js';
import type { BreakdownRow } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { usePluralCount } from '../i18n/plural-count.js';
import { CountryFlag } from './CountryFlag.js';
import { useStatLabels } from './stat-labels.js';
import type { FilterToggle } from './stats-filters.js';

const FIRST_ROWS = 6;

/**
 * One breakdown (countries, browsers, …): the biggest values first, each with a bar of its share of the period.
 * Choosing a row shows only its clicks (a filter, as Dub does); choosing it again lifts the filter.
 */
export function BreakdownCard({
  dimension,
  rows,
  total,
  filters,
  className = '',
}: {
  dimension: Breakdown;
  rows: BreakdownRow[];
  total: number;
  filters: FilterToggle;
  className?: string;
}) {
  const { t } = useTranslation();
  const count = usePluralCount();
  const format = useFormat();
  const labels = useStatLabels();
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? rows : rows.slice(0, FIRST_ROWS);
  const share = (row: BreakdownRow) => (total > 0 ? row.clicks / total : 0);
  const name = (row: BreakdownRow) => labels.rowName(dimension, row);

  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h3 className="text-base font-semibold text-slate-900">{t(`stats.breakdown.${dimension}`)}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('stats.no_data')}</p>
      ) : (
        <ul className="mt-3 space-y-1">
          {visible.map((row) => (
            <li key={`${row.country ?? ''}:${row.value ?? ''}`} className="text-sm">
              <button
                type="button"
                aria-pressed={filters.isActive(dimension, row)}
                title={t('stats.filter_by', { value: name(row) })}
                onClick={() => filters.toggle(filterOfRow(dimension, row))}
                className="group -mx-2 block w-[calc(100%+1rem)] rounded-lg px-2 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-50"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-slate-800 group-aria-pressed:font-semibold">
                    <CountryFlag code={dimension === 'country' ? row.value : row.country} />
                    {name(row)}
                    {row.value !== null && row.country && dimension !== 'country' && (
                      <span className="text-slate-500">, {labels.country(row.country)}</span>
                    )}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    <span className="font-semibold text-slate-900">{format.number(row.clicks)}</span>
                    {/* "64,3 %" (Finnish, French: a space before the sign) stays on one line. */}
                    <span className="ml-2 inline-block min-w-12 text-right whitespace-nowrap text-slate-600">
                      {format.number(share(row), { style: 'percent', maximumFractionDigits: 1 })}
                    </span>
                  </span>
                </span>
                {(row.responses || row.views) && (
                  // What a rule or variant brought to this server's form or page, beside its clicks.
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {[
                      row.responses ? count('stats.route_outcome.responses', row.responses) : null,
                      row.views ? count('stats.route_outcome.views', row.views) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-full rounded-full bg-brand-500" style={{ width: `${share(row) * 100}%` }} />
                </span>
              </button>
            </li>
          ))}
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
