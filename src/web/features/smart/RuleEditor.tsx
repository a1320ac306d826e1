import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONDITION_KINDS, CONDITIONS_MAX, ROUTE_NAME_MAX, type ConditionKind } from '../../../shared/smart-links.js';
import { Button } from '../../components/ui/Button.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { TextField } from '../../components/ui/TextField.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import { ConditionEditor } from './ConditionEditor.js';
import { newCondition, type RuleDraft } from './smart-draft.js';
import { useSmartIssue } from './use-smart-form.js';

/** A rule opened for editing: its conditions (all must hold), the address it leads to and an optional name. */
export function RuleEditor({
  rule,
  path,
  onChange,
  onDone,
}: {
  rule: RuleDraft;
  /** Where its issues are: `rules.0`. */
  path: string;
  onChange: (next: RuleDraft) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ConditionKind>('country');
  const list = useRef<HTMLDivElement>(null);
  const urlIssue = useSmartIssue(`${path}.url`);
  const nameIssue = useSmartIssue(`${path}.name`);
  const conditionsIssue = useSmartIssue(`${path}.conditions`, true);
  const full = rule.conditions.length >= CONDITIONS_MAX;

  const add = () => {
    // A time window starts in the zone of the rule's other time condition, else the viewer's own.
    const zone = rule.conditions.find((condition) => condition.kind === 'time');
    const condition = newCondition(kind, zone?.kind === 'time' ? zone.timeZone : viewerTimeZone());
    onChange({ ...rule, conditions: [...rule.conditions, condition] });
    // The new condition's first field takes the focus once it is there.
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLElement>(
          `[data-condition="${condition.key}"] input, [data-condition="${condition.key}"] select`,
        )
        ?.focus(),
    );
  };

  return (
    <div className="mt-4 space-y-5 border-t border-slate-100 pt-4">
      <section aria-labelledby={`${id}-conditions`} className="space-y-3">
        <div>
          <h3 id={`${id}-conditions`} className="text-sm font-semibold text-slate-900">
            {t('smart.rule.conditions')}
          </h3>
          <p className={`hint-text mt-0.5 text-sm ${conditionsIssue ? 'text-red-600' : 'text-slate-500'}`}>
            {conditionsIssue ?? t('smart.rule.conditions_hint')}
          </p>
        </div>
        <div ref={list} className="space-y-3">
          {rule.conditions.map((condition, index) => (
            <div key={condition.key} data-condition={condition.key}>
              <ConditionEditor
                condition={condition}
                path={`${path}.conditions.${index}`}
                onChange={(next) =>
                  onChange({ ...rule, conditions: rule.conditions.map((item, at) => (at === index ? next : item)) })
                }
                onRemove={() => onChange({ ...rule, conditions: rule.conditions.filter((_, at) => at !== index) })}
              />
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-full sm:w-auto sm:min-w-0 sm:max-w-xs sm:flex-1">
            <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-slate-700">
              {t('smart.rule.condition_kind')}
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              disabled={full}
              onChange={(event) => setKind(event.target.value as ConditionKind)}
              className={controlClass(undefined)}
            >
              {CONDITION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`smart.kind.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={add} disabled={full}>
            <Plus className="size-4" aria-hidden="true" />
            {t('smart.rule.add_condition')}
          </Button>
        </div>
        {full && <p className="text-sm text-slate-500">{t('smart.rule.conditions_full', { max: CONDITIONS_MAX })}</p>}
      </section>
      <TextField
        label={t('smart.rule.url')}
        hint={t('smart.rule.url_hint')}
        value={rule.url}
        onChange={(event) => onChange({ ...rule, url: event.target.value })}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="off"
        placeholder="example.com/de"
        error={urlIssue}
      />
      <TextField
        label={t('smart.rule.name')}
        hint={t('smart.rule.name_hint')}
        value={rule.name}
        maxLength={ROUTE_NAME_MAX}
        autoComplete="off"
        onChange={(event) => onChange({ ...rule, name: event.target.value })}
        error={nameIssue}
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('smart.rule.done')}
        </Button>
      </div>
    </div>
  );
}
