import { readFileSync, rmSync } from 'node:fs';
import { unpackBatch } from './click-batch.js';
import type { RawClick } from './click-types.js';
import { batchOfLine, listSegments, parseSegment, positionOf, segmentFile, segmentOf } from './journal-format.js';
import type { AddressSeal } from './journal-seal.js';

export interface JournalRead {
  clicks: RawClick[];
  /** The position to read from next time. */
  next: number;
  /** True when every complete line on disk has been read: newer clicks will arrive as messages. */
  caughtUp: boolean;
}

/**
 * The writer thread's reading of the journal: at start (what a previous process answered but did not store) and after
 * an overflow (clicks left on disk while memory was full). Reads whole segments from `from` until about `room` clicks
 * are collected; every click carries its position, and its address when `seal` can open it.
 */
export function readJournal(directory: string, from: number, room: number, seal: AddressSeal): JournalRead {
  const clicks: RawClick[] = [];
  let next = from;
  const segments = listSegments(directory).filter((segment) => segment >= segmentOf(from));
  for (const [index, segment] of segments.entries()) {
    let text: string;
    try {
      text = readFileSync(segmentFile(directory, segment), 'utf8');
    } catch {
      continue; // trimmed meanwhile: everything in it was stored
    }
    const { lines, complete } = parseSegment(text);
    for (const line of lines) {
      const end = line.first + line.batch.at.length;
      if (end <= next) continue;
      const unpacked = unpackBatch(batchOfLine(line, seal), line.first);
      for (const click of unpacked) if ((click.position ?? -1) >= next) clicks.push(click);
      next = end;
    }
    const newer = segments[index + 1];
    // A segment still being written (or torn by a crash) is read again from `next` next time.
    if (newer === undefined) return { clicks, next, caughtUp: complete };
    if (complete) next = Math.max(next, positionOf(newer, 0));
    if (clicks.length >= room) return { clicks, next, caughtUp: false };
  }
  return { clicks, next, caughtUp: true };
}

/** Deletes the segments whose every click comes before `position` (stored, or dropped as a crawler's). */
export function trimJournal(directory: string, position: number): void {
  const keepFrom = segmentOf(position);
  const segments = listSegments(directory);
  // The newest segment stays whatever it holds: its number is where the next process continues counting.
  for (const segment of segments.slice(0, -1)) {
    if (segment >= keepFrom) break;
    rmSync(segmentFile(directory, segment), { force: true });
  }
}
