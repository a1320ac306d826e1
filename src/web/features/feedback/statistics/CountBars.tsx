import { useFormat } from '../../../i18n/format.js';

export interface CountBarRow {
  /** Stable key of the row (the option, the star). */
  key: string;
  /** What is counted, as shown (may hold an icon). */
  label: React.ReactNode;
  count: number;
  /** 0–1 of the respondents who answered. */
  share: number;
}

/**
 * Counts as horizontal bars, each with its number and share written beside it: the bar is decoration, the text is
 * what screen readers read (a list of "label, count, share"). Bars are scaled to the largest share, so a small
 * difference between options stays visible.
 */
export function CountBars({ rows, tone = 'brand' }: { rows: CountBarRow[]; tone?: 'brand' | 'amber' }) {
  const format = useFormat();
  const widest = Math.max(0, ...rows.map((row) => row.share));
  return (
    <ul className="space-y-2.5">
      {rows.map((row) => (
        <li key={row.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words text-slate-800">{row.label}</span>
            <span className="shrink-0 text-slate-600 tabular-nums">
              <span className="font-semibold text-slate-900">{format.number(row.count)}</span>
              {' · '}
              {format.number(row.share, { style: 'percent', maximumFractionDigits: 1 })}
            </span>
          </div>
          <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className={`h-full rounded-full ${tone === 'amber' ? 'bg-amber-400' : 'bg-brand-500'}`}
              style={{ width: widest > 0 ? `${(row.share / widest) * 100}%` : '0%' }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** count ÷ total, 0 when nobody answered. */
export const shareOf = (count: number, total: number) => (total > 0 ? count / total : 0);
