import { Info, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { generateHash } from '../../../shared/links.js';
import { Button } from '../../components/ui/Button.js';
import { CheckboxField } from '../../components/ui/CheckboxField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { usePublicConfig } from '../../session/session.js';
import { displayUrl } from './display-url.js';
import type { LinkFormValues } from './link-form-schema.js';

/** The short code: pre-generated, editable as a custom alias, with the resulting short URL shown as it is typed. */
export function HashField<Out extends FieldValues>({
  form,
  savedHash,
}: {
  form: UseFormReturn<LinkFormValues, unknown, Out>;
  savedHash?: string;
}) {
  const { t } = useTranslation();
  const { shortUrlBase } = usePublicConfig();
  const id = useId();
  const hash = useWatch({ control: form.control, name: 'hash' }).trim();
  const error = fieldErrorText(t, form.formState.errors.hash?.message);
  const changesSharedUrl = savedHash !== undefined && hash !== savedHash;

  const regenerate = () =>
    form.setValue('hash', generateHash(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('link.hash')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <div
          className={`flex min-w-0 flex-1 items-stretch rounded-lg border bg-white shadow-sm transition ${
            error
              ? 'border-red-500 focus-within:ring-2 focus-within:ring-red-200'
              : 'border-slate-300 focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700'
          }`}
        >
          <span
            className="hidden max-w-[55%] items-center truncate rounded-l-lg border-r border-slate-200 bg-slate-50 px-3 text-sm text-slate-600 sm:flex"
            aria-hidden="true"
          >
            {displayUrl(shortUrlBase)}/
          </span>
          <input
            id={id}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-preview ${id}-note`}
            className="min-w-0 flex-1 rounded-lg bg-transparent px-3 py-2.5 font-mono text-sm outline-none"
            {...form.register('hash')}
          />
        </div>
        <Button variant="secondary" onClick={regenerate} className="px-3" title={t('link.regenerate')}>
          <RefreshCw className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('link.regenerate')}</span>
        </Button>
      </div>
      <p id={`${id}-preview`} className="mt-1.5 text-sm text-slate-600">
        {t('link.short_url_preview')}{' '}
        <span className="font-mono font-medium [overflow-wrap:anywhere] text-brand-700" data-testid="short-url-preview">
          {shortUrlBase}/{hash}
        </span>
      </p>
      <p id={`${id}-note`} className={`mt-1 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
        {error ?? t('link.hash_hint')}
      </p>
      {changesSharedUrl && <OldHashChoice form={form} savedHash={savedHash} />}
    </div>
  );
}

/**
 * With a new code, the old one keeps redirecting here (an alias), so what was printed or shared goes on working;
 * ticking the box lets it go at once, for another link to take.
 */
function OldHashChoice<Out extends FieldValues>({
  form,
  savedHash,
}: {
  form: UseFormReturn<LinkFormValues, unknown, Out>;
  savedHash: string;
}) {
  const { t } = useTranslation();
  const { shortUrlBase } = usePublicConfig();
  const freeing = useWatch({ control: form.control, name: 'freeOldHash' });
  const oldUrl = `${shortUrlBase}/${savedHash}`;
  return (
    <div
      className={`mt-3 space-y-3 rounded-lg px-3 py-3 text-sm ring-1 ${
        freeing ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-slate-50 text-slate-700 ring-slate-200'
      }`}
    >
      <p className="flex items-start gap-2">
        {freeing ? (
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        <span className="min-w-0 break-words">
          {t(freeing ? 'link.old_hash_freed' : 'link.old_hash_kept', { url: oldUrl })}
        </span>
      </p>
      <CheckboxField
        label={t('link.free_old_hash')}
        hint={t('link.free_old_hash_hint')}
        {...form.register('freeOldHash')}
      />
    </div>
  );
}
