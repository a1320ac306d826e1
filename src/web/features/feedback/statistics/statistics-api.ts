import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormStatistics, ResponseFilter, TextAnswerPage } from '../../../../shared/feedback-statistics.js';
import { api, withQuery } from '../../../api/client.js';
import { retryUnlessMissing } from '../../../kit/resource-queries.js';

/** The filter as query parameters, in a fixed order (also the cache key), empty ones left out. */
export function filterParams(filter: ResponseFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['from', 'to', 'tz', 'qrId', 'locationId', 'eventId'] as const) {
    const value = filter[key];
    if (value) params[key] = value;
  }
  return params;
}

const formPath = (feedbackId: string, leaf: string) => `/api/feedback/${encodeURIComponent(feedbackId)}/${leaf}`;

/** Under the feedback resource's key root, so editing or deleting a form refreshes its statistics too. */
export const formStatisticsKeys = {
  of: (feedbackId: string) => ['feedback', 'statistics', feedbackId] as const,
  filtered: (feedbackId: string, filter: ResponseFilter) =>
    ['feedback', 'statistics', feedbackId, filterParams(filter)] as const,
};

export const getFormStatistics = (feedbackId: string, filter: ResponseFilter, signal?: AbortSignal) =>
  api<FormStatistics>(withQuery(formPath(feedbackId, 'statistics'), filterParams(filter)), { signal });

/** A form's statistics under a filter; `filter` null while it is not valid (nothing is asked). */
export function useFormStatistics(feedbackId: string, filter: ResponseFilter | null) {
  return useQuery({
    queryKey: formStatisticsKeys.filtered(feedbackId, filter ?? {}),
    queryFn: ({ signal }) => getFormStatistics(feedbackId, filter ?? {}, signal),
    enabled: filter !== null,
    // A new filter keeps the previous figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}

/** The CSV of every response that passes the filter: a plain download, authorised by the session cookie. */
export const responsesCsvUrl = (feedbackId: string, filter: ResponseFilter) =>
  withQuery(formPath(feedbackId, 'responses.csv'), filterParams(filter));

/** A text question's answers after `cursor`, newest first, under the same filter as its statistics. */
export const getTextAnswers = (questionId: string, filter: ResponseFilter, cursor: string, signal?: AbortSignal) =>
  api<TextAnswerPage>(
    withQuery(`/api/questions/${encodeURIComponent(questionId)}/answers`, { ...filterParams(filter), cursor }),
    { signal },
  );
