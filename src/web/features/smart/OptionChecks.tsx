import { useId } from 'react';

/** A few fixed choices, any number of them (a rule's device classes, its operating systems), as checkboxes. */
export function OptionChecks({
  legend,
  options,
  values,
  onChange,
  error,
  hint,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <fieldset aria-describedby={note ? `${id}-note` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...values, option.value] : values.filter((value) => value !== option.value),
                )
              }
              className="size-4 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {note && (
        <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
          {note}
        </p>
      )}
    </fieldset>
  );
}
