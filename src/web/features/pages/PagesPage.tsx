import { PanelsTopLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { PageCard } from './PageCard.js';
import { pages } from './page-queries.js';

/** /pages: the workspace's landing pages as cards, searchable by name (the search is kept in `?q=`). */
export function PagesPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  return (
    <ListPage
      title={t('page.title')}
      description={t('page.subtitle')}
      create={{ to: '/page/new', label: t('page.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('page.deleted')}</Alert>}
      search={{ label: t('page.search_label'), placeholder: t('page.search_placeholder') }}
      queries={pages}
      renderItem={(page) => <PageCard page={page} />}
      empty={{ icon: PanelsTopLeft, title: t('page.empty_title'), text: t('page.empty_text') }}
      noResults={{ title: (query) => t('page.no_results_title', { query }), text: t('page.no_results_text') }}
    />
  );
}
