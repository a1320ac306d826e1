import { useId, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectStats } from '../../shared/stats.js';
import { useFormat } from '../i18n/format.js';
import { useCountText } from './count-noun.js';
import { niceMax, tickIndexes } from './chart-scale.js';
import { useBucketLabels } from './use-bucket-labels.js';

const GAP = 0.15; // of a bucket's width, between bars

/**
 * Clicks per bucket as an SVG bar chart. Pointer and arrow keys pick a bar; its figures show above the chart and
 * are read out (aria-live), so the chart works without a mouse and without sight.
 */
export function TimeChart({
  stats,
  title,
  headingLevel = 3,
}: {
  stats: SubjectStats;
  title?: string;
  /** 3 inside a statistics section; 2 where the chart is a section of the page itself (the home screen). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const counted = useCountText();
  const format = useFormat();
  const labels = useBucketLabels(stats);
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const points = stats.series;
  const top = niceMax(Math.max(0, ...points.map((point) => point.clicks)));
  const peak = Math.max(0, ...points.map((point) => point.clicks));
  const shown = active === null ? null : points[active];

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - box.left) / box.width) * points.length);
    setActive(Math.min(points.length - 1, Math.max(0, index)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = points.length - 1;
    const current = active ?? -1;
    const moves: Record<string, number> = {
      ArrowLeft: current < 0 ? last : Math.max(0, current - 1),
      ArrowRight: Math.min(last, current + 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-base font-semibold text-slate-900">{title ?? counted('stats.chart_title')}</Heading>
        <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
          {shown
            ? counted('stats.chart_point', {
                time: labels.full(shown.start),
                clicks: format.number(shown.clicks),
                uniques: format.number(shown.uniques),
              })
            : t('stats.chart_hint')}
        </p>
      </figcaption>
      <div className="mt-4 grid grid-cols-[auto_1fr] gap-x-2">
        <div
          className="flex h-48 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
          aria-hidden="true"
        >
          <span className="-translate-y-1/2">{format.number(top)}</span>
          <span>{format.number(top / 2)}</span>
          <span className="translate-y-1/2">0</span>
        </div>
        <div
          tabIndex={0}
          role="img"
          aria-label={counted('stats.chart_label', {
            total: format.number(stats.totals.clicks),
            peak: format.number(peak),
          })}
          aria-describedby={`${id}-keys`}
          onPointerMove={pick}
          onPointerLeave={() => setActive(null)}
          onKeyDown={step}
          onBlur={() => setActive(null)}
          className="relative h-48 rounded border-b border-slate-300"
        >
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          <svg
            viewBox={`0 0 ${Math.max(points.length, 1)} ${top}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full"
          >
            {points.map((point, index) => (
              <rect
                key={point.start}
                x={index + GAP / 2}
                width={1 - GAP}
                y={top - point.clicks}
                height={point.clicks}
                className={index === active ? 'fill-brand-900' : 'fill-brand-500'}
              />
            ))}
          </svg>
        </div>
        <div />
        <div className="relative mt-1 h-5 text-xs text-slate-500" aria-hidden="true">
          {tickIndexes(points.length, 6).map((index, position) => (
            <span
              key={index}
              className={`absolute whitespace-nowrap ${position % 2 === 1 ? 'hidden sm:block' : ''}`}
              style={tickPosition(index, points.length)}
            >
              {labels.short(points[index]!.start)}
            </span>
          ))}
        </div>
      </div>
      <p id={`${id}-keys`} className="sr-only">
        {t('stats.chart_keys')}
      </p>
    </figure>
  );
}

// A label sits centred under its bar, but never hangs over the chart's left or right edge.
function tickPosition(index: number, length: number): CSSProperties {
  const centre = ((index + 0.5) / length) * 100;
  if (centre < 10) return { left: `${(index / length) * 100}%` };
  if (centre > 90) return { right: `${100 - ((index + 1) / length) * 100}%` };
  return { left: `${centre}%`, transform: 'translateX(-50%)' };
}
