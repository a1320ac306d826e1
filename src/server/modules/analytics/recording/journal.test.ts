import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ClickBatchBuilder } from './click-batch.js';
import { listSegments, positionOf, segmentFile } from './journal-format.js';
import { readJournal, trimJournal } from './journal-reader.js';
import { addressSeal, newSealKey } from './journal-seal.js';
import { claimJournal, JournalWriter } from './journal-writer.js';

const directories: string[] = [];
const fresh = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'scanlink-journal-'));
  directories.push(directory);
  return directory;
};
afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

function batchOf(count: number, from = 0) {
  const builder = new ClickBatchBuilder();
  for (let index = 0; index < count; index += 1) {
    builder.add({
      linkId: 'link-1',
      workspaceId: 'workspace-1',
      hash: 'menu',
      qrId: null,
      routeId: null,
      campaignId: null,
      locationId: null,
      at: 1_700_000_000_000 + from + index,
      ip: `81.2.69.${(from + index) % 250}`,
      userAgent: 'phone',
      referrer: null,
    });
  }
  return builder.take();
}

const silent = () => undefined;
const seal = addressSeal(newSealKey());

describe('the click journal', () => {
  it('reads back every journaled click with its position, from any position on', () => {
    const directory = fresh();
    const writer = new JournalWriter(directory, silent, seal);
    const first = writer.append(batchOf(3));
    const second = writer.append(batchOf(2, 3));
    writer.close();
    expect(second).toBe((first ?? 0) + 3);

    const all = readJournal(directory, 0, 1_000, seal);
    expect(all.caughtUp).toBe(true);
    expect(all.clicks.map((click) => click.position)).toEqual([0, 1, 2, 3, 4].map((index) => (first ?? 0) + index));
    expect(all.clicks.map((click) => click.ip)).toEqual([
      '81.2.69.0',
      '81.2.69.1',
      '81.2.69.2',
      '81.2.69.3',
      '81.2.69.4',
    ]);

    // From the middle of the first line: only what follows.
    const rest = readJournal(directory, (first ?? 0) + 2, 1_000, seal);
    expect(rest.clicks.map((click) => click.at - 1_700_000_000_000)).toEqual([2, 3, 4]);
    expect(rest.next).toBe(all.next);
  });

  it('holds the addresses sealed: none is in the file, the key opens them, another process has none to read', () => {
    const directory = fresh();
    const writer = new JournalWriter(directory, silent, seal);
    writer.append(batchOf(3));
    writer.close();
    const text = readFileSync(segmentFile(directory, listSegments(directory)[0] ?? 0));
    expect(['81.2.69.0', '81.2.69.1', '81.2.69.2'].filter((address) => text.includes(address))).toEqual([]);
    expect(text.includes(Buffer.from([81, 2, 69, 1]))).toBe(false);

    // After a crash the key is gone with the process: the clicks are still read, without their addresses.
    const afterCrash = readJournal(directory, 0, 1_000, addressSeal(newSealKey()));
    expect(afterCrash.clicks.map((click) => click.ip)).toEqual(['', '', '']);
    expect(afterCrash.clicks.map((click) => click.at - 1_700_000_000_000)).toEqual([0, 1, 2]);
  });

  it('still reads the raw addresses of lines written before they were sealed', () => {
    const directory = fresh();
    mkdirSync(directory, { recursive: true });
    const batch = batchOf(2);
    writeFileSync(segmentFile(directory, 1), `${JSON.stringify({ first: positionOf(1, 0), batch })}\n`);
    expect(readJournal(directory, 0, 1_000, seal).clicks.map((click) => click.ip)).toEqual(['81.2.69.0', '81.2.69.1']);
  });

  it('lets go of its clicks once all are stored: an empty segment keeps the count, the older files go', () => {
    const directory = fresh();
    const writer = new JournalWriter(directory, silent, seal);
    const first = writer.append(batchOf(2)) ?? 0;
    writer.append(batchOf(2, 2));
    // One click not yet stored: everything stays.
    writer.forgetStored(first + 3);
    expect(readJournal(directory, 0, 1_000, seal).clicks).toHaveLength(4);

    writer.forgetStored(first + 4);
    expect(readJournal(directory, 0, 1_000, seal).clicks).toHaveLength(0);
    expect(listSegments(directory)).toHaveLength(1);
    // Nothing new: nothing to do again.
    writer.forgetStored(first + 4);
    expect(listSegments(directory)).toHaveLength(1);
    const next = writer.append(batchOf(1, 4)) ?? 0;
    writer.close();
    expect(next).toBeGreaterThan(first + 4);
    expect(readJournal(directory, first + 4, 1_000, seal).clicks.map((click) => click.position)).toEqual([next]);
  });

  it('holds batches in memory, without throwing, when its directory is gone, and journals again once it is back', () => {
    const directory = fresh();
    const errors: string[] = [];
    const writer = new JournalWriter(directory, (message) => errors.push(message), seal);
    expect(writer.append(batchOf(30_000))).not.toBeNull();
    rmSync(directory, { recursive: true, force: true });
    // A full segment moves on to a new file, which cannot be made now.
    expect(writer.append(batchOf(30_000, 30_000))).toBeNull();
    expect(errors).toEqual(['a new click journal segment could not be opened; new clicks are held in memory only']);
    mkdirSync(directory);
    expect(writer.append(batchOf(30_000, 60_000))).not.toBeNull();
    writer.close();
    expect(readJournal(directory, 0, 100_000, seal).clicks).toHaveLength(30_000);
  });

  it('continues numbering after the newest segment when a new process starts, and trimming keeps that segment', () => {
    const directory = fresh();
    const before = new JournalWriter(directory, silent, seal);
    const old = before.append(batchOf(1)) ?? 0;
    before.close();
    const after = new JournalWriter(directory, silent, seal);
    const fresher = after.append(batchOf(1)) ?? 0;
    after.close();
    expect(fresher).toBeGreaterThan(old);
    expect(listSegments(directory)).toHaveLength(2);

    trimJournal(directory, fresher + 1);
    expect(listSegments(directory)).toHaveLength(1);
    // Everything stored: still the newest file stays, so the next process counts on from it.
    const third = new JournalWriter(directory, silent, seal);
    expect(third.append(batchOf(1)) ?? 0).toBeGreaterThan(fresher);
    third.close();
  });

  it('stops at a line cut short by a crash and says it has not caught up', () => {
    const directory = fresh();
    const writer = new JournalWriter(directory, silent, seal);
    writer.append(batchOf(2));
    writer.close();
    const [segment] = listSegments(directory);
    const file = segmentFile(directory, segment ?? 0);
    appendFileSync(file, '{"first":2,"batch":{"links":[');
    const read = readJournal(directory, 0, 1_000, seal);
    expect(read.clicks).toHaveLength(2);
    expect(read.caughtUp).toBe(false);
    expect(read.next).toBe(positionOf(segment ?? 0, 2));
  });

  it('skips a torn line in the middle and reads the lines after it', () => {
    const directory = fresh();
    const writer = new JournalWriter(directory, silent, seal);
    writer.append(batchOf(1));
    writer.close();
    const file = segmentFile(directory, listSegments(directory)[0] ?? 0);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, `${good}{"first":1,"bat\n${good.replace('"first":', '"first":1')}`);
    const read = readJournal(directory, 0, 1_000, seal);
    expect(read.clicks).toHaveLength(2);
    expect(read.caughtUp).toBe(true);
  });

  it('refuses a directory that another live process or server writes to, and takes over one left by a dead process', () => {
    const directory = fresh();
    const claim = claimJournal(directory);
    expect(claim.nodeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => claimJournal(directory)).toThrow(/in use by this process/);
    claim.release();
    // The parent of this test runner is alive and is not this process.
    writeFileSync(path.join(claim.directory, 'lock'), String(process.ppid));
    expect(() => claimJournal(directory)).toThrow(/in use by process/);
    writeFileSync(path.join(claim.directory, 'lock'), '999999999');
    const again = claimJournal(directory);
    expect(again.nodeId).toBe(claim.nodeId);
    again.release();
  });
});
