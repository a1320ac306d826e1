import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormStatistics } from '../../../../shared/feedback-statistics.js';
import { Button } from '../../../components/ui/Button.js';
import { useFormat } from '../../../i18n/format.js';
import { niceMax } from '../../../statistics/chart-scale.js';

const GAP = 0.2; // of a day's width, between bars
// A few days are drawn as slots of this many, centred, so one day is a bar rather than a wall.
const MIN_SLOTS = 14;

/**
 * Responses per day as an SVG bar chart. The bars are a picture (one label says what it shows; hovering a bar
 * names its day); the numbers themselves are a table beside it, read by screen readers and shown to anyone who asks.
 */
export function ResponsesChart({
  series,
  total,
  Heading,
}: {
  series: FormStatistics['series'];
  total: number;
  Heading: 'h2' | 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const peak = Math.max(0, ...series.map((point) => point.responses));
  const top = niceMax(peak);
  // Days are calendar days (the server's series is in the viewer's zone): read them at noon UTC, shown in UTC.
  const day = (value: string, options: Intl.DateTimeFormatOptions) =>
    format.date(`${value}T12:00:00Z`, { ...options, timeZone: 'UTC' });
  const ticks = series.length > 1 ? [0, Math.floor((series.length - 1) / 2), series.length - 1] : [0];
  const slots = Math.max(series.length, MIN_SLOTS);
  const offset = (slots - series.length) / 2;
  const centreOf = (index: number) => `${((offset + index + 0.5) / slots) * 100}%`;

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-base font-semibold text-slate-900">{t('feedback_stats.over_time')}</Heading>
        <Button
          variant="ghost"
          className="px-2.5 py-1.5"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('feedback_stats.hide_table') : t('feedback_stats.show_table')}
        </Button>
      </figcaption>
      {series.length > 0 && (
        <div className="mt-4 grid grid-cols-[auto_1fr] gap-x-2" aria-hidden={tableShown || undefined}>
          <div
            className="flex h-40 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
            aria-hidden="true"
          >
            <span className="-translate-y-1/2">{format.number(top)}</span>
            <span>{format.number(top / 2)}</span>
            <span className="translate-y-1/2">0</span>
          </div>
          <div
            role="img"
            aria-label={t('feedback_stats.chart_label', {
              total: format.number(total),
              peak: format.number(peak),
              from: day(series[0]!.day, { dateStyle: 'medium' }),
              to: day(series.at(-1)!.day, { dateStyle: 'medium' }),
            })}
            className="relative h-40 border-b border-slate-300"
          >
            {total === 0 && (
              <p className="absolute inset-0 flex items-center justify-center px-4 text-center text-sm text-slate-500">
                {t('feedback_stats.no_responses')}
              </p>
            )}
            <div className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
            <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
            <svg viewBox={`0 0 ${slots} ${top}`} preserveAspectRatio="none" className="absolute inset-0 size-full">
              {series.map((point, index) => (
                <g key={point.day}>
                  {/* A full-height hit area, so a day with few responses is easy to point at. */}
                  <rect
                    x={offset + index}
                    width={1}
                    y={0}
                    height={top}
                    className="fill-transparent hover:fill-brand-50"
                  >
                    <title>
                      {t('feedback_stats.day_point', {
                        day: day(point.day, { dateStyle: 'medium' }),
                        number: format.number(point.responses),
                      })}
                    </title>
                  </rect>
                  <rect
                    x={offset + index + GAP / 2}
                    width={1 - GAP}
                    y={top - point.responses}
                    height={point.responses}
                    className="pointer-events-none fill-brand-500"
                  />
                </g>
              ))}
            </svg>
          </div>
          <div />
          <div className="relative mt-1 h-5 text-xs text-slate-500" aria-hidden="true">
            {ticks.map((index, position) => (
              <span
                key={index}
                className="absolute whitespace-nowrap"
                style={
                  offset === 0 && position === 0
                    ? { left: 0 }
                    : offset === 0 && position === ticks.length - 1
                      ? { right: 0 }
                      : { left: centreOf(index), transform: 'translateX(-50%)' }
                }
              >
                {day(series[index]!.day, { month: 'short', day: 'numeric' })}
              </span>
            ))}
          </div>
        </div>
      )}
      <div id={`${id}-table`} className={tableShown ? 'mt-4 max-h-80 overflow-y-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('feedback_stats.over_time')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-500">
              <th scope="col" className="py-1.5 font-medium">
                {t('feedback_stats.day')}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t('feedback_stats.responses')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {series.map((point) => (
              <tr key={point.day}>
                <td className="py-1.5 text-slate-700">{day(point.day, { dateStyle: 'medium' })}</td>
                <td className="py-1.5 text-right text-slate-900 tabular-nums">{format.number(point.responses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
