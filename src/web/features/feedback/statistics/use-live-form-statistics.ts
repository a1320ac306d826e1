import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useResponseStream } from '../../../kit/use-response-stream.js';
import { formStatisticsKeys } from './statistics-api.js';

// A burst of responses refetches the statistics once, a second after the first of them.
const REFRESH_DELAY_MS = 1000;

/**
 * Keeps a form's statistics live while its page is open: a response to the form (or a resync, when the page may
 * have missed some) fetches its statistics again, and `also` runs too (the page refreshes the form's own count).
 * Returns whether the stream is connected.
 */
export function useLiveFormStatistics(feedbackId: string, also?: () => void): boolean {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: formStatisticsKeys.of(feedbackId) });
    also?.();
  };
  return useResponseStream({
    onResponse: (event) => {
      if (event.feedbackId !== feedbackId) return;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        refresh();
      }, REFRESH_DELAY_MS);
    },
    onResync: refresh,
  });
}
