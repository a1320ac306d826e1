import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { ListPage } from '../../kit/ListPage.js';
import { useNotice } from '../../kit/notice.js';
import { useTagListFilter } from '../tags/index.js';
import { LinkCard } from './LinkCard.js';
import { links } from './link-queries.js';

/**
 * /links: the workspace's short links as cards, searchable and filtered by a tag (both kept in the address, `?q=`
 * and `?tag=`, so they can be shared).
 */
export function LinksPage() {
  const { t } = useTranslation();
  const notice = useNotice();
  const { filter } = useTagListFilter((tag) => t('tags.no_links_title', { tag }));
  return (
    <ListPage
      title={t('link.title')}
      description={t('link.subtitle')}
      create={{ to: '/link/new', label: t('link.create') }}
      notice={notice === 'deleted' && <Alert tone="success">{t('link.deleted')}</Alert>}
      search={{ label: t('link.search_label'), placeholder: t('link.search_placeholder') }}
      queries={links}
      filter={filter}
      renderItem={(link) => <LinkCard link={link} />}
      empty={{ icon: Link2, title: t('link.empty_title'), text: t('link.empty_text') }}
      noResults={{ title: (query) => t('link.no_results_title', { query }), text: t('link.no_results_text') }}
    />
  );
}
