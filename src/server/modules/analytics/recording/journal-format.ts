import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ClickBatch } from './click-batch.js';
import type { AddressSeal } from './journal-seal.js';

/**
 * The click journal on disk (ADR 0004): `DATA_DIR/click-journal/segment-<n>.jsonl`, one line per batch the redirect
 * thread handed over, `{"first":<position>,"addresses":<sealed>,"batch":<ClickBatch without its addresses>}`. A
 * click's position is `segment × SPAN + index`, one number that orders every click this node ever journaled; the
 * database keeps, per node, the position up to which clicks are stored, in the same transaction as the clicks.
 */
export const JOURNAL_DIR = 'click-journal';
/** Positions of one segment: no segment holds more clicks than this. */
export const SEGMENT_SPAN = 1 << 20;

export interface JournalLine {
  first: number;
  /** The batch's addresses, sealed (journal-seal.ts). */
  addresses?: string;
  /** `ip` only in lines written before addresses were sealed; their next start stores and deletes them. */
  batch: Omit<ClickBatch, 'ip'> & { ip?: string[] };
}

/** The line of a batch: everything but the addresses as they are, the addresses sealed. */
export function journalLine(first: number, batch: ClickBatch, seal: AddressSeal): string {
  const { ip, ...rest } = batch;
  return `${JSON.stringify({ first, addresses: seal.seal(ip), batch: rest } satisfies JournalLine)}\n`;
}

/**
 * A line's batch with its addresses opened; a click whose address cannot be opened (sealed by a process that is
 * gone: a crash) has none, and is stored without geography, its visitor counted by user agent alone.
 */
export function batchOfLine(line: JournalLine, seal: AddressSeal): ClickBatch {
  const addresses = line.addresses === undefined ? (line.batch.ip ?? []) : (seal.open(line.addresses) ?? []);
  return { ...line.batch, ip: addresses };
}

export function segmentFile(directory: string, segment: number): string {
  return path.join(directory, `segment-${String(segment).padStart(10, '0')}.jsonl`);
}

/** The segment numbers present, oldest first. */
export function listSegments(directory: string): number[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .map((name) => /^segment-(\d+)\.jsonl$/.exec(name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export const positionOf = (segment: number, index: number) => segment * SEGMENT_SPAN + index;
export const segmentOf = (position: number) => Math.floor(position / SEGMENT_SPAN);

/**
 * The complete lines of a segment's text. A line cut short (the redirect thread was writing it as this was read, or
 * the process died mid-write) ends the list; `complete` says whether the text ended on a line boundary.
 */
export function parseSegment(text: string): { lines: JournalLine[]; complete: boolean } {
  const lines: JournalLine[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end === -1) return { lines, complete: start === text.length };
    try {
      lines.push(JSON.parse(text.slice(start, end)) as JournalLine);
    } catch {
      // A torn line followed by more lines can only come from a crash during a write: what follows is still good.
    }
    start = end + 1;
  }
}
