import type { ReactNode } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import type { QrFormValues } from '../content/qr-form.js';
import { useFieldError } from './use-field-error.js';

export interface StyleOption {
  value: string;
  label: string;
  /** A small drawing of the choice. */
  glyph?: ReactNode;
  /** A line under the label (what the choice means). */
  hint?: string;
}

/**
 * A choice among a few looks as a radio group of small cards (drawing and name): arrow keys move between them, the
 * focused card shows the focus ring, the chosen one is tinted.
 */
export function StyleRadioGroup({
  path,
  legend,
  options,
  columns = 'grid-cols-3 sm:grid-cols-6',
  onChosen,
  controlled,
}: {
  path: Path<QrFormValues>;
  legend: string;
  options: readonly StyleOption[];
  columns?: string;
  /** Runs after a choice, e.g. to fill a related field. */
  onChosen?: (value: string) => void;
  /** The choice held outside the form's registration (it changes more than its own field). */
  controlled?: { value: string; onChange: (value: string) => void };
}) {
  const form = useFormContext<QrFormValues>();
  const error = useFieldError(path);
  const name = path.replace(/\./g, '-');
  const registration = controlled
    ? {
        name,
        onChange: (event: { target: { value: string } }) => controlled.onChange(event.target.value),
      }
    : form.register(path, {
        onChange: (event: { target: { value: string } }) => onChosen?.(event.target.value),
      });
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex min-w-0 cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-slate-200 bg-white px-2 py-2.5 text-center transition-colors hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              value={option.value}
              {...(controlled && { checked: controlled.value === option.value })}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              aria-describedby={option.hint ? `${name}-${option.value}-hint` : undefined}
              {...registration}
            />
            {option.glyph && (
              <span className="text-slate-800" aria-hidden="true">
                {option.glyph}
              </span>
            )}
            <span className="text-xs leading-tight font-medium break-words hyphens-auto text-slate-800">
              {option.label}
            </span>
            {option.hint && (
              <span
                id={`${name}-${option.value}-hint`}
                className="text-xs leading-tight break-words hyphens-auto text-slate-600"
              >
                {option.hint}
              </span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
