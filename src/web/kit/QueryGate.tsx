import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, LoadingBlock } from '../components/ui/QueryStatus.js';
import { isMissing } from './resource-queries.js';

/**
 * What a screen shows for one query: loading, a failure said in words with "try again", the not-found state
 * (an item deleted or never there), or the data. `frame` wraps the states that are not the data, e.g. with a
 * back link, so a person who hit an error still has a way out.
 */
export function QueryGate<T>({
  query,
  notFound,
  loading = <LoadingBlock />,
  frame = (state) => state,
  children,
}: {
  query: UseQueryResult<T>;
  /** Shown for a 404; without it, a 404 is an error like any other. */
  notFound?: ReactNode;
  loading?: ReactNode;
  frame?: (state: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return frame(
      notFound !== undefined && isMissing(query.error) ? (
        notFound
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ),
    );
  }
  return children(query.data);
}
