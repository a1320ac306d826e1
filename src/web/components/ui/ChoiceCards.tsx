import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface Choice {
  value: string;
  title: string;
  /** What choosing it means, read out with the option. */
  hint: string;
  /** Shown at the end of the title's line, e.g. a price. */
  aside?: ReactNode;
  /** A mark below the hint, e.g. the plan in use; part of the option's name. */
  badge?: ReactNode;
}

/**
 * A choice among a few options as radio cards (an API key's scope, a plan): the whole card is the label, the chosen
 * one is tinted, each option's hint describes its radio button and the error describes the group.
 */
export function ChoiceCards({
  id,
  legend,
  legendClassName = 'text-sm font-medium text-slate-700',
  choices,
  registration,
  error,
}: {
  /** Prefix of the ids of the hints and the error. */
  id: string;
  legend: string;
  legendClassName?: string;
  choices: readonly Choice[];
  /** `form.register(name)` of the field. */
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-4 transition-colors hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-describedby={`${id}-${choice.value}-hint`}
              {...registration}
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-semibold text-slate-900">{choice.title}</span>
                {choice.aside !== undefined && (
                  <span className="text-sm font-semibold text-slate-900">{choice.aside}</span>
                )}
              </span>
              <span id={`${id}-${choice.value}-hint`} className="mt-0.5 block text-sm text-slate-600">
                {choice.hint}
              </span>
              {choice.badge && <span className="mt-2 flex">{choice.badge}</span>}
            </span>
          </label>
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
