import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClickEvent } from '../../../shared/stats.js';
import { applyLiveClick } from './live-click.js';
import { linkKeys } from './link-queries.js';

// A burst of clicks refetches the statistics once, a second after the first of them.
const REFRESH_DELAY_MS = 1000;
// EventSource retries by itself after a dropped connection, but gives up for good on an answer that is not a
// stream (a proxy's 502 while the nodes restart): then a new one is opened after this pause.
const REOPEN_DELAY_MS = 5000;

/**
 * Listens to the workspace's live events while a link page is open and applies the clicks of that link. Returns
 * whether the stream is connected. After a break the server replays what was missed (EventSource sends the last
 * event's id) or, when it cannot, sends `resync`: then the page fetches its figures again.
 */
export function useClickStream(linkId: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    // The one way back to the truth whenever the stream cannot vouch for what the page missed.
    const resync = () => {
      for (const queryKey of [linkKeys.detail(linkId), linkKeys.statsOf(linkId), linkKeys.clicksOf(linkId)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };

    const open = (afterGivingUp: boolean) => {
      const current = new EventSource('/api/stream');
      source = current;
      // A new EventSource has no last event id to send, so nobody can tell what the page missed meanwhile.
      let missedUnknown = afterGivingUp;
      current.onopen = () => {
        setConnected(true);
        if (missedUnknown) resync();
        missedUnknown = false;
      };
      current.onerror = () => {
        setConnected(current.readyState === EventSource.OPEN);
        if (current.readyState !== EventSource.CLOSED) return;
        clearTimeout(reopen);
        reopen = setTimeout(() => open(true), REOPEN_DELAY_MS);
      };
      current.addEventListener('resync', resync);
      current.addEventListener('click', (message: MessageEvent<string>) => {
        const event = parse(message.data);
        if (!event || event.linkId !== linkId) return;
        applyLiveClick(queryClient, linkId, event.click);
        refresh ??= setTimeout(() => {
          refresh = undefined;
          void queryClient.invalidateQueries({ queryKey: linkKeys.statsOf(linkId) });
        }, REFRESH_DELAY_MS);
      });
    };
    open(false);

    return () => {
      source?.close();
      clearTimeout(refresh);
      clearTimeout(reopen);
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
