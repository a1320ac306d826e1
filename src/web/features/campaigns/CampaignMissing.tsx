import { MegaphoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';

/** A campaign that is not there (deleted, or another workspace's): said plainly, with the way back to the list. */
export function CampaignMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MegaphoneOff}
      title={t('campaign.missing_title')}
      action={
        <ButtonLink to="/campaigns" variant="secondary">
          {t('campaign.back_to_list')}
        </ButtonLink>
      }
    >
      {t('errors.not_found')}
    </EmptyState>
  );
}
