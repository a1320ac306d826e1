import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampaignPicker } from '../../campaigns/index.js';
import { useFieldError } from '../designer/use-field-error.js';
import type { QrFormValues } from './qr-form.js';

/** The campaign the code belongs to: its scans count for the campaign too, from the next scan on. */
export function QrCampaignField() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const error = useFieldError('campaignId');
  return (
    <Controller
      control={form.control}
      name="campaignId"
      render={({ field }) => (
        <CampaignPicker
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
          hint={t('campaign.picker_hint_qr')}
        />
      )}
    />
  );
}
