import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
}

/** A checkbox with its label and an explanation of what ticking it does. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, className = '', id, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`flex gap-3 ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
        {...rest}
      />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});
