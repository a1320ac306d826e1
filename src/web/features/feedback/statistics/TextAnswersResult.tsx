import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics, ResponseFilter, TextAnswer } from '../../../../shared/feedback-statistics.js';
import { Alert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { useFormat } from '../../../i18n/format.js';
import { errorText } from '../../../i18n/errors.js';
import { getTextAnswers } from './statistics-api.js';

type TextStatistics = Extract<QuestionStatistics, { type: 'textarea' }>;

/**
 * A text question's non-empty answers, newest first: the first page comes with the statistics, "load more" reads
 * on under the same filter. When the statistics are fetched again (a live response) new answers join at the top and
 * the pages already read stay, since a cursor keeps its place however many answers arrive after it.
 */
export function TextAnswersResult({
  questionId,
  statistics,
  filter,
}: {
  questionId: string;
  statistics: TextStatistics;
  filter: ResponseFilter;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // The pages read after the first, and where they end; until then the first page's own cursor leads on.
  const [more, setMore] = useState<{ items: TextAnswer[]; cursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const cursor = more ? more.cursor : statistics.latest.nextCursor;
  const answers = dedupe([...statistics.latest.items, ...(more?.items ?? [])]);
  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await getTextAnswers(questionId, filter, cursor);
      setMore((read) => ({ items: [...(read?.items ?? []), ...page.items], cursor: page.nextCursor }));
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {t('feedback_stats.answers_count', { number: format.number(statistics.answered) })}
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="text-answers">
        {answers.map((answer) => (
          <li key={answer.responseId} className="px-4 py-3">
            <p className="text-sm whitespace-pre-line break-words text-slate-800">{answer.text}</p>
            <p className="mt-1 text-xs text-slate-500">
              <time dateTime={answer.createdAt}>
                {format.date(answer.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
          </li>
        ))}
      </ul>
      {error !== null && <Alert tone="error">{errorText(t, error)}</Alert>}
      {cursor && (
        <div className="flex justify-center">
          <Button variant="secondary" busy={loading} onClick={() => void loadMore()}>
            {t('list.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One entry per response: a page read before a live refresh may overlap the new first page. */
function dedupe(answers: TextAnswer[]): TextAnswer[] {
  const seen = new Set<string>();
  return answers.filter((answer) => !seen.has(answer.responseId) && seen.add(answer.responseId));
}
