import { randomUUID } from 'node:crypto';
import {
  close,
  closeSync,
  fdatasync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { ClickBatch } from './click-batch.js';
import { JOURNAL_DIR, journalLine, listSegments, positionOf, segmentFile, SEGMENT_SPAN } from './journal-format.js';
import type { AddressSeal } from './journal-seal.js';

// A segment is closed after this many clicks or this long, so the writer can delete what is stored in whole files.
const SEGMENT_MAX_CLICKS = 50_000;
const SEGMENT_MAX_MS = 10_000;
// A long outage at a busy node: about thirteen million clicks (80 bytes each). Past it new clicks are still counted in memory.
const MAX_JOURNAL_BYTES = 1024 ** 3;
const ERROR_LOG_EVERY_MS = 60_000;

export interface JournalIdentity {
  directory: string;
  /** This data directory's name in the database's journal marks. */
  nodeId: string;
}

// Journals claimed by this process (tests run several servers in one process): each may have one writer only.
const claimedHere = new Set<string>();

/**
 * Claims `DATA_DIR/click-journal` for this process: creates it (owner-only), reads or makes the node id, and refuses a
 * directory that another live process (or another server of this one) writes to, since two writers would interleave
 * their positions. `release` gives it up again.
 */
export function claimJournal(dataDir: string): JournalIdentity & { release(): void } {
  const directory = path.resolve(dataDir, JOURNAL_DIR);
  if (claimedHere.has(directory)) {
    throw new Error(
      `The click journal in ${directory} is in use by this process. Every node needs a DATA_DIR of its own.`,
    );
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const lock = path.join(directory, 'lock');
  const holder = Number(readOrEmpty(lock));
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
    throw new Error(
      `The click journal in ${directory} is in use by process ${holder}. Every node needs a DATA_DIR of its own.`,
    );
  }
  writeFileSync(lock, String(process.pid), { mode: 0o600 });
  const idFile = path.join(directory, 'node-id');
  let nodeId = readOrEmpty(idFile).trim();
  if (!nodeId) {
    nodeId = randomUUID();
    writeFileSync(idFile, nodeId, { mode: 0o600 });
  }
  claimedHere.add(directory);
  return { directory, nodeId, release: () => claimedHere.delete(directory) };
}

/**
 * The redirect thread's side of the journal (ADR 0004): every batch is appended here before it goes to the writer
 * thread, so an answered click is in the page cache at once and on disk a few milliseconds later (fdatasync runs on
 * libuv's thread pool, not on the redirect thread). The visitors' addresses are sealed with a key that is never
 * written (journal-seal.ts). Segment numbers only grow: the newest segment file is never deleted, so a restart
 * continues after it; once every click in it is stored, `forgetStored` moves on to an empty one and deletes the rest.
 */
export class JournalWriter {
  private segment: number;
  private fd: number;
  private clicksInSegment = 0;
  private openedAt = Date.now();
  private syncing = false;
  private syncAgain = false;
  private full = false;
  private lastErrorLog = 0;

  constructor(
    private readonly directory: string,
    private readonly onError: (message: string, error?: unknown) => void,
    private readonly seal: AddressSeal,
  ) {
    this.segment = (listSegments(directory).at(-1) ?? 0) + 1;
    this.fd = this.open(this.segment);
  }

  /** Appends a batch; the position of its first click, or null when it could not be journaled (it is then kept in memory only). */
  append(batch: ClickBatch): number | null {
    const size = batch.at.length;
    if (this.clicksInSegment + size > SEGMENT_MAX_CLICKS || Date.now() - this.openedAt > SEGMENT_MAX_MS) {
      if (this.clicksInSegment > 0 && !this.rotate()) return null;
    }
    if (this.full && Date.now() - this.openedAt > SEGMENT_MAX_MS) {
      // The writer thread deletes segments as their clicks are stored: look again now and then.
      this.openedAt = Date.now();
      this.full = this.journalBytes() > MAX_JOURNAL_BYTES;
    }
    if (this.full) {
      this.reportError('the click journal is full; new clicks are held in memory only');
      return null;
    }
    const first = positionOf(this.segment, this.clicksInSegment);
    try {
      writeSync(this.fd, journalLine(first, batch, this.seal));
    } catch (error) {
      this.reportError('a batch of clicks could not be journaled; it is held in memory only', error);
      return null;
    }
    this.clicksInSegment += size;
    this.requestSync();
    return first;
  }

  /** The position just after the last click journaled: every click before it is on disk. */
  get end(): number {
    return positionOf(this.segment, this.clicksInSegment);
  }

  /**
   * Lets go of what is stored: when every click journaled comes before `storedUpTo` (the writer stored them, or
   * dropped them as crawlers'), the clicks of the current segment are no longer needed either — it moves on to an
   * empty segment, which keeps the count, and every older file is deleted. A stored click is then nowhere on disk.
   */
  forgetStored(storedUpTo: number): void {
    if (storedUpTo < this.end) return;
    if (this.clicksInSegment > 0 && !this.rotate()) return;
    for (const segment of listSegments(this.directory)) {
      if (segment >= this.segment) break;
      try {
        rmSync(segmentFile(this.directory, segment), { force: true });
      } catch (error) {
        this.reportError('a stored click journal segment could not be deleted', error);
      }
    }
  }

  close(): void {
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }

  private open(segment: number): number {
    return openSync(segmentFile(this.directory, segment), 'a', 0o600);
  }

  /**
   * Moves on to the next segment; false when it cannot be opened (the directory gone, the disk full), and the batch
   * is then held in memory only: a journal that fails must not take the redirects with it.
   */
  private rotate(): boolean {
    if ((this.segment + 1) * SEGMENT_SPAN >= Number.MAX_SAFE_INTEGER)
      throw new Error('click journal positions exhausted');
    let next: number;
    try {
      next = this.open(this.segment + 1);
    } catch (error) {
      this.reportError('a new click journal segment could not be opened; new clicks are held in memory only', error);
      return false;
    }
    const previous = this.fd;
    // Its last lines get a sync of their own before the descriptor goes.
    fdatasync(previous, () => close(previous, () => undefined));
    this.segment += 1;
    this.fd = next;
    this.clicksInSegment = 0;
    this.openedAt = Date.now();
    this.full = this.journalBytes() > MAX_JOURNAL_BYTES;
    return true;
  }

  // One sync at a time; writes during it are covered by one more sync when it ends.
  private requestSync(): void {
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    fdatasync(this.fd, () => {
      this.syncing = false;
      if (this.syncAgain) {
        this.syncAgain = false;
        this.requestSync();
      }
    });
  }

  private journalBytes(): number {
    let total = 0;
    for (const segment of listSegments(this.directory)) {
      try {
        total += statSync(segmentFile(this.directory, segment)).size;
      } catch {
        // deleted by the writer thread meanwhile
      }
    }
    return total;
  }

  private reportError(message: string, error?: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_EVERY_MS) return;
    this.lastErrorLog = now;
    this.onError(message, error);
  }
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
