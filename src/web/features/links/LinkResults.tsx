import { Link2, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { errorText } from '../../i18n/errors.js';
import { LinkCard } from './LinkCard.js';
import { useLinkList } from './link-queries.js';

/** The cards of one search, with "load more", and the states before and without results. */
export function LinkResults({ query, onClearSearch }: { query: string; onClearSearch: () => void }) {
  const { t } = useTranslation();
  const list = useLinkList(query);

  if (list.isPending) return <LoadingBlock />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const links = list.data.pages.flatMap((page) => page.items);
  if (links.length === 0 && !list.isPlaceholderData) {
    return query ? (
      <EmptyState
        icon={SearchX}
        title={t('link.no_results_title', { query })}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t('link.clear_search')}
          </Button>
        }
      >
        {t('link.no_results_text')}
      </EmptyState>
    ) : (
      <EmptyState
        icon={Link2}
        title={t('link.empty_title')}
        action={
          <ButtonLink to="/link/new">
            <Plus className="size-4" aria-hidden="true" />
            {t('link.create')}
          </ButtonLink>
        }
      >
        {t('link.empty_text')}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <ul
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {links.map((link) => (
          <li key={link.id}>
            <LinkCard link={link} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && <Alert tone="error">{errorText(t, list.error)}</Alert>}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('link.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}
