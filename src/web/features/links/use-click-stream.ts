import { useQueryClient } from '@tanstack/react-query';
import { useSubjectStream } from '../../statistics/use-subject-stream.js';
import { countLiveClick } from './live-click.js';
import { linkKeys, linkSubject } from './link-queries.js';

/** A link page's live statistics, and the link's own total. Returns whether the stream is connected. */
export function useClickStream(linkId: string): boolean {
  const queryClient = useQueryClient();
  return useSubjectStream(linkSubject(linkId), {
    onClick: () => countLiveClick(queryClient, linkId),
    onResync: () => void queryClient.invalidateQueries({ queryKey: linkKeys.detail(linkId) }),
  });
}
