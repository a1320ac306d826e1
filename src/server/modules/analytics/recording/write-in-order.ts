import type { DatabaseHandle } from '../../../db/database.js';
import { isDataError } from '../../../db/dialect.js';
import type { DomainEvent } from '../../../events/catalogue.js';
import type { StoredBatchPublishing, StoredClick } from './click-types.js';
import { writeClicks, type JournalMark } from './clicks.repo.js';

/** What the writer logs while the database does not take its batches. */
export const WRITE_FAILED = 'clicks held, write failed';

// One transaction per this many clicks: the group commit (many clicks, one write).
const BATCH_MAX = 5_000;

export interface WriteOptions {
  /** This node's name in the journal marks. */
  nodeId: string;
  /** Whether anyone takes the stored batches' events, and which durable subscribers need outbox rows. */
  publishing(): StoredBatchPublishing;
  onStored(events: Array<DomainEvent<'clicks.stored'>>): void;
  /** A constant message (the log's repeat limiter counts by it) and what failed. */
  onError(message: string, error: unknown): void;
  /** True when the thread is asked to end: no further batch is started (the rest waits in the journal). */
  stopping(): boolean;
}

/**
 * Writes clicks from the front, in order, each batch with the journal mark of its last click, and returns how many
 * are done. It stops at the first batch the database cannot take (it is down: the rest waits). A batch the database
 * refuses for its data is written click by click, so one bad value cannot hold every later click back.
 */
export async function writeInOrder(
  database: DatabaseHandle,
  clicks: StoredClick[],
  options: WriteOptions,
): Promise<number> {
  let done = 0;
  while (done < clicks.length && !options.stopping()) {
    const batch = clicks.slice(done, done + BATCH_MAX);
    try {
      await writeBatch(database, batch, options);
    } catch (error) {
      if (!isDataError(error)) {
        options.onError(WRITE_FAILED, error);
        return done;
      }
      for (const [index, click] of batch.entries()) {
        try {
          await writeBatch(database, [click], options);
        } catch (single) {
          if (!isDataError(single)) return done + index;
          options.onError('a click the database refuses was dropped', single);
        }
      }
    }
    done += batch.length;
  }
  return done;
}

async function writeBatch(database: DatabaseHandle, batch: StoredClick[], options: WriteOptions): Promise<void> {
  const events = await writeClicks(database, batch, {
    publishing: options.publishing(),
    mark: markAfter(batch, options.nodeId),
  });
  if (events.length > 0) options.onStored(events);
}

// The journal position just after the batch's last journaled click: everything before it is stored.
function markAfter(batch: StoredClick[], nodeId: string): JournalMark | null {
  for (let index = batch.length - 1; index >= 0; index -= 1) {
    const position = batch[index]?.position ?? -1;
    if (position >= 0) return { nodeId, storedUntil: position + 1 };
  }
  return null;
}
