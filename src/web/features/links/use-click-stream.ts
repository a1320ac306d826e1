import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClickEvent } from '../../../shared/stats.js';
import { applyLiveClick } from './live-click.js';
import { linkKeys } from './link-queries.js';

// A burst of clicks refetches the statistics once, a second after the first of them.
const REFRESH_DELAY_MS = 1000;

/**
 * Listens to the workspace's live events while a link page is open and applies the clicks of that link. Returns
 * whether the stream is connected; EventSource reconnects by itself after a network drop or a server restart.
 */
export function useClickStream(linkId: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/stream');
    let refresh: ReturnType<typeof setTimeout> | undefined;

    let openedBefore = false;

    source.onopen = () => {
      setConnected(true);
      // Clicks made while the stream was down were never sent: after a reconnection, ask for the figures again.
      if (openedBefore) {
        for (const queryKey of [linkKeys.detail(linkId), linkKeys.statsOf(linkId), linkKeys.clicksOf(linkId)]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
      openedBefore = true;
    };
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    source.addEventListener('click', (message: MessageEvent<string>) => {
      const event = parse(message.data);
      if (!event || event.linkId !== linkId) return;
      applyLiveClick(queryClient, linkId, event.click);
      refresh ??= setTimeout(() => {
        refresh = undefined;
        void queryClient.invalidateQueries({ queryKey: linkKeys.statsOf(linkId) });
      }, REFRESH_DELAY_MS);
    });

    return () => {
      source.close();
      clearTimeout(refresh);
      setConnected(false);
    };
  }, [linkId, queryClient]);

  return connected;
}

function parse(data: string): ClickEvent | null {
  try {
    const event = JSON.parse(data) as ClickEvent;
    return typeof event?.linkId === 'string' && event.click ? event : null;
  } catch {
    return null;
  }
}
