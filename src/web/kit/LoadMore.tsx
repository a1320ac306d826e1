import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../shared/list.js';
import { Alert } from '../components/ui/Alert.js';
import { Button } from '../components/ui/Button.js';
import { errorText } from '../i18n/errors.js';

/** A list read page by page, as `resourceQueries(…).useList` answers it. */
export type InfiniteList<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;

/** The items of every page read so far. */
export function listItems<T>(list: InfiniteList<T>): T[] {
  return list.data?.pages.flatMap((page) => page.items) ?? [];
}

/** "Load more" under a list while the server has more, and the error of a next page that failed. */
export function LoadMore<T>({ list }: { list: InfiniteList<T> }) {
  const { t } = useTranslation();
  return (
    <>
      {list.isFetchNextPageError && <Alert tone="error">{errorText(t, list.error)}</Alert>}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('list.load_more')}
          </Button>
        </div>
      )}
    </>
  );
}
