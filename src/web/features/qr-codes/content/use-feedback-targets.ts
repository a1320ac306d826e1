import { useQuery } from '@tanstack/react-query';
import type { EventItem } from '../../../../shared/events.js';
import type { FeedbackForm } from '../../../../shared/feedback.js';
import { isMissing, retryUnlessMissing } from '../../../kit/resource-queries.js';
import { readAllPages } from '../../../kit/read-all-pages.js';

/** The workspace's feedback forms for a feedback code's target, all of them, newest first. */
export function useWorkspaceForms(enabled = true) {
  return useQuery({
    enabled,
    // Among the forms' lists, which every create, rename and delete refreshes: a form made a moment ago is here.
    queryKey: ['feedback', 'list', 'qr-target-picker'],
    queryFn: ({ signal }) => readAllPages<FeedbackForm>('/api/feedback', signal),
    staleTime: 30_000,
  });
}

/** The workspace's events, for the optional event a feedback code's answers are given for. */
export function useWorkspaceEvents(enabled = true) {
  return useQuery({
    enabled,
    // Among the events' lists, which every create, rename and delete refreshes.
    queryKey: ['events', 'list', 'qr-target-picker'],
    queryFn: ({ signal }) => readAllPages<EventItem>('/api/events', signal),
    retry: retryUnlessMissing,
    staleTime: 30_000,
  });
}

/**
 * True on a server without the events API (it answers 404 for the list itself, which a real list never does): the
 * event choice is then left out rather than shown as an error.
 */
export const eventsUnavailable = (events: { isError: boolean; error: unknown }) =>
  events.isError && isMissing(events.error);
