import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../../shared/feedback-statistics.js';
import { useFormat } from '../../../i18n/format.js';
import { shareOf } from './CountBars.js';

type NpsStatistics = Extract<QuestionStatistics, { type: 'nps' }>;

const GROUPS = [
  { key: 'promoters', range: '9–10', bar: 'bg-emerald-500', dot: 'bg-emerald-500' },
  { key: 'passives', range: '7–8', bar: 'bg-slate-400', dot: 'bg-slate-400' },
  { key: 'detractors', range: '0–6', bar: 'bg-red-500', dot: 'bg-red-500' },
] as const;

/**
 * An NPS question: the score (% promoters − % detractors), the three groups with their counts and shares, and how
 * many gave each score from 0 to 10.
 */
export function NpsResult({ statistics }: { statistics: NpsStatistics }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (count: number) =>
    format.number(shareOf(count, statistics.answered), { style: 'percent', maximumFractionDigits: 1 });
  const peak = Math.max(1, ...statistics.distribution.map((point) => point.count));
  return (
    <div className="space-y-5">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <div>
          <p className="text-sm text-slate-600">{t('feedback_stats.nps_score')}</p>
          <p className="mt-1 text-4xl font-bold text-slate-900 tabular-nums" data-testid="nps-score">
            {format.number(statistics.score ?? 0, { signDisplay: 'exceptZero', maximumFractionDigits: 0 })}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {t('feedback_stats.respondents', { number: format.number(statistics.answered) })}
          </p>
        </div>
        <div className="space-y-3">
          <div className="flex h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            {GROUPS.map((group) => (
              <div
                key={group.key}
                className={group.bar}
                style={{ width: `${shareOf(statistics[group.key], statistics.answered) * 100}%` }}
              />
            ))}
          </div>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            {GROUPS.map((group) => (
              <div key={group.key} className="min-w-0">
                <dt className="flex items-center gap-1.5 text-slate-600">
                  <span className={`size-2.5 shrink-0 rounded-full ${group.dot}`} aria-hidden="true" />
                  {t(`feedback_stats.${group.key}`, { range: group.range })}
                </dt>
                <dd className="mt-0.5 text-slate-600 tabular-nums">
                  <span className="font-semibold text-slate-900">{format.number(statistics[group.key])}</span>
                  {' · '}
                  {percent(statistics[group.key])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div>
        <h4 className="text-sm font-medium text-slate-700">{t('feedback_stats.nps_distribution')}</h4>
        <ol className="mt-2 grid grid-cols-11 gap-1">
          {statistics.distribution.map((point) => (
            <li key={point.value} className="flex flex-col items-center text-xs">
              <div className="flex h-16 w-full items-end rounded bg-slate-50" aria-hidden="true">
                <div
                  className={`w-full rounded-t ${point.value >= 9 ? 'bg-emerald-500' : point.value >= 7 ? 'bg-slate-400' : 'bg-red-500'}`}
                  style={{ height: `${(point.count / peak) * 100}%` }}
                />
              </div>
              <span className="sr-only">
                {t('feedback_stats.score_count', {
                  value: format.number(point.value),
                  number: format.number(point.count),
                })}
              </span>
              <span className="mt-1 font-medium text-slate-700 tabular-nums" aria-hidden="true">
                {format.number(point.value)}
              </span>
              <span className="text-slate-500 tabular-nums" aria-hidden="true">
                {format.number(point.count)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
