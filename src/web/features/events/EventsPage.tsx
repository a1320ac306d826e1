import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { EventCard } from './EventCard.js';
import { events } from './event-queries.js';

/** /events: the workspace's events as cards, searchable by name (the search is kept in `?q=`). */
export function EventsPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('event.title')}
      description={t('event.subtitle')}
      create={{ to: '/event/new', label: t('event.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('event.deleted')}</Alert>}
      search={{ label: t('event.search_label'), placeholder: t('event.search_placeholder') }}
      queries={events}
      renderItem={(event) => <EventCard event={event} />}
      empty={{ icon: CalendarDays, title: t('event.empty_title'), text: t('event.empty_text') }}
      noResults={{ title: (query) => t('event.no_results_title', { query }), text: t('event.no_results_text') }}
    />
  );
}
