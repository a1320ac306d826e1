import { ArrowDown, ArrowRight, ArrowUp, ChevronDown, GripVertical, Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardMove } from './reorder.js';
import { ruleSentence } from './rule-sentence.js';
import type { RuleDraft } from './smart-draft.js';
import { RuleEditor } from './RuleEditor.js';
import type { DragHandleProps } from './use-rule-drag.js';
import { useIntlTag, useSmartIssue } from './use-smart-form.js';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** A rule's name as the screens say it: its own, else its place ("Rule 2"). */
export function useRuleTitle() {
  const { t } = useTranslation();
  return (rule: Pick<RuleDraft, 'name'>, index: number) =>
    rule.name.trim() || t('smart.rule.unnamed', { number: index + 1 });
}

/**
 * One rule in the list: its place, its name, its conditions read as a sentence and where it leads; the handle that
 * drags it and the buttons that move it up and down (Alt+ArrowUp/ArrowDown do the same while the rule has the
 * focus), open it for editing and remove it.
 */
export function RuleItem({
  rule,
  index,
  count,
  open,
  onToggle,
  onChange,
  onMove,
  onRemove,
  keyboardHintId,
  dragHandle,
  dragging,
  dropEdge,
}: {
  rule: RuleDraft;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onChange: (next: RuleDraft) => void;
  /** `via` says which control moved it, so the focus can stay on it. */
  onMove: (to: number, via: 'up' | 'down' | 'summary') => void;
  onRemove: () => void;
  keyboardHintId: string;
  dragHandle: DragHandleProps;
  /** This rule is the one being dragged. */
  dragging: boolean;
  /** Where the dragged rule would land: above or below this one. */
  dropEdge: 'before' | 'after' | null;
}) {
  const { t } = useTranslation();
  const tag = useIntlTag();
  const title = useRuleTitle()(rule, index);
  const issue = useSmartIssue(`rules.${index}`);
  const sentence = ruleSentence({ t, locale: tag }, rule.conditions);
  const editorId = `rule-editor-${rule.key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    // Also at either end: Alt+Arrow would otherwise go back or forward in the browser's history on some systems.
    event.preventDefault();
    const move = keyboardMove(event.key, event.altKey, index, count);
    if (move) onMove(move.to, 'summary');
  };

  return (
    <li
      data-rule-key={rule.key}
      data-testid="smart-rule"
      className={`relative rounded-xl border bg-white p-4 ${
        dragging
          ? 'border-dashed border-brand-500 opacity-60 select-none'
          : issue
            ? 'border-red-300'
            : 'border-slate-200'
      }`}
    >
      {dropEdge && (
        <span
          className={`pointer-events-none absolute inset-x-0 h-1 rounded-full bg-brand-600 before:absolute before:-top-1 before:-left-1 before:size-3 before:rounded-full before:border-2 before:border-brand-600 before:bg-white ${
            dropEdge === 'before' ? '-top-2' : '-bottom-2'
          }`}
          aria-hidden="true"
          data-testid="rule-drop-indicator"
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          tabIndex={0}
          role="group"
          aria-label={t('smart.rule.position', { title, position: index + 1, total: count })}
          aria-describedby={keyboardHintId}
          onKeyDown={onKeyDown}
          data-rule-summary
          className="flex min-w-0 flex-1 items-start gap-1.5 rounded-lg"
        >
          {/* Out of the tab order: the keyboard's way is Alt+ArrowUp/ArrowDown, which the title tells. */}
          <button
            type="button"
            tabIndex={-1}
            {...dragHandle}
            className={`-my-1 -ml-1 flex h-9 w-6 shrink-0 touch-none items-center justify-center rounded hover:bg-slate-100 hover:text-slate-700 ${
              dragging ? 'cursor-grabbing text-slate-700' : 'cursor-grab text-slate-400'
            }`}
            aria-label={t('smart.rule.drag', { title })}
            aria-describedby={keyboardHintId}
            title={t('smart.rule.drag_hint')}
            data-testid="rule-drag-handle"
          >
            <GripVertical className="size-5" aria-hidden="true" />
          </button>
          <span
            className="mr-1.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-medium break-words text-slate-900">{title}</p>
            <p className="text-sm break-words text-slate-700" data-testid="rule-sentence">
              {sentence}
            </p>
            <p className="flex items-start gap-1.5 text-sm text-slate-700">
              <ArrowRight className="mt-0.5 size-4 shrink-0 text-slate-500" aria-label={t('smart.rule.leads_to')} />
              <span className="min-w-0 font-mono [overflow-wrap:anywhere]">{rule.url.trim() || '…'}</span>
            </p>
            {issue && !open && <p className="text-sm text-red-600">{t('smart.rule.has_problem')}</p>}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
          <button
            type="button"
            data-move="up"
            className={ICON_BUTTON}
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'up')}
            aria-label={t('smart.rule.move_up', { title })}
            title={t('smart.rule.move_up', { title })}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-move="down"
            className={ICON_BUTTON}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'down')}
            aria-label={t('smart.rule.move_down', { title })}
            title={t('smart.rule.move_down', { title })}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} w-auto gap-1 px-2 text-sm font-semibold`}
            aria-expanded={open}
            aria-controls={editorId}
            onClick={onToggle}
            data-testid="rule-edit"
          >
            <span>{t('smart.rule.edit')}</span>
            <span className="sr-only">{title}</span>
            <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:text-red-700`}
            onClick={onRemove}
            aria-label={t('smart.rule.remove', { title })}
            title={t('smart.rule.remove', { title })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={editorId} hidden={!open}>
        {open && <RuleEditor rule={rule} path={`rules.${index}`} onChange={onChange} onDone={onToggle} />}
      </div>
    </li>
  );
}
