import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ClickEvent } from '../../shared/stats.js';
import { applyClickToStats, clickIsOf, refreshStats } from './live-stats.js';
import { useLiveStream } from './live-stream.js';
import type { StatsSubject } from './stats-api.js';

// A burst of clicks refetches the statistics once, a second after the first of them.
const REFRESH_DELAY_MS = 1000;

/**
 * Keeps a subject's statistics live while its page is open: each of its clicks raises the totals and tops the
 * latest clicks at once, and the figures are fetched again shortly after. `also` is told of each of the subject's
 * clicks and of every resync (a link page updates the link's own total). Returns whether the stream is connected.
 */
export function useSubjectStream(
  subject: StatsSubject,
  also?: { onClick?(event: ClickEvent): void; onResync?(): void },
): boolean {
  const queryClient = useQueryClient();
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);
  return useLiveStream({
    onClick: (event) => {
      if (!clickIsOf(subject, event)) return;
      applyClickToStats(queryClient, subject, event.click);
      also?.onClick?.(event);
      refresh.current ??= setTimeout(() => {
        refresh.current = undefined;
        refreshStats(queryClient, subject, 'figures');
      }, REFRESH_DELAY_MS);
    },
    onResync: () => {
      refreshStats(queryClient, subject, 'all');
      also?.onResync?.();
    },
  });
}
