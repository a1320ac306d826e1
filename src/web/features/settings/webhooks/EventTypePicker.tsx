import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../shared/webhooks.js';
import { eventTypeKey } from './webhook-status.js';

/**
 * The event types an endpoint receives: a fieldset per group (what people do, then what changes), each with a
 * checkbox that ticks or clears the whole group (half-ticked when some are), and one for all of them above.
 */
export function EventTypePicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: readonly WebhookEventType[];
  onChange: (types: WebhookEventType[]) => void;
  error?: string;
  /** Receives the first checkbox, so the form can focus the picker when it has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Kept in the catalogue's order, whatever order they were ticked in.
  const setTypes = (chosen: ReadonlySet<WebhookEventType>) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((type) => chosen.has(type)));
  const toggle = (types: readonly WebhookEventType[], on: boolean) => {
    const chosen = new Set(value);
    for (const type of types) {
      if (on) chosen.add(type);
      else chosen.delete(type);
    }
    setTypes(chosen);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{t('webhooks.events_legend')}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
        {t('webhooks.events_hint')}
      </p>
      <div className="mt-3">
        <GroupToggle
          ref={inputRef}
          label={t('webhooks.select_every_event')}
          types={WEBHOOK_EVENT_TYPES}
          value={value}
          onToggle={toggle}
        />
      </div>
      <div className={`mt-3 grid gap-3 sm:grid-cols-2 ${error ? 'rounded-xl ring-2 ring-red-500 ring-offset-4' : ''}`}>
        {WEBHOOK_EVENT_GROUPS.map((group) => (
          // The border is the wrapper's: a fieldset's own border would be cut by its legend.
          <div key={group.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">{t(`webhooks.groups.${group.id}`)}</legend>
              {group.id === 'activity' && (
                <p className="mt-0.5 text-xs text-slate-500">{t('webhooks.activity_hint')}</p>
              )}
              <div className="mt-2 border-b border-slate-100 pb-2">
                <GroupToggle
                  label={t('webhooks.select_group')}
                  groupName={t(`webhooks.groups.${group.id}`)}
                  types={group.types}
                  value={value}
                  onToggle={toggle}
                />
              </div>
              <ul className="mt-2 space-y-2">
                {group.types.map((type) => (
                  <li key={type}>
                    <label className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={value.includes(type)}
                        onChange={(event) => toggle([type], event.target.checked)}
                        aria-describedby={`${id}-${type}`}
                        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                      />
                      <span className="min-w-0">
                        <span className="block">{t(eventTypeKey(type))}</span>
                        <code id={`${id}-${type}`} className="block font-mono text-xs text-slate-500">
                          {type}
                        </code>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Ticks or clears every type of a group at once; half-ticked (read as "mixed": `indeterminate`) when only some are. */
function GroupToggle({
  ref,
  label,
  groupName,
  types,
  value,
  onToggle,
}: {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Read after the label ("Select all, Links"), so each group's toggle has a name of its own. */
  groupName?: string;
  types: readonly WebhookEventType[];
  value: readonly WebhookEventType[];
  onToggle: (types: readonly WebhookEventType[], on: boolean) => void;
}) {
  const ticked = types.filter((type) => value.includes(type)).length;
  const all = ticked === types.length;
  const some = ticked > 0 && !all;
  const setRefs = (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = some;
    if (typeof ref === 'function') ref(input);
    else if (ref) ref.current = input;
  };
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
      <input
        ref={setRefs}
        type="checkbox"
        checked={all}
        onChange={() => onToggle(types, !all)}
        className="size-4 shrink-0 rounded border-slate-300 accent-brand-600"
      />
      <span className="min-w-0">
        {label}
        {groupName && <span className="sr-only">, {groupName}</span>}
      </span>
    </label>
  );
}
