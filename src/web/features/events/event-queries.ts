import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateEventInput, EventItem, EventStatistics, UpdateEventInput } from '../../../shared/events.js';
import type { FeedbackForm } from '../../../shared/feedback.js';
import { LIST_LIMIT_MAX } from '../../../shared/list.js';
import { api, withQuery } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { resourceQueries, retryUnlessMissing } from '../../kit/resource-queries.js';
import { viewerTimeZone } from '../../lib/local-time.js';

/** `/api/events`: the kit's calls and hooks (list with search, one event, create, update, delete). */
export const events = resourceQueries(resourceApi<EventItem, CreateEventInput, UpdateEventInput>('events'));

/**
 * The workspace's forms for the event form's checkboxes, a hundred at a time. Read under the feedback resource's
 * key root, so a form created or renamed elsewhere shows here too.
 */
export const workspaceForms = resourceQueries(
  resourceApi<FeedbackForm, never, never>('feedback', { pageSize: LIST_LIMIT_MAX }),
);

/** Under the event's own key root: a live response or a resync reads them again. */
export const eventStatisticsKey = (id: string) => [...events.keys.detail(id), 'statistics'] as const;

/** Each linked form's statistics over the event's window, counted in the viewer's days. */
export function useEventStatistics(id: string) {
  return useQuery({
    queryKey: eventStatisticsKey(id),
    queryFn: ({ signal }) =>
      api<EventStatistics>(withQuery(events.api.itemPath(id, 'statistics'), { tz: viewerTimeZone() }), { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  });
}
