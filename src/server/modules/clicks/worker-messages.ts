import type { ClickBatch } from './click-batch.js';
import type { RecordedClick } from './click-types.js';

/**
 * Messages from the redirect thread to the click writer. `announce`: someone may be listening for live events, so
 * the writer reports what it stored. `first`: the journal position of the batch's first click, null if not journaled.
 */
export type ToWorker =
  | { type: 'clicks'; batch: ClickBatch; announce: boolean; first: number | null }
  | { type: 'drain'; id: number }
  /** Finish the write under way, close the database and end the thread (graceful stop). */
  | { type: 'stop' };

/** Messages from the click writer back. */
export type FromWorker =
  | { type: 'recorded'; clicks: RecordedClick[] }
  | { type: 'drained'; id: number }
  | { type: 'log'; level: 'warn' | 'error'; message: string; held: number };
