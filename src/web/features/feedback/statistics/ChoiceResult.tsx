import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../../shared/feedback-statistics.js';
import { useFormat } from '../../../i18n/format.js';
import { CountBars } from './CountBars.js';

type ChoiceStatistics = Extract<QuestionStatistics, { type: 'single_choice' | 'multiple_choice' }>;

/** A choice question: each option's count and share of the respondents who answered, in the form's order. */
export function ChoiceResult({ statistics }: { statistics: ChoiceStatistics }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm text-slate-600">
          {t('feedback_stats.respondents', { number: format.number(statistics.answered) })}
        </p>
        {statistics.type === 'multiple_choice' && (
          <p className="mt-0.5 text-xs text-slate-500">{t('feedback_stats.several_allowed')}</p>
        )}
      </div>
      <CountBars
        rows={statistics.options.map((option) => ({
          key: option.option,
          label: option.option,
          count: option.count,
          share: option.share,
        }))}
      />
    </div>
  );
}
