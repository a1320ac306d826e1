import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateFormInput,
  CreateQuestionInput,
  FeedbackForm,
  FeedbackFormDetail,
  Question,
  UpdateFormInput,
  UpdateQuestionInput,
} from '../../../shared/feedback.js';
import { LIST_LIMIT_MAX, type Page } from '../../../shared/list.js';
import { api, withQuery } from '../../api/client.js';
import { resourceApi } from '../../kit/resource-api.js';
import { isMissing, resourceQueries, retryUnlessMissing } from '../../kit/resource-queries.js';

/** `/api/feedback`: the list of forms (search, load more), and create / update / delete. */
export const feedbackForms = resourceQueries(
  resourceApi<FeedbackForm, CreateFormInput, UpdateFormInput, FeedbackFormDetail>('feedback'),
);

/** `/api/questions`: every question of the workspace (search, load more), and create / update / delete. */
export const questions = resourceQueries(resourceApi<Question, CreateQuestionInput, UpdateQuestionInput>('questions'));

/**
 * One form with its questions in order, its QR codes and events. Its own key below the forms' root (a list item has
 * no questions, so it must not stand in for the detail), refreshed by any change to the form or its questions.
 */
export const formDetailKey = (id: string) => ['feedback', 'form', id] as const;

export function useFormDetail(id: string) {
  return useQuery({
    queryKey: formDetailKey(id),
    queryFn: ({ signal }) => api<FeedbackFormDetail>(feedbackForms.api.itemPath(id), { signal }),
    retry: retryUnlessMissing,
  });
}

/** A change to a form or a question shows on every screen that counts or lists them. */
export function refreshFeedback(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: feedbackForms.keys.all }),
    queryClient.invalidateQueries({ queryKey: questions.keys.all }),
  ]);
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFormInput) => feedbackForms.api.create(input),
    onSuccess: (form) => {
      queryClient.setQueryData(formDetailKey(form.id), form);
      return refreshFeedback(queryClient);
    },
  });
}

export function useUpdateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateFormInput }) =>
      api<FeedbackFormDetail>(feedbackForms.api.itemPath(id), { method: 'PATCH', body: changes }),
    onSuccess: (form) => {
      queryClient.setQueryData(formDetailKey(form.id), form);
      return refreshFeedback(queryClient);
    },
  });
}

/** Deletes a form with its questions and responses; one somebody else deleted meanwhile counts as deleted. */
export function useRemoveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeUnlessGone(() => feedbackForms.api.remove(id)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: formDetailKey(id) });
      return refreshFeedback(queryClient);
    },
  });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQuestionInput) => questions.api.create(input),
    onSuccess: (question) => {
      queryClient.setQueryData(questions.keys.detail(question.id), question);
      return refreshFeedback(queryClient);
    },
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateQuestionInput }) => questions.api.update(id, changes),
    onSuccess: (question) => {
      queryClient.setQueryData(questions.keys.detail(question.id), question);
      return refreshFeedback(queryClient);
    },
  });
}

export function useRemoveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeUnlessGone(() => questions.api.remove(id)),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: questions.keys.detail(id) });
      return refreshFeedback(queryClient);
    },
  });
}

async function removeUnlessGone(remove: () => Promise<void>) {
  try {
    await remove();
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** At most this many pages of forms are read for the form select (10,000 forms). */
const PAGES_MAX = 100;

/** Every form of the workspace, newest first, for the question form's select. */
export function useAllForms() {
  return useQuery({
    queryKey: ['feedback', 'all-forms'],
    queryFn: async ({ signal }) => {
      const forms: FeedbackForm[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < PAGES_MAX; page += 1) {
        const answer: Page<FeedbackForm> = await api<Page<FeedbackForm>>(
          withQuery('/api/feedback', { limit: LIST_LIMIT_MAX, cursor }),
          { signal },
        );
        forms.push(...answer.items);
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      return forms;
    },
    staleTime: 30_000,
  });
}
