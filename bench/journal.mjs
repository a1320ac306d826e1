// What journaling costs the redirect thread (ADR 0004): CPU time of `JournalWriter.append` per click, on batches as
// the redirect benchmark makes them (245 user agents, 10,000 public addresses), with the addresses sealed
// (AES-256-GCM, one cipher a line) against the same writer writing them as plain JSON, in the same run.
// `node bench/journal.mjs` alone, or part of `npm run bench` (BENCH=journal).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClickBatchBuilder } from '../dist/server/modules/analytics/recording/click-batch.js';
import { addressSeal, newSealKey } from '../dist/server/modules/analytics/recording/journal-seal.js';
import { JournalWriter } from '../dist/server/modules/analytics/recording/journal-writer.js';
import { publicIps } from './lib/ips.mjs';
import { humanUserAgents } from './lib/user-agents.mjs';

const CLICKS = Number(process.env.BENCH_JOURNAL_CLICKS ?? 400_000);
// 1,000 a batch is 20,000 redirects a second; 50 a batch is 1,000.
const BATCH_SIZES = [1_000, 50];
const ROUNDS = 3;

/** The old line format's cost: the addresses as a JSON array, in the clear. */
const plain = { seal: (addresses) => JSON.stringify(addresses), open: (text) => JSON.parse(text) };

export async function benchJournal() {
  const humans = humanUserAgents();
  const ips = publicIps(10_000);
  const results = [];
  for (const batchSize of BATCH_SIZES) {
    const batches = makeBatches(batchSize, humans, ips);
    const figures = { batchSize, plain: Infinity, sealed: Infinity };
    // Alternating, best of ROUNDS: the machine's other work weighs on both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      figures.plain = Math.min(figures.plain, microsPerClick(batches, plain));
      figures.sealed = Math.min(figures.sealed, microsPerClick(batches, addressSeal(newSealKey())));
    }
    results.push(figures);
  }
  return results;
}

function makeBatches(batchSize, humans, ips) {
  const batches = [];
  for (let start = 0; start < CLICKS; start += batchSize) {
    const builder = new ClickBatchBuilder();
    for (let index = start; index < start + batchSize; index += 1) {
      builder.add({
        linkId: `link-${index % 50}`,
        workspaceId: 'workspace-1',
        hash: `hash${index % 50}`,
        qrId: null,
        campaignId: null,
        locationId: null,
        at: 1_700_000_000_000 + index,
        ip: ips[index % ips.length],
        userAgent: humans[index % humans.length],
        referrer: null,
      });
    }
    batches.push(builder.take());
  }
  return batches;
}

function microsPerClick(batches, seal) {
  const directory = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-journal-'));
  const writer = new JournalWriter(directory, () => undefined, seal);
  try {
    let clicks = 0;
    const before = process.cpuUsage();
    for (const batch of batches) {
      writer.append(batch);
      clicks += batch.at.length;
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / clicks;
  } finally {
    writer.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

export function reportJournal(results) {
  return {
    text: results
      .map(
        ({ batchSize, plain: bare, sealed }) =>
          `Journal append, ${batchSize} clicks a batch: ${sealed.toFixed(2)} µs of CPU a click with the addresses ` +
          `sealed, ${bare.toFixed(2)} µs with them in the clear (ratio ${(sealed / bare).toFixed(2)}).`,
      )
      .join('\n'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(reportJournal(await benchJournal()).text);
}
