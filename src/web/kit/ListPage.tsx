import { FunnelX, Plus, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button.js';
import { ButtonLink } from '../components/ui/ButtonLink.js';
import { EmptyState } from '../components/ui/EmptyState.js';
import { PageHeader } from '../components/ui/PageHeader.js';
import { LoadError, LoadingBlock } from '../components/ui/QueryStatus.js';
import { useCan } from '../session/use-can.js';
import { listItems, LoadMore, type InfiniteList } from './LoadMore.js';
import type { ListFilters } from './resource-api.js';
import { SearchBox } from './SearchBox.js';
import { useSearchParam } from './use-search-param.js';

export interface ListPageProps<T> {
  title: string;
  description?: string;
  /** The create button of the header, and of the first-time empty state (not shown to a viewer). */
  create: { to: string; label: string };
  /** A message above the search, e.g. the notice that an item was deleted. */
  notice?: ReactNode;
  search: { label: string; placeholder?: string };
  /** The resource's hooks (`resourceQueries(…)`); only `useList` is used. */
  queries: { useList: (q: string, filters?: ListFilters) => InfiniteList<T> };
  /** A filter beside the search (the tag), kept in the address like the search. */
  filter?: ListFilter;
  /** One item's card; it is placed in a list item of the grid. */
  renderItem: (item: T) => ReactNode;
  itemKey?: (item: T) => string;
  /** Nothing created yet: what the list is for. */
  empty: { icon: LucideIcon; title: string; text: string };
  /** The search found nothing: `title` receives the search words. */
  noResults: { title: (query: string) => string; text: string };
  /** The grid's columns; cards by default. */
  gridClassName?: string;
}

/**
 * A list's filter: its control, the query parameters it adds, and, while it filters, what an empty result says
 * (`empty`), with the way to lift it.
 */
export interface ListFilter {
  control: ReactNode;
  values: ListFilters;
  empty: { title: string; text: string } | null;
  onClear: () => void;
}

const byId = (item: unknown) => (item as { id: string }).id;

/**
 * A resource's list screen: title and create button, a search kept in `?q=`, the items as cards with "load more",
 * and the states before and without results (loading, failed with retry, nothing yet, nothing found).
 */
export function ListPage<T>({ title, description, create, notice, search, ...results }: ListPageProps<T>) {
  const [query, setQuery] = useSearchParam();
  const canCreate = useCan('edit');
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          canCreate && (
            <ButtonLink to={create.to}>
              <Plus className="size-4" aria-hidden="true" />
              {create.label}
            </ButtonLink>
          )
        }
      />
      {notice}
      <SearchRow filter={results.filter}>
        <SearchBox value={query} onSearch={setQuery} label={search.label} placeholder={search.placeholder} />
      </SearchRow>
      <ListResults {...results} create={create} query={query} onClearSearch={() => setQuery('')} />
    </div>
  );
}

function ListResults<T>({
  queries,
  filter,
  query,
  onClearSearch,
  renderItem,
  itemKey = byId,
  empty,
  noResults,
  create,
  gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
}: Pick<
  ListPageProps<T>,
  'queries' | 'filter' | 'renderItem' | 'itemKey' | 'empty' | 'noResults' | 'create' | 'gridClassName'
> & {
  query: string;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  const list = queries.useList(query, filter?.values);
  const canCreate = useCan('edit');

  if (list.isPending) return <LoadingBlock />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const items = listItems(list);
  if (items.length === 0 && !list.isPlaceholderData) {
    if (filter?.empty)
      return (
        <FilteredEmpty
          empty={filter.empty}
          onClear={filter.onClear}
          onClearSearch={query ? onClearSearch : undefined}
        />
      );
    return query ? (
      <EmptyState
        icon={SearchX}
        title={noResults.title(query)}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t('list.clear_search')}
          </Button>
        }
      >
        {noResults.text}
      </EmptyState>
    ) : (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        action={
          canCreate && (
            <ButtonLink to={create.to}>
              <Plus className="size-4" aria-hidden="true" />
              {create.label}
            </ButtonLink>
          )
        }
      >
        {empty.text}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <ul
        className={`${gridClassName} transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  );
}

/**
 * An empty result under a filter: the list is not empty, only this part of it. Says which, and offers the whole list
 * back (and, when a search narrows it too, the search's end).
 */
export function FilteredEmpty({
  empty,
  onClear,
  onClearSearch,
}: {
  empty: { title: string; text: string };
  onClear: () => void;
  onClearSearch?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={FunnelX}
      title={empty.title}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={onClear}>
            {t('list.clear_filter')}
          </Button>
          {onClearSearch && (
            <Button variant="ghost" onClick={onClearSearch}>
              {t('list.clear_search')}
            </Button>
          )}
        </div>
      }
    >
      {empty.text}
    </EmptyState>
  );
}

/** The search box, and a list's filter beside it on wider screens (below it on a phone). */
export function SearchRow({ filter, children }: { filter: ListFilter | undefined; children: ReactNode }) {
  if (!filter) return children;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">{children}</div>
      {filter.control}
    </div>
  );
}
