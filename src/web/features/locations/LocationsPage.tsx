import { MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { locations } from './location-queries.js';
import { LocationCard } from './LocationCard.js';

/** /locations: the workspace's locations as cards, searchable by name and address (the search is kept in `?q=`). */
export function LocationsPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('location.title')}
      description={t('location.subtitle')}
      create={{ to: '/location/new', label: t('location.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('location.deleted')}</Alert>}
      search={{ label: t('location.search_label'), placeholder: t('location.search_placeholder') }}
      queries={locations}
      renderItem={(location) => <LocationCard location={location} />}
      empty={{ icon: MapPinned, title: t('location.empty_title'), text: t('location.empty_text') }}
      noResults={{ title: (query) => t('location.no_results_title', { query }), text: t('location.no_results_text') }}
    />
  );
}
