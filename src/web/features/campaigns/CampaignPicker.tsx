import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker, type ReferenceFieldProps } from '../../kit/ReferencePicker.js';
import { useWorkspaceCampaigns } from './campaign-queries.js';

export type CampaignPickerProps = ReferenceFieldProps;

/**
 * One of the workspace's campaigns, or none: the link or QR code form's way into a campaign (the campaign's own form
 * picks many at once). A campaign that is not running is said so beside its name.
 */
export function CampaignPicker(props: CampaignPickerProps) {
  const { t } = useTranslation();
  return (
    <ReferencePicker
      {...props}
      icon={Megaphone}
      list={useWorkspaceCampaigns()}
      optionLabel={(item) =>
        'status' in item && item.status !== 'active'
          ? t('campaign.picker_option', { name: item.name, status: t(`campaign.status.${item.status}`) })
          : item.name
      }
      texts={{
        label: t('campaign.picker_label'),
        none: t('campaign.picker_none'),
        gone: t('campaign.picker_gone'),
        empty: t('campaign.picker_empty'),
        create: t('campaign.create'),
      }}
      createPath="/campaign/new"
      testId="campaign-picker"
    />
  );
}
