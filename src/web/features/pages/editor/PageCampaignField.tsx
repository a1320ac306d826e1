import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampaignPicker } from '../../campaigns/index.js';
import type { PageFormValues } from '../content-draft.js';
import { usePageFieldError } from './fields.js';

/** The campaign the page belongs to, as links and QR codes choose theirs on their own forms. */
export function PageCampaignField() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const error = usePageFieldError('campaignId');
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
          hint={t('campaign.picker_hint_page')}
        />
      )}
    />
  );
}
