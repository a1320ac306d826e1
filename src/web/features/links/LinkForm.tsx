import { Controller, FormProvider, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TagRef } from '../../../shared/tags.js';
import { Alert } from '../../components/ui/Alert.js';
import { CheckboxField } from '../../components/ui/CheckboxField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { TextAreaField } from '../../components/ui/TextAreaField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { FormActions } from '../../kit/FormActions.js';
import { CampaignPicker } from '../campaigns/index.js';
import { PasswordSetting, SmartDestinationFields, TagPicker, UtmBuilder } from '../smart/index.js';
import { ExpiryFields } from './ExpiryFields.js';
import { HashField } from './HashField.js';
import type { LinkFormValues } from './link-form-schema.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The fields of a link, shared by /link/new and /link/edit/{id}. */
export function LinkForm<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
  savedHash,
  passwordProtected = false,
  savedTags,
}: {
  form: UseFormReturn<LinkFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
  /** The hash the link has now (edit only): changing it breaks what was shared. */
  savedHash?: string;
  /** Whether the saved link asks for a password (edit only; the password itself is never answered). */
  passwordProtected?: boolean;
  /** The saved link's tags, named before the workspace's tags have been read. */
  savedTags?: TagRef[];
}) {
  const { t } = useTranslation();
  const url = useWatch({ control: form.control, name: 'url' });
  const setUrl = (next: string) =>
    form.setValue('url', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    // The smart fields read and write the form through its context.
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {formError && <Alert tone="error">{formError}</Alert>}
        <section className={sectionClass} aria-labelledby="link-basics">
          <h2 id="link-basics" className="text-base font-semibold text-slate-900">
            {t('link.section_basics')}
          </h2>
          <FormTextField form={form} name="name" label={t('link.name')} hint={t('link.name_hint')} autoComplete="off" />
          <FormTextField
            form={form}
            name="url"
            label={t('link.url')}
            hint={t('link.url_hint')}
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com/menu"
          />
          <UtmBuilder url={url} onUrlChange={setUrl} />
          <HashField form={form} savedHash={savedHash} />
        </section>
        <section className={sectionClass} aria-labelledby="link-smart">
          <h2 id="link-smart" className="text-base font-semibold text-slate-900">
            {t('smart.section_title')}
          </h2>
          <SmartDestinationFields defaultUrl={url.trim() ? url : null} />
        </section>
        <section className={sectionClass} aria-labelledby="link-options">
          <h2 id="link-options" className="text-base font-semibold text-slate-900">
            {t('link.section_options')}
          </h2>
          <ExpiryFields form={form} />
          <Controller
            control={form.control}
            name="campaignId"
            render={({ field, fieldState }) => (
              <CampaignPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldErrorText(t, fieldState.error?.message)}
                hint={t('campaign.picker_hint_link')}
              />
            )}
          />
          <TagPicker saved={savedTags} />
          <PasswordSetting protectedNow={passwordProtected} />
          <CheckboxField
            label={t('link.forward_query')}
            hint={t('link.forward_query_hint')}
            {...form.register('forwardQuery')}
          />
          <TextAreaField
            label={t('link.notes')}
            hint={t('link.notes_hint')}
            rows={3}
            error={fieldErrorText(t, form.formState.errors.notes?.message)}
            {...form.register('notes')}
          />
        </section>
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
