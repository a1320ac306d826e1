import { useId } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import type { QrFormValues } from '../content/qr-form.js';
import { useFieldError } from './use-field-error.js';

/** A slider for a number of the design, its current value written beside the label (and read out with it). */
export function RangeField({
  path,
  label,
  min,
  max,
  step = 1,
  format,
  hint,
}: {
  path: Path<QrFormValues>;
  label: string;
  min: number;
  max: number;
  step?: number;
  /** The value as people read it (`40 %`, `4 modules`). */
  format: (value: number) => string;
  hint?: string;
}) {
  const id = useId();
  const form = useFormContext<QrFormValues>();
  const value = Number(useWatch({ control: form.control, name: path }));
  const error = useFieldError(path);
  const shown = format(value);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <output htmlFor={id} className="shrink-0 text-sm text-slate-700 tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        aria-valuetext={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-2 block w-full cursor-pointer accent-brand-600"
        {...form.register(path, { valueAsNumber: true })}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="hint-text mt-1 text-sm text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
