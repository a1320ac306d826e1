import { useEffect, useRef, useState } from 'react';
import type { ResponseEvent } from '../../shared/feedback.js';
import type { NotificationsLive } from '../../shared/notifications.js';
import type { ClickEvent } from '../../shared/stats.js';

// EventSource retries by itself after a dropped connection, but gives up for good on an answer that is not a
// stream (a proxy's 502 while the nodes restart): then a new one is opened after this pause.
const REOPEN_DELAY_MS = 5000;

/** What a page listens for; it names the kinds of event it shows. */
export interface LiveHandlers {
  onClick?(event: ClickEvent): void;
  /** A feedback response of the workspace was stored. */
  onResponse?(event: ResponseEvent): void;
  /** A member's unread notifications changed (the bell: it ignores another member's count). */
  onNotifications?(event: NotificationsLive): void;
  /** The page may have missed events: fetch what it shows again. */
  onResync(): void;
}

/**
 * Listens to the workspace's live events (`/api/stream`: clicks and feedback responses) while a page is open. Returns
 * whether the stream is connected. After a break the server replays what was missed (EventSource sends the last
 * event's id) or, when it cannot, sends `resync`.
 */
export function useLiveStream(handlers: LiveHandlers): boolean {
  const [connected, setConnected] = useState(false);
  // The newest handlers, without opening a new stream each render.
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const open = (afterGivingUp: boolean) => {
      const stream = new EventSource('/api/stream');
      source = stream;
      // A new EventSource has no last event id to send, so nobody can tell what the page missed meanwhile.
      let missedUnknown = afterGivingUp;
      stream.onopen = () => {
        setConnected(true);
        if (missedUnknown) current.current.onResync();
        missedUnknown = false;
      };
      stream.onerror = () => {
        setConnected(stream.readyState === EventSource.OPEN);
        if (stream.readyState !== EventSource.CLOSED) return;
        clearTimeout(reopen);
        reopen = setTimeout(() => open(true), REOPEN_DELAY_MS);
      };
      stream.addEventListener('resync', () => current.current.onResync());
      stream.addEventListener('click', (message: MessageEvent<string>) => {
        const event = parse(message.data);
        if (event) current.current.onClick?.(event);
      });
      stream.addEventListener('response', (message: MessageEvent<string>) => {
        const event = parseResponseEvent(message.data);
        if (event) current.current.onResponse?.(event);
      });
      stream.addEventListener('notifications', (message: MessageEvent<string>) => {
        const event = parseNotificationsEvent(message.data);
        if (event) current.current.onNotifications?.(event);
      });
    };
    open(false);

    return () => {
      source?.close();
      clearTimeout(reopen);
      setConnected(false);
    };
  }, []);

  return connected;
}

function parse(data: string): ClickEvent | null {
  try {
    const event = JSON.parse(data) as ClickEvent;
    return event && event.click && (typeof event.linkId === 'string' || event.linkId === null) ? event : null;
  } catch {
    return null;
  }
}

/** A `response` frame's data, or null when it is not one (a frame of a newer server, garbage). */
export function parseResponseEvent(data: string): ResponseEvent | null {
  try {
    const event = JSON.parse(data) as Partial<ResponseEvent> | null;
    return event && typeof event.feedbackId === 'string' && typeof event.responseId === 'string'
      ? (event as ResponseEvent)
      : null;
  } catch {
    return null;
  }
}

/** A `notifications` frame's data, or null when it is not one. */
function parseNotificationsEvent(data: string): NotificationsLive | null {
  try {
    const event = JSON.parse(data) as Partial<NotificationsLive> | null;
    return event && typeof event.userId === 'string' && typeof event.unread === 'number'
      ? (event as NotificationsLive)
      : null;
  } catch {
    return null;
  }
}
