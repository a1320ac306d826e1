import type { ClickBatch } from './click-batch.js';
import type { DomainEvent } from '../../../events/catalogue.js';
import type { StoredBatchPublishing } from './click-types.js';
import type { GeoData } from './geo.js';

/**
 * Messages from the redirect thread to the click writer. `announce`: someone may be listening for live events, so
 * the writer reports what it stored. `first`: the journal position of the batch's first click, null if not journaled.
 */
export type ToWorker =
  | { type: 'clicks'; batch: ClickBatch; publishing: StoredBatchPublishing; first: number | null }
  /** Who takes stored batches' events now; the first one lets the writer store at all (ClickRecorder.start). */
  | { type: 'publishing'; publishing: StoredBatchPublishing }
  | { type: 'drain'; id: number }
  /** Finish the write under way, close the database and end the thread (graceful stop). */
  | { type: 'stop' };

/** Messages from the click writer back. */
export type FromWorker =
  /** Stored batches' events, their outbox rows committed with them: the main thread sends them on. */
  | { type: 'stored'; events: Array<DomainEvent<'clicks.stored'>> }
  | { type: 'drained'; id: number }
  /** Every journaled click before `position` is stored (or dropped as a crawler's), and nothing waits: the journal may let go of them. */
  | { type: 'caught-up'; position: number }
  /** The geolocation databases this writer read: the process keeps them for the writers it starts next. */
  | { type: 'geo-data'; data: GeoData }
  /** A line for the app's log (already through the writer's repeat limiter); `held`: clicks in the writer's memory. */
  | { type: 'log'; level: 'warn' | 'error'; message: string; fields: WorkerLogFields };

/** What a writer's log line carries beside its message: figures, and an error as plain fields (no Error crosses). */
export interface WorkerLogFields {
  held?: number;
  dropped?: number;
  repeated?: number;
  seconds?: number;
  /** The error's message, in a summary of repeats. */
  error?: string;
  err?: { type?: string; message: string; stack?: string };
}
