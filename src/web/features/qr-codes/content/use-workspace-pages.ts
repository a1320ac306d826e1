import { useQuery } from '@tanstack/react-query';
import type { PageItem } from '../../../../shared/pages.js';
import { readAllPages } from '../../../kit/read-all-pages.js';

/** The workspace's landing pages for a page code's target, all of them, newest first. */
export function useWorkspacePages(enabled = true) {
  return useQuery({
    enabled,
    // Among the pages' lists, which every create, rename and delete refreshes: a page made a moment ago is here.
    queryKey: ['pages', 'list', 'qr-target-picker'],
    queryFn: ({ signal }) => readAllPages<PageItem>('/api/pages', signal),
    staleTime: 30_000,
  });
}
