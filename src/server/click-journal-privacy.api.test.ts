import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_DIR, listSegments, segmentFile } from './modules/analytics/recording/journal-format.js';
import {
  CHILD_TEST_TIMEOUT_MS,
  exitCode,
  ownerWithLink,
  signedIn,
  startChildServer,
  useChildEnvironment,
} from './test/child-server.js';
import { visit, waitForClicks } from './test/links.js';

// Addresses from the documentation ranges, each clicking a few times: none of them may be found on disk.
const ADDRESSES = ['203.0.113.77', '198.51.100.23', '192.0.2.141', '2001:db8:5ca9::17'];
const CLICKS_EACH = 3;

/**
 * The product stores no raw address of a visitor (docs/product.md): the click journal (ADR 0004) holds them sealed
 * with a key that never leaves memory, and lets go of the stored clicks' lines, whether the node is idle or stopped.
 */
describe('the addresses of people who click', () => {
  const environment = useChildEnvironment('privacy', { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', STOP_TIMEOUT: '60' });

  it(
    'are nowhere in DATA_DIR once their clicks are stored, while the node is idle and after a clean stop',
    async () => {
      const env = environment();
      const dataDir = env.DATA_DIR ?? '';
      const server = await startChildServer(env);
      try {
        const { email, link } = await ownerWithLink(server);
        for (let round = 0; round < CLICKS_EACH; round += 1) {
          for (const address of ADDRESSES) {
            const answer = await visit(server.url, `/r/${link.hash}`, { 'x-forwarded-for': address });
            expect(answer.status).toBe(302);
          }
        }
        await waitForClicks(await signedIn(server, email), link.id, ADDRESSES.length * CLICKS_EACH);

        // Idle: the journal's lines are sealed from the start, and are gone soon after their clicks are stored.
        expect(addressesFound(dataDir)).toEqual([]);
        await expect.poll(() => journaledClicks(dataDir), { timeout: 10_000 }).toBe(0);
        expect(addressesFound(dataDir)).toEqual([]);
      } finally {
        server.process.kill('SIGTERM');
        expect(await exitCode(server.process)).toBe(0);
      }

      expect(addressesFound(dataDir)).toEqual([]);
      expect(journaledClicks(dataDir)).toBe(0);
    },
    CHILD_TEST_TIMEOUT_MS,
  );
});

/** Every file under DATA_DIR (the SQLite database too), read as bytes: the addresses found, with the file. */
function addressesFound(dataDir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dataDir, name);
    let bytes: Buffer;
    try {
      if (!statSync(file).isFile()) continue;
      bytes = readFileSync(file);
    } catch {
      continue; // deleted while the directory was listed
    }
    const inJournal = name.startsWith(JOURNAL_DIR);
    for (const address of ADDRESSES) {
      if (bytes.includes(address)) found.push(`${address} as text in ${name}`);
      if (inJournal && bytes.includes(rawBytes(address))) found.push(`${address} as bytes in ${name}`);
    }
  }
  return found;
}

/** The address as it travels in a packet: 4 bytes (IPv4) or 16 (IPv6). */
function rawBytes(address: string): Buffer {
  if (!address.includes(':')) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = groups(head);
  const after = groups(tail);
  const all = [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  return Buffer.from(all.flatMap((group) => [group >> 8, group & 0xff]));
}

/** How many clicks the journal's segments still hold (a line per batch, each with its clicks' times). */
function journaledClicks(dataDir: string): number {
  const directory = path.join(dataDir, JOURNAL_DIR);
  let clicks = 0;
  for (const segment of listSegments(directory)) {
    let text: string;
    try {
      text = readFileSync(segmentFile(directory, segment), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (line) clicks += (JSON.parse(line) as { batch: { at: unknown[] } }).batch.at.length;
    }
  }
  return clicks;
}
