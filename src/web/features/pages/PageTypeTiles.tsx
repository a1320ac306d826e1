import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pageTypeLabel, type PageTypeDto } from '../../../shared/catalogues.js';
import { fieldErrorText } from '../../i18n/errors.js';
import type { NewPageValues } from './new-page-form.js';
import { PageTypeIcon } from './page-type-icons.js';

/**
 * The page types as a radio group of icon tiles, in the catalogue's order: arrow keys move between the types that
 * can be chosen; an inactive type is shown, greyed and marked "not available", but cannot be chosen.
 */
export function PageTypeTiles({ types }: { types: readonly PageTypeDto[] }) {
  const { t } = useTranslation();
  const form = useFormContext<NewPageValues>();
  const { errors } = useFormState({ control: form.control, name: 'typeId' });
  const error = fieldErrorText(t, errors.typeId?.message);
  return (
    <fieldset aria-describedby={error ? 'page-type-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('page.type')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {types.map((type) => (
          // On a phone the icon sits above the name, so long names (fi, de, ru) wrap between words, not inside them.
          <label
            key={type.id}
            data-testid={`page-type-${type.id}`}
            className={`relative flex min-w-0 flex-col items-start gap-2 rounded-xl sm:flex-row sm:items-center sm:gap-2.5 border px-2.5 py-2.5 text-left transition-colors sm:px-3 ${
              type.active
                ? 'cursor-pointer border-slate-200 bg-white hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700'
                : 'cursor-not-allowed border-dashed border-slate-200 bg-slate-50'
            }`}
          >
            {/* The radio covers its whole tile, transparent: a click anywhere on the tile lands on it. */}
            <input
              type="radio"
              value={type.id}
              disabled={!type.active}
              aria-describedby={type.active ? undefined : `page-type-${type.id}-off`}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
              {...form.register('typeId')}
            />
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
                type.active ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-400'
              }`}
            >
              <PageTypeIcon icon={type.icon} className="size-5" />
            </span>
            <span className="min-w-0">
              <span
                className={`block text-sm leading-tight font-semibold break-words hyphens-auto ${
                  type.active ? 'text-slate-900' : 'text-slate-500'
                }`}
              >
                {t(pageTypeLabel(type.id))}
              </span>
              {!type.active && (
                <span id={`page-type-${type.id}-off`} className="mt-0.5 block text-xs leading-tight text-slate-500">
                  {t('page.type_unavailable')}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="page-type-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
