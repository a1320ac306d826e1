// Fair statistics between workspaces, on PostgreSQL (and SQLite, for comparison): one workspace downloads four CSV
// exports of its clicks at once, over and over, while another asks for its own statistics and a phone scans a third
// link. Each figure is set against the same requests with nothing else running, in the same run:
// - the other workspace's GET /api/stats (median and p99 of CALLS calls): the exports must not hold it (target: the
//   median beside the exports under three times the median alone);
// - redirects (20 keep-alive connections, each every 10 ms) while those figures are asked for: target p99 beside the
//   exports under 1.5 times the p99 without them;
// - the exports' own pace (rows a second), which the fair turns must not starve either.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';

import { openDatabase } from '../dist/server/db/database.js';
import { demoClicks } from '../dist/server/demo/demo-clicks.js';
import { markAndWriteClicks } from '../dist/server/modules/analytics/recording/clicks.repo.js';
import { memoryFirstVisits } from '../dist/server/modules/analytics/recording/first-visits.js';
import { onScratchPostgres } from './lib/scratch-postgres.mjs';
import { apiPost, signUp, startProductServer } from './lib/servers.mjs';

const EXPORT_CLICKS = Number(process.env.BENCH_EXPORT_CLICKS ?? 200_000);
const OTHER_CLICKS = 20_000;
const EXPORTS = 4;
const CALLS = 40;
const REDIRECT_CONNECTIONS = 20;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export async function benchStatsFairness() {
  const only = process.env.BENCH_STATS_DATABASES ?? 'sqlite,postgres';
  const results = [];
  if (only.includes('postgres')) {
    const postgres = await onScratchPostgres('scanlink_fair', (url) => benchOn('PostgreSQL', url));
    if (postgres) results.push(postgres);
  }
  if (only.includes('sqlite')) results.push(await benchOn('SQLite', null));
  return results;
}

async function benchOn(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-fair-'));
  const server = await startProductServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'scanlink.db') },
  );
  try {
    const visits = memoryFirstVisits();
    const seeded = async (email, clicks, seed) => {
      const cookie = await signUp(server.url, email);
      const link = await apiPost(server.url, cookie, '/api/links', { name: 'Poster', url: 'https://example.com/p' });
      const me = await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json();
      const target = { id: link.id, hash: link.hash, workspaceId: me.workspace.id };
      for (const batch of demoClicks(target, { count: clicks, days: 90, now: Date.now(), seed, batchSize: 10_000 })) {
        await markAndWriteClicks(database, visits, batch);
      }
      return { cookie, link };
    };
    const exporter = await seeded(`exporter-${Date.now()}@example.com`, EXPORT_CLICKS, 7);
    const other = await seeded(`other-${Date.now()}@example.com`, OTHER_CLICKS, 8);
    const scanned = await apiPost(server.url, other.cookie, '/api/links', {
      name: 'Scanned',
      url: 'https://example.com/scanned',
    });
    if (databaseUrl) await sql`analyze`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const statsAlone = [];
    const redirectsAlone = await whileScanning(server.url, scanned.hash, () =>
      timeStats(server.url, other.cookie, statsAlone),
    );
    let exporting = true;
    const exportRuns = [];
    const exports = Array.from({ length: EXPORTS }, async () => {
      while (exporting) exportRuns.push(await exportOnce(server.url, exporter));
    });
    // The exports get going before the figures are timed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statsBeside = [];
    const redirectsBeside = await whileScanning(server.url, scanned.hash, () =>
      timeStats(server.url, other.cookie, statsBeside),
    );
    exporting = false;
    await Promise.all(exports);
    const rows = exportRuns.reduce((sum, run) => sum + run.rows, 0);
    const seconds = exportRuns.reduce((sum, run) => sum + run.seconds, 0);
    return {
      label,
      statsAlone: summarize(statsAlone),
      statsBeside: summarize(statsBeside),
      redirectsAlone: summarize(redirectsAlone),
      redirectsBeside: summarize(redirectsBeside),
      exportRowsPerSecond: seconds > 0 ? (rows / seconds) * Math.min(EXPORTS, exportRuns.length) : 0,
      exportsDone: exportRuns.filter((run) => run.complete).length,
    };
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CALLS calls of the other workspace's statistics, one after the other. */
async function timeStats(url, cookie, samples) {
  for (let call = 0; call < CALLS; call += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/stats?range=30d&tz=Europe/Istanbul`, { headers: { cookie } });
    await response.json();
    if (!response.ok) throw new Error(`GET /api/stats answered ${response.status}`);
    samples.push(performance.now() - started);
  }
}

/** One CSV export of every click, read to its end; the rows it held and how long it took. */
async function exportOnce(url, { cookie, link }) {
  const started = performance.now();
  const response = await fetch(`${url}/api/links/${link.id}/clicks.csv`, { headers: { cookie } });
  let rows = -1;
  for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) rows += 1;
  return { rows, seconds: (performance.now() - started) / 1000, complete: response.ok && rows === EXPORT_CLICKS };
}

/** Redirect latencies while `work` runs. */
async function whileScanning(url, hash, work) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: REDIRECT_CONNECTIONS });
  const latencies = [];
  let scanning = true;
  const scan = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${url}/r/${hash}`, { agent, headers: { 'user-agent': PHONE } }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      });
      request.on('error', reject);
    });
  const scanners = Array.from({ length: REDIRECT_CONNECTIONS }, async () => {
    while (scanning) {
      latencies.push(await scan());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  try {
    await work();
  } finally {
    scanning = false;
    await Promise.all(scanners);
    agent.destroy();
  }
  return latencies;
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
  return { median: at(0.5), p99: at(0.99), count: sorted.length };
}

export function reportStatsFairness(results) {
  const ms = (figure) => `${figure.median.toFixed(1)} / ${figure.p99.toFixed(1)}`;
  const lines = [
    `One workspace downloads ${EXPORTS} CSV exports of its ${EXPORT_CLICKS.toLocaleString('en')} clicks at once, over and over; another asks for its statistics (GET /api/stats, 30 days, ${CALLS} calls) while ${REDIRECT_CONNECTIONS} connections follow a short link every 10 ms. Targets: the other's median beside the exports under 3× its median alone, the redirects' p99 under 1.5× theirs without the exports.`,
    '',
    '| database | other /api/stats alone p50 / p99 ms | beside the exports p50 / p99 ms | ratio of medians | redirects alone p50 / p99 ms | beside the exports p50 / p99 ms | exports: rows/s, complete runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  let ok = true;
  for (const result of results) {
    const ratio = result.statsBeside.median / result.statsAlone.median;
    ok &&= ratio < 3 && result.redirectsBeside.p99 < 1.5 * result.redirectsAlone.p99;
    lines.push(
      `| ${result.label} | ${ms(result.statsAlone)} | ${ms(result.statsBeside)} | ${ratio.toFixed(2)} | ${ms(result.redirectsAlone)} | ${ms(result.redirectsBeside)} | ${Math.round(result.exportRowsPerSecond).toLocaleString('en')}, ${result.exportsDone} |`,
    );
  }
  return { text: lines.join('\n'), ok };
}
