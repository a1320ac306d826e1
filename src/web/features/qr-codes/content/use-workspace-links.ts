import { useQuery } from '@tanstack/react-query';
import type { Link } from '../../../../shared/links.js';
import { readAllPages } from '../../../kit/read-all-pages.js';

/** The workspace's links for the target pickers, all of them (page after page), newest first. */
export function useWorkspaceLinks(enabled = true) {
  return useQuery({
    enabled,
    // Under the links' own root, so a link created or renamed elsewhere refreshes the picker too.
    queryKey: ['links', 'qr-target-picker'],
    queryFn: ({ signal }) => readAllPages<Link>('/api/links', signal),
    staleTime: 30_000,
  });
}
