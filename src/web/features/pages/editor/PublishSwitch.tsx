import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PageFormValues } from '../content-draft.js';
import { usePageFieldError } from './fields.js';

/**
 * Whether people who scan may see the page: a switch (a checkbox with the switch role), saying what each state
 * means. Publishing needs a complete content; the server's refusal stands beside it.
 */
export function PublishSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<PageFormValues>();
  const published = useWatch({ control: form.control, name: 'published' });
  const error = usePageFieldError('published');
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-note`}
          aria-invalid={error ? true : undefined}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          {...form.register('published')}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-800">
          {t('page.editor.published')}
        </label>
        <p id={`${id}-note`} className={`mt-0.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
          {error ?? (published ? t('page.editor.published_on') : t('page.editor.published_off'))}
        </p>
      </div>
    </div>
  );
}
