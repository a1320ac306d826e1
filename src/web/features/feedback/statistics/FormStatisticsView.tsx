import { Download, MessageSquareDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormStatistics, ResponseFilter } from '../../../../shared/feedback-statistics.js';
import { buttonClasses } from '../../../components/ui/Button.js';
import { useFormat } from '../../../i18n/format.js';
import { QuestionResult } from './QuestionResult.js';
import { ResponsesChart } from './ResponsesChart.js';
import { responsesCsvUrl } from './statistics-api.js';

export interface FormStatisticsViewProps {
  statistics: FormStatistics;
  /** The filter the statistics were read with: the text answers' "load more" and the CSV export use it too. */
  filter: ResponseFilter;
  /**
   * The level of the view's own headings ("Responses over time", then one level below for each question): 2 on a
   * form's statistics page, 3 where each form is a section of its own (an event's statistics).
   */
  headingLevel?: 2 | 3;
}

/**
 * Everything a form's statistics show below their filters: the number of responses with the CSV export, responses
 * per day, and each question's results (average and distribution, NPS, choice shares, text answers) or, where nobody
 * answered, the statement that there is nothing yet.
 */
export function FormStatisticsView({ statistics, filter, headingLevel = 2 }: FormStatisticsViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const QuestionHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="space-y-6" data-testid="form-statistics">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <p className="text-sm text-slate-600">{t('feedback_stats.total_responses')}</p>
          <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums" data-testid="total-responses">
            {format.number(statistics.responses)}
          </p>
        </div>
        <a href={responsesCsvUrl(statistics.feedbackId, filter)} download className={buttonClasses('secondary')}>
          <Download className="size-4" aria-hidden="true" />
          {t('feedback_stats.export_csv')}
          {/* Which form's responses, for a page of several forms (an event's); the visible words stay the name. */}
          <span className="sr-only"> ({statistics.name})</span>
        </a>
      </div>
      <ResponsesChart series={statistics.series} total={statistics.responses} Heading={Heading} />
      {statistics.questions.length === 0 ? (
        <div className="flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          <MessageSquareDashed className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{t('feedback_stats.no_questions')}</p>
        </div>
      ) : (
        <ol className="space-y-6">
          {statistics.questions.map((question, index) => (
            <li key={question.id}>
              <QuestionResult question={question} number={index + 1} filter={filter} Heading={QuestionHeading} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
