import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEVICE_CLASSES, OPERATING_SYSTEMS, QUERY_NAME_MAX, QUERY_VALUE_MAX } from '../../../shared/smart-links.js';
import { TextField } from '../../components/ui/TextField.js';
import { CodeMultiSelect } from './CodeMultiSelect.js';
import { OS_NAMES } from './code-names.js';
import { OptionChecks } from './OptionChecks.js';
import type { ConditionDraft } from './smart-draft.js';
import { TimeWindowFields } from './TimeWindowFields.js';
import { useSmartIssue } from './use-smart-form.js';

/** One condition of a rule: what it asks about (its kind, fixed once added), its values, and its removal. */
export function ConditionEditor({
  condition,
  path,
  onChange,
  onRemove,
}: {
  condition: ConditionDraft;
  /** Where its issues are: `rules.0.conditions.1`. */
  path: string;
  onChange: (next: ConditionDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const issue = useSmartIssue(path);
  const nameIssue = useSmartIssue(`${path}.name`);
  const valueIssue = useSmartIssue(`${path}.value`);
  const title = t(`smart.kind.${condition.kind}`);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="rule-condition">
      <div className="mb-3 flex items-start justify-between gap-2">
        <h4 className="min-w-0 text-sm font-semibold text-slate-900">{title}</h4>
        <button
          type="button"
          onClick={onRemove}
          className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-red-700"
          aria-label={t('smart.condition.remove', { kind: title })}
          title={t('smart.condition.remove', { kind: title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      {condition.kind === 'country' || condition.kind === 'language' ? (
        <CodeMultiSelect
          kind={condition.kind}
          values={condition.values}
          onChange={(values) => onChange({ ...condition, values })}
          error={issue}
        />
      ) : condition.kind === 'device' ? (
        <OptionChecks
          legend={t('smart.condition.device_values')}
          options={DEVICE_CLASSES.map((value) => ({ value, label: t(`smart.device.${value}`) }))}
          values={condition.values}
          onChange={(values) => onChange({ ...condition, values })}
          error={issue}
          hint={t('smart.condition.device_hint')}
        />
      ) : condition.kind === 'os' ? (
        <OptionChecks
          legend={t('smart.condition.os_values')}
          options={OPERATING_SYSTEMS.map((value) => ({ value, label: OS_NAMES[value] }))}
          values={condition.values}
          onChange={(values) => onChange({ ...condition, values })}
          error={issue}
        />
      ) : condition.kind === 'time' ? (
        <TimeWindowFields
          condition={condition}
          path={path}
          onChange={(changes) => onChange({ ...condition, ...changes })}
        />
      ) : condition.kind === 'query' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('smart.condition.query_name')}
            hint={t('smart.condition.query_name_hint')}
            value={condition.name}
            maxLength={QUERY_NAME_MAX}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange({ ...condition, name: event.target.value })}
            error={nameIssue}
          />
          <TextField
            label={t('smart.condition.query_value')}
            value={condition.value}
            maxLength={QUERY_VALUE_MAX}
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange({ ...condition, value: event.target.value })}
            error={valueIssue}
          />
        </div>
      ) : null}
    </div>
  );
}
