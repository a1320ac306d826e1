import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { campaigns } from './campaign-queries.js';
import { CampaignCard } from './CampaignCard.js';

/** /campaigns: the workspace's campaigns as cards, searchable by name or description (kept in `?q=`). */
export function CampaignsPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('campaign.title')}
      description={t('campaign.subtitle')}
      create={{ to: '/campaign/new', label: t('campaign.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('campaign.deleted')}</Alert>}
      search={{ label: t('campaign.search_label'), placeholder: t('campaign.search_placeholder') }}
      queries={campaigns}
      renderItem={(campaign) => <CampaignCard campaign={campaign} />}
      empty={{ icon: Megaphone, title: t('campaign.empty_title'), text: t('campaign.empty_text') }}
      noResults={{ title: (query) => t('campaign.no_results_title', { query }), text: t('campaign.no_results_text') }}
    />
  );
}
