import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FeedbackFormDetail, Question } from '../../../shared/feedback.js';
import { api } from '../../api/client.js';
import { feedbackForms, formDetailKey, questions as questionQueries } from './form-queries.js';

/** The list with the item at `from` taken out and put in at `to` (both positions in the list as it is). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The order of a form's questions as the person arranges it: each move shows at once, and is saved with the whole
 * new order (`PUT /api/feedback/{id}/questions/order`). Saves run one after another, so the last move is the one
 * that stays; a refused save (the questions changed meanwhile) puts back the server's order and says why.
 */
export function useQuestionOrder(form: FeedbackFormDetail) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(0);
  const save = useMutation({
    scope: { id: `question-order-${form.id}` },
    mutationFn: (questionIds: string[]) =>
      api<FeedbackFormDetail>(feedbackForms.api.itemPath(form.id, 'questions', 'order'), {
        method: 'PUT',
        body: { questionIds },
      }),
  });

  const byId = new Map(form.questions.map((question) => [question.id, question]));
  // A question added or deleted meanwhile shows as the server has it: the pending order only holds known ones.
  const ordered: Question[] = pending
    ? [
        ...pending.flatMap((id) => byId.get(id) ?? []),
        ...form.questions.filter((question) => !pending.includes(question.id)),
      ]
    : form.questions;

  const move = (from: number, to: number) => {
    const next = moveItem(
      ordered.map((question) => question.id),
      from,
      to,
    );
    setPending(next);
    setError(null);
    inFlight.current += 1;
    save
      .mutateAsync(next)
      .then(
        (saved) => {
          if (inFlight.current === 1) queryClient.setQueryData(formDetailKey(form.id), saved);
        },
        (failure: unknown) => {
          setError(failure);
          void queryClient.invalidateQueries({ queryKey: formDetailKey(form.id) });
        },
      )
      .finally(() => {
        inFlight.current -= 1;
        if (inFlight.current === 0) {
          setPending(null);
          void queryClient.invalidateQueries({ queryKey: questionQueries.keys.lists() });
        }
      });
  };

  return { questions: ordered, move, error, saving: save.isPending };
}
