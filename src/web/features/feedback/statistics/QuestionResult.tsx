import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormStatistics, ResponseFilter } from '../../../../shared/feedback-statistics.js';
import { ChoiceResult } from './ChoiceResult.js';
import { NpsResult } from './NpsResult.js';
import { RatingResult } from './RatingResult.js';
import { TextAnswersResult } from './TextAnswersResult.js';

type QuestionOfStatistics = FormStatistics['questions'][number];

/** One question's card: its number, text and type, then its results, or "no statistics yet" when nobody answered. */
export function QuestionResult({
  question,
  number,
  filter,
  Heading,
}: {
  question: QuestionOfStatistics;
  number: number;
  filter: ResponseFilter;
  Heading: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const { statistics } = question;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby={`question-result-${question.id}`}
      data-testid="question-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading
          id={`question-result-${question.id}`}
          className="min-w-0 text-base font-semibold break-words text-slate-900"
        >
          <span className="mr-1.5 text-slate-500 tabular-nums">{number}.</span>
          {question.text}
        </Heading>
        <p className="text-xs font-medium text-slate-500">{t(`question_type.${statistics.type}`)}</p>
      </div>
      <div className="mt-4">
        {statistics.answered === 0 ? (
          <div className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
            <ChartNoAxesColumn className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <div>
              <p className="font-medium text-slate-800">{t('feedback_stats.no_statistics')}</p>
              <p className="mt-0.5 text-slate-600">{t('feedback_stats.no_statistics_text')}</p>
            </div>
          </div>
        ) : statistics.type === 'rating' ? (
          <RatingResult statistics={statistics} />
        ) : statistics.type === 'nps' ? (
          <NpsResult statistics={statistics} />
        ) : statistics.type === 'textarea' ? (
          <TextAnswersResult
            key={JSON.stringify(filter)}
            questionId={question.id}
            statistics={statistics}
            filter={filter}
          />
        ) : (
          <ChoiceResult statistics={statistics} />
        )}
      </div>
    </section>
  );
}
