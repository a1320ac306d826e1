import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { LinkResults } from './LinkResults.js';
import { LinkSearch } from './LinkSearch.js';
import { readNotice } from './notice.js';

/** /links: the workspace's short links as cards, searchable (the search is kept in `?q=` so it can be shared). */
export function LinksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const notice = readNotice(useLocation().state);
  const query = (params.get('q') ?? '').trim();
  const setQuery = useCallback((value: string) => setParams(value ? { q: value } : {}, { replace: true }), [setParams]);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('link.title')}
        description={t('link.subtitle')}
        actions={
          <ButtonLink to="/link/new">
            <Plus className="size-4" aria-hidden="true" />
            {t('link.create')}
          </ButtonLink>
        }
      />
      {notice === 'deleted' && <Alert tone="success">{t('link.deleted')}</Alert>}
      <LinkSearch value={query} onSearch={setQuery} />
      <LinkResults query={query} onClearSearch={() => setQuery('')} />
    </div>
  );
}
