import { ArrowDown, ArrowUp, GripVertical, Pencil } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '../../../shared/feedback.js';
import { buttonClasses } from '../../components/ui/Button.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { useRemoveQuestion } from './form-queries.js';
import { RequiredBadge, TypeLabel } from './QuestionBadges.js';
import { useCan } from '../../session/use-can.js';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

export interface DragHandlers {
  /** The handle was pressed: the item may now be dragged (only by its handle, so its text stays selectable). */
  onGrab: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

/**
 * One question of the form's page: its place, text, type and whether it is required, its options, and the ways to
 * move (drag by the handle, or the up and down buttons), edit and delete it.
 */
export function QuestionItem({
  question,
  index,
  count,
  draggable,
  dropEdge,
  dragging,
  drag,
  onMove,
  onDeleted,
}: {
  question: Question;
  index: number;
  count: number;
  draggable: boolean;
  /** Where a dragged question would land: above or below this one. */
  dropEdge: 'before' | 'after' | null;
  dragging: boolean;
  drag: DragHandlers;
  onMove: (to: number, direction: 'up' | 'down') => void;
  /** After a delete: the list puts the focus somewhere that still exists. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveQuestion();
  const canEdit = useCan('edit');
  return (
    <li
      draggable={canEdit && draggable}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      data-question-id={question.id}
      data-testid="form-question"
      className={`relative rounded-xl border bg-white p-4 transition-opacity ${
        dragging ? 'border-brand-500 opacity-50' : 'border-slate-200'
      }`}
    >
      {dropEdge && (
        <span
          className={`absolute inset-x-2 h-1 rounded-full bg-brand-600 ${dropEdge === 'before' ? '-top-2' : '-bottom-2'}`}
          aria-hidden="true"
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {canEdit && (
            <span
              onPointerDown={drag.onGrab}
              className="-ml-1 flex h-9 w-7 shrink-0 cursor-grab pointer-coarse:hidden items-center justify-center rounded text-slate-400 hover:text-slate-700 active:cursor-grabbing"
              title={t('feedback.drag_hint')}
              aria-hidden="true"
              data-testid="drag-handle"
            >
              <GripVertical className="size-5" />
            </span>
          )}
          <div className="min-w-0 flex-1 pt-1.5">
            <p className="text-sm font-semibold break-words text-slate-900">
              <span className="mr-1.5 text-slate-500 tabular-nums">{index + 1}.</span>
              {question.text}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <TypeLabel type={question.type} />
              <RequiredBadge required={question.required} />
            </div>
            {question.options.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('question.options')}>
                {question.options.map((option) => (
                  <li
                    key={option}
                    className="max-w-full rounded-md border border-slate-200 px-2 py-0.5 text-xs break-words text-slate-700"
                  >
                    {option}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        {canEdit && (
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={index === 0}
              onClick={() => onMove(index - 1, 'up')}
              aria-label={t('feedback.move_up', { text: question.text })}
              data-move="up"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1, 'down')}
              aria-label={t('feedback.move_down', { text: question.text })}
              data-move="down"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <Link
              to={`/question/${question.id}/edit?back=form`}
              className={buttonClasses('ghost', 'px-3 py-1.5')}
              aria-label={t('question.edit_named', { text: question.text })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {/* A phone shows the pencil alone, so the actions keep to one line in every language. */}
              <span className="hidden sm:inline">{t('question.edit')}</span>
            </Link>
            <DeleteButton
              compact
              label={t('question.delete')}
              accessibleLabel={t('question.delete_named', { text: question.text })}
              title={t('question.delete_title')}
              description={
                question.answers > 0
                  ? t('question.delete_text_answered', { text: question.text, number: question.answers })
                  : t('question.delete_text', { text: question.text })
              }
              confirmLabel={t('question.delete_confirm')}
              onDelete={() => remove.mutateAsync(question.id)}
              onDeleted={onDeleted}
            />
          </div>
        )}
      </div>
    </li>
  );
}
