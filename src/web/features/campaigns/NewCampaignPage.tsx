import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  CAMPAIGN_FORM_FIELDS,
  createCampaignFormSchema,
  emptyCampaignForm,
  saveWithRefusedItems,
  type RefusedItems,
} from './campaign-form-schema.js';
import { campaigns } from './campaign-queries.js';
import { CampaignForm } from './CampaignForm.js';

/** /campaign/new: a name and description, an optional window, and the items in the campaign. */
export function NewCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = campaigns.useCreate();
  const [defaultValues] = useState(emptyCampaignForm);
  const [refused, setRefused] = useState<RefusedItems>({});
  const { form, formError, onSubmit } = useServerForm({
    schema: createCampaignFormSchema,
    defaultValues,
    fields: CAMPAIGN_FORM_FIELDS,
    submit: (values) => saveWithRefusedItems(values, () => create.mutateAsync(values), setRefused),
    onSuccess: (campaign) => navigate(`/campaign/${campaign.id}`, { state: noticeState('created') }),
  });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/campaigns" label={t('campaign.back_to_list')} />}
        title={t('campaign.new_title')}
        description={t('campaign.new_subtitle')}
      />
      <CampaignForm
        form={form}
        formError={formError}
        onSubmit={onSubmit}
        submitLabel={t('campaign.create_submit')}
        cancelTo="/campaigns"
        refused={refused}
      />
    </div>
  );
}
