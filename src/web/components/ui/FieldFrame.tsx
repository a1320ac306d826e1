import type { ReactNode } from 'react';

interface FieldFrameProps {
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control, given the id of the text that describes it (the error, else the hint). */
  children: (describedBy: string | undefined) => ReactNode;
}

/** What every text control shares: its label above, its error (or else its hint) below, announced with it. */
export function FieldFrame({ inputId, label, error, hint, className = '', children }: FieldFrameProps) {
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={`${inputId}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="hint-text mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The look of an input or text area, red while it has an error. Focus shows the app's focus ring (styles.css) on
 * a click too, plus a darker border: the pale ring it had was 1.2:1 against white, where 3:1 is needed.
 */
export function controlClass(error: string | undefined): string {
  return `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm shadow-sm transition focus:outline-2 focus:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 ${
    error
      ? 'border-red-500 focus:border-red-600 focus:outline-red-600'
      : 'border-slate-300 focus:border-brand-600 focus:outline-brand-700'
  }`;
}
