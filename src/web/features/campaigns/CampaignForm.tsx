import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../../shared/campaigns.js';
import { UTM_VALUE_MAX } from '../../../shared/utm.js';
import { Alert } from '../../components/ui/Alert.js';
import { FormDateTimeField } from '../../components/ui/FormDateTimeField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { TextAreaField } from '../../components/ui/TextAreaField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { FormActions } from '../../kit/FormActions.js';
import { viewerTimeZone } from '../../lib/local-time.js';
import type { CampaignFormValues, RefusedItems } from './campaign-form-schema.js';
import { ITEM_SOURCES, type ItemOption } from './item-options.js';
import { ItemsPicker } from './ItemsPicker.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The fields of a campaign, shared by /campaign/new and /campaign/edit/{id}. */
export function CampaignForm<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
  saved,
  refused = {},
}: {
  form: UseFormReturn<CampaignFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
  /** The campaign as saved (edit): its items are listed in the pickers before their pages are read. */
  saved?: CampaignDetail;
  /** Ticked items the server refused (deleted meanwhile), marked in their pickers. */
  refused?: RefusedItems;
}) {
  const { t } = useTranslation();
  const partLabels = { date: t('campaign.date'), time: t('campaign.time'), calendar: t('campaign.pick_date') };
  const linkedOf = (key: keyof CampaignDetail['items']): ItemOption[] =>
    saved?.items[key].map((item) => ({
      id: item.id,
      name: item.name,
      detail: key === 'qrCodes' || key === 'links' ? item.url : null,
    })) ?? [];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <section className={sectionClass} aria-labelledby="campaign-basics">
        <h2 id="campaign-basics" className="text-base font-semibold text-slate-900">
          {t('campaign.section_basics')}
        </h2>
        <FormTextField
          form={form}
          name="name"
          label={t('campaign.name')}
          hint={t('campaign.name_hint')}
          autoComplete="off"
        />
        <TextAreaField
          label={t('campaign.description')}
          hint={t('campaign.description_hint')}
          rows={3}
          error={fieldErrorText(t, form.formState.errors.description?.message)}
          {...form.register('description')}
        />
        <FormTextField
          form={form}
          name="utmCampaign"
          label={t('campaign.utm_campaign')}
          hint={t('campaign.utm_campaign_hint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={UTM_VALUE_MAX}
        />
      </section>
      <section className={sectionClass} aria-labelledby="campaign-window">
        <div>
          <h2 id="campaign-window" className="text-base font-semibold text-slate-900">
            {t('campaign.section_window')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('campaign.window_hint', { zone: viewerTimeZone() })}</p>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          {(['startsAt', 'endsAt'] as const).map((name) => (
            <FormDateTimeField
              key={name}
              control={form.control}
              name={name}
              label={t(name === 'startsAt' ? 'campaign.starts_at' : 'campaign.ends_at')}
              partLabels={partLabels}
            />
          ))}
        </div>
      </section>
      <section className={sectionClass} aria-labelledby="campaign-items">
        <div>
          <h2 id="campaign-items" className="text-base font-semibold text-slate-900">
            {t('campaign.section_items')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('campaign.items_hint')}</p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {ITEM_SOURCES.map((source) => (
            <Controller
              key={source.input}
              control={form.control}
              name={source.input}
              render={({ field, fieldState }) => (
                <ItemsPicker
                  source={source}
                  value={field.value}
                  onChange={field.onChange}
                  linked={linkedOf(source.key)}
                  refused={refused[source.input]}
                  inputRef={field.ref}
                  error={fieldErrorText(t, fieldState.error?.message ?? fieldState.error?.root?.message)}
                />
              )}
            />
          ))}
        </div>
      </section>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
    </form>
  );
}
