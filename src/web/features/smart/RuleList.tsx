import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RULES_MAX } from '../../../shared/smart-links.js';
import { Button } from '../../components/ui/Button.js';
import { AppLinksPanel } from './AppLinksPanel.js';
import { moveItem } from './reorder.js';
import { RuleItem, useRuleTitle } from './RuleItem.js';
import { newRule, type RuleDraft } from './smart-draft.js';
import { issueAt } from './smart-issues.js';
import { useRuleDrag } from './use-rule-drag.js';
import { useSmartForm } from './use-smart-form.js';

type FocusTarget = { key: string; on: 'up' | 'down' | 'summary' } | { key: null; on: 'add' };

/**
 * The rules in order, the first that holds winning: each read as a sentence, opened to edit, moved by dragging its
 * handle, by its buttons or by Alt+ArrowUp/ArrowDown (each move announced to screen readers), removed; a new rule,
 * and app links in one step. A refused save opens the rules it names.
 */
export function RuleList() {
  const { t } = useTranslation();
  const id = useId();
  const { rules, setRules } = useSmartForm();
  const { errors, submitCount } = useFormState();
  const titleOf = useRuleTitle();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Once the form was submitted, a rule that has an error (the browser's check, or the server's answer) opens, so
  // its fields show what to fix; one closed again stays closed until its errors change.
  const failing = submitCount > 0 ? rules.filter((_, index) => issueAt(errors, `rules.${index}`)) : [];
  const failingKeys = failing.map((rule) => rule.key).join(' ');
  const [seenFailing, setSeenFailing] = useState('');
  if (failingKeys !== seenFailing) {
    setSeenFailing(failingKeys);
    if (failing.length) setOpen(new Set([...open, ...failing.map((rule) => rule.key)]));
  }

  // After a move or a removal the keyboard stays where it was: the moved rule's control, or the add button.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target.key === null) return actions.current?.querySelector('button')?.focus();
    const item = list.current?.querySelector(`[data-rule-key="${CSS.escape(target.key)}"]`);
    const same =
      target.on === 'summary'
        ? item?.querySelector<HTMLElement>('[data-rule-summary]')
        : item?.querySelector<HTMLButtonElement>(`[data-move="${target.on}"]`);
    const fallback = item?.querySelector<HTMLElement>('[data-rule-summary]');
    (same && !(same as HTMLButtonElement).disabled ? same : fallback)?.focus();
  });

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  /** `via` is the control the focus stays on; none for a drag, which leaves the focus where it was. */
  const move = (from: number, to: number, via: 'up' | 'down' | 'summary' | null) => {
    const rule = rules[from];
    if (!rule || to < 0 || to >= rules.length) return;
    if (via) focusNext.current = { key: rule.key, on: via };
    setRules(moveItem(rules, from, to));
    setAnnouncement(t('smart.rules.moved', { title: titleOf(rule, from), position: to + 1, total: rules.length }));
  };

  // A rule dropped in a new place is moved and announced as by its buttons.
  const { drag, handleProps } = useRuleDrag(list, (from, to) => move(from, to, null));
  const dropEdge = (index: number) =>
    drag && drag.to === index && drag.to !== drag.from ? (drag.to < drag.from ? 'before' : 'after') : null;

  const remove = (index: number) => {
    const rule = rules[index];
    if (!rule) return;
    const neighbour = rules[index + 1] ?? rules[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, on: 'summary' } : { key: null, on: 'add' };
    setRules(rules.filter((_, at) => at !== index));
    setAnnouncement(t('smart.rules.removed', { title: titleOf(rule, index) }));
  };

  const add = (added: RuleDraft[], openThem: boolean) => {
    setRules([...rules, ...added]);
    if (openThem) setOpen((current) => new Set([...current, ...added.map((rule) => rule.key)]));
    const first = added[0];
    if (first) focusNext.current = { key: first.key, on: 'summary' };
  };

  const room = RULES_MAX - rules.length;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {t('smart.rules.title')}
        </h3>
        <p className="hint-text mt-0.5 text-sm text-slate-600">{t('smart.rules.text')}</p>
        <p id={`${id}-keys`} className="sr-only">
          {t('smart.rules.keyboard_hint')}
        </p>
      </div>
      {rules.length > 0 && (
        <ol ref={list} className="space-y-3" data-testid="smart-rules">
          {rules.map((rule, index) => (
            <RuleItem
              key={rule.key}
              rule={rule}
              index={index}
              count={rules.length}
              open={open.has(rule.key)}
              onToggle={() => toggle(rule.key)}
              onChange={(next) => setRules(rules.map((item, at) => (at === index ? next : item)))}
              onMove={(to, via) => move(index, to, via)}
              onRemove={() => remove(index)}
              keyboardHintId={`${id}-keys`}
              dragHandle={handleProps(index)}
              dragging={drag?.from === index}
              dropEdge={dropEdge(index)}
            />
          ))}
        </ol>
      )}
      <div ref={actions} className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={room < 1} onClick={() => add([newRule()], true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('smart.rules.add')}
        </Button>
        <AppLinksPanel room={room} onAdd={(added) => add(added, false)} />
      </div>
      {room < 1 && <p className="text-sm text-slate-500">{t('smart.rules.full_max', { max: RULES_MAX })}</p>}
      <p className="sr-only" aria-live="polite" data-testid="rules-announcement">
        {announcement}
      </p>
    </section>
  );
}
