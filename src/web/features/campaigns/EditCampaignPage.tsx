import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CampaignDetail } from '../../../shared/campaigns.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { BackLink } from '../../kit/BackLink.js';
import { noticeState } from '../../kit/notice.js';
import { QueryGate } from '../../kit/QueryGate.js';
import { useServerForm } from '../../kit/use-server-form.js';
import {
  CAMPAIGN_FORM_FIELDS,
  campaignChanges,
  campaignToForm,
  saveWithRefusedItems,
  updateCampaignFormSchema,
  type RefusedItems,
} from './campaign-form-schema.js';
import { campaigns, useCampaignDetail } from './campaign-queries.js';
import { CampaignForm } from './CampaignForm.js';
import { CampaignMissing } from './CampaignMissing.js';

/** /campaign/edit/{id}: the same form, filled with the campaign; only what changed is sent. */
export function EditCampaignPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const campaign = useCampaignDetail(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to={`/campaign/${id}`} label={t('campaign.back_to_campaign')} />}
        title={t('campaign.edit_title')}
        description={campaign.data ? campaign.data.name : t('campaign.edit_subtitle')}
      />
      <QueryGate query={campaign} notFound={<CampaignMissing />}>
        {(data) => <EditCampaignForm key={data.id} campaign={data} />}
      </QueryGate>
    </div>
  );
}

function EditCampaignForm({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = campaigns.useUpdate();
  const [defaultValues] = useState(() => campaignToForm(campaign));
  const [refused, setRefused] = useState<RefusedItems>({});
  const { form, formError, onSubmit } = useServerForm({
    schema: updateCampaignFormSchema,
    defaultValues,
    fields: CAMPAIGN_FORM_FIELDS,
    // Compared with the saved campaign: an end changed alone is still checked by the server against the stored start.
    submit: (values) => {
      const changes = campaignChanges(values, campaign);
      if (Object.keys(changes).length === 0) return Promise.resolve(campaign);
      return saveWithRefusedItems(changes, () => update.mutateAsync({ id: campaign.id, changes }), setRefused);
    },
    onSuccess: (saved) => navigate(`/campaign/${saved.id}`, { state: noticeState('saved') }),
  });
  return (
    <CampaignForm
      form={form}
      formError={formError}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      cancelTo={`/campaign/${campaign.id}`}
      saved={campaign}
      refused={refused}
    />
  );
}
