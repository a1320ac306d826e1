import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAGE_TEXT_MAX, PAGE_TITLE_MAX } from '../../../../shared/page-content.js';
import { DEFAULT_ACCENT, type PageFormValues } from '../content-draft.js';
import { PageTextArea, PageTextField, usePageFieldError } from './fields.js';

const HEX = /^#[0-9a-f]{6}$/i;

/** What every page shows above its own content: a headline, a short text, and the colour it is drawn in. */
export function CommonFields() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <PageTextField
        path="content.title"
        label={t('page.editor.title')}
        hint={t('page.editor.title_hint')}
        maxLength={PAGE_TITLE_MAX}
      />
      <PageTextArea
        path="content.description"
        label={t('page.editor.description')}
        hint={t('page.editor.description_hint')}
        maxLength={PAGE_TEXT_MAX}
      />
      <AccentField />
    </div>
  );
}

/** The accent colour: the browser's picker beside the hex text, both on one value. */
function AccentField() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<PageFormValues>();
  const value = useWatch({ control: form.control, name: 'content.accent' });
  const error = usePageFieldError('content.accent');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('page.editor.accent')}
      </label>
      <div className="mt-1.5 flex max-w-xs items-center gap-2">
        <input
          type="color"
          aria-label={t('page.editor.accent_pick')}
          value={HEX.test(value) ? value.toLowerCase() : DEFAULT_ACCENT}
          onChange={(event) =>
            form.setValue('content.accent', event.target.value, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          className="h-10.5 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
        />
        <input
          id={id}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 font-mono text-sm shadow-sm transition focus:outline-2 focus:outline-offset-2 ${
            error
              ? 'border-red-500 focus:border-red-600 focus:outline-red-600'
              : 'border-slate-300 focus:border-brand-600 focus:outline-brand-700'
          }`}
          {...form.register('content.accent')}
        />
      </div>
      <p id={`${id}-note`} className={`hint-text mt-1.5 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
        {error ?? t('page.editor.accent_hint')}
      </p>
    </div>
  );
}
