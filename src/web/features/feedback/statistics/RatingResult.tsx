import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../../shared/feedback.js';
import { type QuestionStatistics } from '../../../../shared/feedback-statistics.js';
import { useFormat } from '../../../i18n/format.js';
import { CountBars, shareOf } from './CountBars.js';

type RatingStatistics = Extract<QuestionStatistics, { type: 'rating' }>;

/** A rating question: the average to two decimals, how many rated, and how many gave each number of stars. */
export function RatingResult({ statistics }: { statistics: RatingStatistics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const average = statistics.average ?? 0;
  // Highest first, as people read a star distribution.
  const rows = [...statistics.distribution]
    .sort((a, b) => b.value - a.value)
    .map(({ value, count }) => ({
      key: String(value),
      label: (
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="tabular-nums">
            {format.number(value)}
          </span>
          <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
          <span className="sr-only">{t('feedback_stats.rated', { value: format.number(value) })}</span>
        </span>
      ),
      count,
      share: shareOf(count, statistics.answered),
    }));
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,12rem)_1fr]">
      <div>
        <p className="text-sm text-slate-600">{t('feedback_stats.average')}</p>
        <p className="mt-1 flex items-baseline gap-1.5">
          <span className="text-4xl font-bold text-slate-900 tabular-nums" data-testid="rating-average">
            {format.number(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          </span>
          <span className="text-sm text-slate-600">
            {t('feedback_stats.out_of', { max: format.number(RATING_MAX) })}
          </span>
        </p>
        <Stars value={average} />
        <p className="mt-2 text-sm text-slate-600">
          {t('feedback_stats.raters', { number: format.number(statistics.answered) })}
        </p>
      </div>
      <CountBars rows={rows} tone="amber" />
    </div>
  );
}

/** Five stars filled to the average (a fraction fills part of a star); decoration beside the number. */
function Stars({ value }: { value: number }) {
  return (
    <div className="relative mt-1 inline-flex" aria-hidden="true">
      <div className="flex text-slate-300">
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star key={index} className="size-5" />
        ))}
      </div>
      <div className="absolute inset-0 flex overflow-hidden" style={{ width: `${(value / RATING_MAX) * 100}%` }}>
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star key={index} className="size-5 shrink-0 fill-amber-400 text-amber-500" />
        ))}
      </div>
    </div>
  );
}
