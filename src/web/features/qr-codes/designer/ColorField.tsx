import { useId } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QrFormValues } from '../content/qr-form.js';
import { pickerColor } from './design-draft.js';
import { useFieldError } from './use-field-error.js';

/**
 * A colour: the browser's colour picker beside a hex text field, both on one form value. The text is checked as
 * it is typed (the shared schema: `#rrggbb` or `#rgb`); while it is not a colour the picker keeps the last one and
 * the error says why beside it.
 */
export function ColorField({
  path,
  label,
  className = '',
}: {
  path: Path<QrFormValues>;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<QrFormValues>();
  const value = useWatch({ control: form.control, name: path }) as string | null;
  const error = useFieldError(path);
  const text = value ?? '';
  return (
    <div className={className}>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <input
          type="color"
          aria-label={t('qr_designer.colors.pick', { name: label })}
          value={pickerColor(text)}
          onChange={(event) =>
            form.setValue(path, event.target.value, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          className="h-10.5 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
        />
        <input
          id={`${id}-text`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={9}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 font-mono text-sm shadow-sm transition focus:outline-2 focus:outline-offset-2 ${
            error
              ? 'border-red-500 focus:border-red-600 focus:outline-red-600'
              : 'border-slate-300 focus:border-brand-600 focus:outline-brand-700'
          }`}
          {...form.register(path)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="hint-text mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
