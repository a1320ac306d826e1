import type { Subject } from '../recording/subjects.js';

/**
 * The clicks of a subject made of other subjects: a campaign counts the clicks of its links and the scans of its QR
 * codes (and of the codes that lead to its pages and forms) within its window, whenever they joined it — not the
 * campaign a click was stored with. Read from the click rows: a click that names two of the items (a code of the
 * campaign that leads to a link of the campaign) is one row, so it counts once.
 */
export interface ItemUnion {
  linkIds: readonly string[];
  qrIds: readonly string[];
  /** Epoch ms; null: the window is open at that end. */
  startsAt: number | null;
  endsAt: number | null;
}

/** A subject to read statistics of: its own rollups and column, or (a campaign) the union of its items. */
export interface StatsSubject extends Subject {
  union?: ItemUnion;
}
