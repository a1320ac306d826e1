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

interface Subscriber {
  handlers: { current: LiveHandlers };
  setConnected(connected: boolean): void;
}

// One stream per tab, shared by everything on the screen that listens (the bell, the panel's figures, its feed):
// a browser opens at most six connections to a server over HTTP/1.1, and three streams in each of two tabs left
// none for anything else, so both tabs stopped loading. It opens with the first listener and closes with the last
// (a switch of workspace draws the frame anew, so the next stream is the new workspace's).
const subscribers = new Set<Subscriber>();
let shared: EventSource | undefined;
let reopen: ReturnType<typeof setTimeout> | undefined;
let sharedConnected = false;

function setConnectedAll(connected: boolean): void {
  sharedConnected = connected;
  for (const subscriber of subscribers) subscriber.setConnected(connected);
}

function each(call: (handlers: LiveHandlers) => void): void {
  for (const subscriber of [...subscribers]) call(subscriber.handlers.current);
}

function openShared(afterGivingUp: boolean): void {
  const stream = new EventSource('/api/stream');
  shared = stream;
  // A new EventSource has no last event id to send, so nobody can tell what the page missed meanwhile.
  let missedUnknown = afterGivingUp;
  stream.onopen = () => {
    setConnectedAll(true);
    if (missedUnknown) each((handlers) => handlers.onResync());
    missedUnknown = false;
  };
  stream.onerror = () => {
    setConnectedAll(stream.readyState === EventSource.OPEN);
    if (stream.readyState !== EventSource.CLOSED) return;
    clearTimeout(reopen);
    reopen = setTimeout(() => {
      if (shared === stream) openShared(true);
    }, REOPEN_DELAY_MS);
  };
  stream.addEventListener('resync', () => each((handlers) => handlers.onResync()));
  stream.addEventListener('click', (message: MessageEvent<string>) => {
    const event = parse(message.data);
    if (event) each((handlers) => handlers.onClick?.(event));
  });
  stream.addEventListener('response', (message: MessageEvent<string>) => {
    const event = parseResponseEvent(message.data);
    if (event) each((handlers) => handlers.onResponse?.(event));
  });
  stream.addEventListener('notifications', (message: MessageEvent<string>) => {
    const event = parseNotificationsEvent(message.data);
    if (event) each((handlers) => handlers.onNotifications?.(event));
  });
}

function subscribe(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  if (shared) subscriber.setConnected(sharedConnected);
  else openShared(false);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    shared?.close();
    shared = undefined;
    sharedConnected = false;
    clearTimeout(reopen);
  };
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
    const unsubscribe = subscribe({ handlers: current, setConnected });
    return () => {
      unsubscribe();
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
