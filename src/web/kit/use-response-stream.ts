import type { ResponseEvent } from '../../shared/feedback.js';
import { useLiveStream } from '../statistics/live-stream.js';

export interface ResponseStreamHandlers {
  /** A feedback response of the workspace was stored. */
  onResponse(event: ResponseEvent): void;
  /** The page may have missed responses (a break the server could not replay): fetch what it shows again. */
  onResync(): void;
}

/**
 * Follows the workspace's feedback responses while a page is open (the live stream the click pages use too), and
 * returns whether the stream is connected.
 */
export function useResponseStream(handlers: ResponseStreamHandlers): boolean {
  return useLiveStream(handlers);
}
