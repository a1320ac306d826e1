import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackFormDetail } from '../../../shared/feedback.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { useQuestionOrder } from './question-order.js';
import { QuestionItem } from './QuestionItem.js';

interface DragState {
  from: number;
  /** The position the dragged question would take if dropped now. */
  to: number | null;
}

/**
 * The form's questions in order. They move with the mouse (drag a question by its handle) and with the keyboard
 * (its "move up" and "move down" buttons, which keep the focus on the moved question); each move is announced to
 * screen readers and saved at once.
 */
export function QuestionList({ form, onListChanged }: { form: FeedbackFormDetail; onListChanged: () => void }) {
  const { t } = useTranslation();
  const { questions, move, error } = useQuestionOrder(form);
  const [announcement, setAnnouncement] = useState('');
  const [grabbed, setGrabbed] = useState<string | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  // After a keyboard move the question's button has the focus again (the one still enabled at either end).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = list.current?.querySelector(`[data-question-id="${CSS.escape(target.id)}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  // A handle pressed but not dragged lets go of the question again.
  useEffect(() => {
    if (!grabbed) return;
    const release = () => setGrabbed(null);
    window.addEventListener('pointerup', release, { once: true });
    return () => window.removeEventListener('pointerup', release);
  }, [grabbed]);

  const moveTo = (from: number, to: number) => {
    const question = questions[from];
    if (!question || to < 0 || to >= questions.length || to === from) return;
    move(from, to);
    setAnnouncement(t('feedback.moved', { text: question.text, position: to + 1, total: questions.length }));
  };

  const dropPosition = (event: DragEvent<HTMLLIElement>, index: number, from: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    const below = event.clientY > box.top + box.height / 2;
    // Dropping just above or below the dragged question itself leaves it where it is.
    const to = below ? (index < from ? index + 1 : index) : index > from ? index - 1 : index;
    return to;
  };

  return (
    <div className="space-y-3">
      {error !== null && <Alert tone="error">{orderErrorText(t, error)}</Alert>}
      <ol ref={list} className="space-y-3" data-testid="question-list">
        {questions.map((question, index) => {
          const edge =
            drag && drag.to !== null && drag.to !== drag.from && drag.to === index
              ? drag.to > drag.from
                ? 'after'
                : 'before'
              : null;
          return (
            <QuestionItem
              key={question.id}
              question={question}
              index={index}
              count={questions.length}
              draggable={grabbed === question.id}
              dragging={drag?.from === index}
              dropEdge={edge}
              onMove={(to, direction) => {
                focusAfterMove.current = { id: question.id, direction };
                moveTo(index, to);
              }}
              onDeleted={onListChanged}
              drag={{
                onGrab: () => setGrabbed(question.id),
                onDragStart: (event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', question.text);
                  setDrag({ from: index, to: null });
                },
                onDragOver: (event) => {
                  if (!drag) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  const to = dropPosition(event, index, drag.from);
                  if (to !== drag.to) setDrag({ ...drag, to });
                },
                onDrop: (event) => {
                  if (!drag) return;
                  event.preventDefault();
                  moveTo(drag.from, dropPosition(event, index, drag.from));
                  setDrag(null);
                },
                onDragEnd: () => {
                  setDrag(null);
                  setGrabbed(null);
                },
              }}
            />
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite" data-testid="order-announcement">
        {announcement}
      </p>
    </div>
  );
}

/** A refused order says why in words: the list changed meanwhile (reload), or whatever else went wrong. */
function orderErrorText(t: Parameters<typeof errorText>[0], error: unknown): string {
  const issue = error instanceof ApiError ? error.fields[0]?.code : undefined;
  return (issue && fieldErrorText(t, issue)) || errorText(t, error);
}
