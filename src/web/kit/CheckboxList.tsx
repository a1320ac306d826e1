import type { Ref } from 'react';

export interface CheckboxOption {
  id: string;
  name: string;
  /** A second line in small monospace (a short address). */
  detail?: string | null;
}

interface CheckboxListProps {
  options: readonly CheckboxOption[];
  /** The ids of the ticked options. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Ticked options the server refused (deleted meanwhile), marked with `refusedLabel`. */
  refused?: readonly string[];
  refusedLabel: string;
  error?: string;
  /** Receives the first checkbox, so a form can focus the list when it has an error. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A scrolling list of checkboxes, one per option: the many-to-many pickers (an event's forms, a campaign's items). */
export function CheckboxList({
  options,
  value,
  onChange,
  refused = [],
  refusedLabel,
  error,
  inputRef,
  className = 'max-h-80',
}: CheckboxListProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ul
      className={`${className} divide-y divide-slate-100 overflow-y-auto rounded-lg border ${
        error ? 'border-red-500' : 'border-slate-200'
      }`}
    >
      {options.map((option, index) => (
        <li key={option.id}>
          <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm text-slate-800 hover:bg-slate-50">
            <input
              ref={index === 0 ? inputRef : undefined}
              type="checkbox"
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block break-words">{option.name}</span>
              {option.detail && (
                <span className="block truncate font-mono text-xs text-slate-500">{option.detail}</span>
              )}
              {refused.includes(option.id) && (
                <span className="block text-sm font-medium text-red-700">{refusedLabel}</span>
              )}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
