// Statistics benchmark (docs/product.md, Qualities), on SQLite and on PostgreSQL, with clicks seeded through the same
// writer the redirect uses:
// - one link with 1,000,000 clicks over 90 days: the median of 20 calls of GET /api/links/{id}/stats per range;
// - a workspace of 50 links with 1,000,000 clicks between them over 90 days: the same for GET /api/stats;
// - redirects while the heaviest statistics are asked over and over (the million-click link's filtered statistics,
//   added up from its rows, and its 100,000-click list): their p99 against the same redirects with nothing else
//   running, in the same run (target: under 20 ms), and against the heavy requests' own median: a redirect held by
//   them would wait about as long as one of them takes (target: the p99 under a quarter of that median).
// The baseline of the figures is what the rollups avoid: one GROUP BY over the raw click rows, for one breakdown.
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

const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
const WORKSPACE_LINKS = 50;
const CALLS = 20;
const REDIRECT_SECONDS = 10;
const RANGES = ['24h', '7d', '30d', '90d', 'all'];
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export async function benchStats() {
  const only = process.env.BENCH_STATS_DATABASES ?? 'sqlite,postgres';
  const results = [];
  // Each database's figures are printed as soon as they are in: PostgreSQL's part takes the longer.
  const done = (result) => {
    results.push(result);
    console.log(reportStats([result]).text);
  };
  if (only.includes('sqlite')) done(await benchOn('SQLite', null));
  if (!only.includes('postgres')) return results;
  const postgres = await onScratchPostgres('scanlink_bench', (url) => benchOn('PostgreSQL', url));
  if (postgres) done(postgres);
  return results;
}

async function benchOn(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-stats-'));
  const server = await startProductServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'scanlink.db') },
  );
  try {
    const cookie = await signUp(server.url, `stats-${Date.now()}@example.com`);
    const link = await apiPost(server.url, cookie, '/api/links', {
      name: 'Million',
      url: 'https://example.com/million',
    });
    const me = await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json();
    const seedStarted = Date.now();
    const target = { id: link.id, hash: link.hash, workspaceId: me.workspace.id };
    const visits = memoryFirstVisits();
    for (const batch of demoClicks(target, { count: CLICKS, days: 90, now: Date.now(), seed: 42, batchSize: 10_000 })) {
      await markAndWriteClicks(database, visits, batch);
    }
    await settle();
    // A second account: 50 links sharing a million clicks, for the workspace's figures.
    const workspaceCookie = await signUp(server.url, `workspace-${Date.now()}@example.com`);
    const workspaceMe = await (await fetch(`${server.url}/api/me`, { headers: { cookie: workspaceCookie } })).json();
    for (let index = 0; index < WORKSPACE_LINKS; index += 1) {
      const created = await apiPost(server.url, workspaceCookie, '/api/links', {
        name: `Poster ${index + 1}`,
        url: `https://example.com/poster-${index + 1}`,
      });
      const each = { id: created.id, hash: created.hash, workspaceId: workspaceMe.workspace.id };
      const count = Math.floor(CLICKS / WORKSPACE_LINKS);
      for (const batch of demoClicks(each, {
        count,
        days: 90,
        now: Date.now(),
        seed: 100 + index,
        batchSize: 10_000,
      })) {
        await markAndWriteClicks(database, visits, batch);
      }
      await settle();
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    // PostgreSQL's autovacuum refreshes the planner's statistics within a minute or so of a bulk load; the benchmark
    // does not wait for it (without, PostgreSQL picks worse plans for the first minutes).
    if (databaseUrl) await sql`analyze`.execute(database.db);
    await settle();

    const timings = await timeRanges(server.url, cookie, `/api/links/${link.id}/stats`, CLICKS);
    const workspaceTimings = await timeRanges(
      server.url,
      workspaceCookie,
      '/api/stats',
      Math.floor(CLICKS / WORKSPACE_LINKS) * WORKSPACE_LINKS,
    );
    const redirects = await redirectsDuringStatistics(server.url, cookie, link);
    const baseline = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await sql`select country, count(*) from link_statistic where link_id = ${link.id} group by country`.execute(
        database.db,
      );
      baseline.push(performance.now() - started);
    }
    return { label, seedSeconds, timings, workspaceTimings, redirects, baseline: summarize(baseline) };
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The synchronous SQLite writes of the seeding keep fetch's timers from running: this gives it a moment to drop the
 * keep-alive connections the server has closed meanwhile, rather than reuse them.
 */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** Per range: the median and p95 of CALLS calls (after two to warm up); "all" must count every click. */
async function timeRanges(url, cookie, pathname, clicks) {
  const timings = {};
  for (const range of RANGES) {
    const samples = [];
    for (let call = 0; call < CALLS + 2; call += 1) {
      const started = performance.now();
      const response = await fetch(`${url}${pathname}?range=${range}&tz=Europe/Istanbul`, { headers: { cookie } });
      const body = await response.json();
      if (!response.ok || (range === 'all' && body.totals.clicks !== clicks))
        throw new Error(`${pathname} ${range}: ${JSON.stringify(body).slice(0, 200)}`);
      if (call >= 2) samples.push(performance.now() - started);
    }
    timings[range] = summarize(samples);
  }
  return timings;
}

/**
 * A phone's scans (20 keep-alive connections, each every 10 ms, on another link) for REDIRECT_SECONDS alone, then as
 * long again while two loops ask for the heaviest statistics there are, one after the other.
 */
async function redirectsDuringStatistics(url, cookie, link) {
  const other = await apiPost(url, cookie, '/api/links', { name: 'Scanned', url: 'https://example.com/scanned' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const scan = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${url}/r/${other.hash}`, { agent, headers: { 'user-agent': PHONE } }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      });
      request.on('error', reject);
    });
  const scanFor = async (seconds) => {
    const latencies = [];
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (Date.now() < until) {
          latencies.push(await scan());
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
    );
    return latencies;
  };
  const alone = await scanFor(REDIRECT_SECONDS);
  let loading = true;
  const heavy = [];
  let failed = 0;
  const heavyLoop = async (pathname) => {
    while (loading) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}${pathname}`, { headers: { cookie } });
        for await (const _chunk of response.body);
        if (response.ok) heavy.push(performance.now() - started);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const loops = [
    heavyLoop(`/api/links/${link.id}/stats?range=all&tz=Europe/Istanbul&filter=deviceType:mobile`),
    heavyLoop(`/api/links/${link.id}/clicks?limit=100000`),
  ];
  const during = await scanFor(REDIRECT_SECONDS);
  loading = false;
  await Promise.all(loops);
  agent.destroy();
  return {
    alone: summarize(alone, 0.99),
    during: summarize(during, 0.99),
    heavy: summarize(heavy),
    heavyCalls: heavy.length,
    heavyFailed: failed,
  };
}

function summarize(samples, tail = 0.95) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * tail))],
    count: sorted.length,
  };
}

export function reportStats(results) {
  const table = (title, key) => {
    const lines = [`${title}`, '', `| database | ${RANGES.map((range) => `${range} median / p95 ms`).join(' | ')} |`];
    lines.push(`| --- | ${RANGES.map(() => '---:').join(' | ')} |`);
    for (const result of results) {
      const cells = RANGES.map(
        (range) => `${result[key][range].median.toFixed(1)} / ${result[key][range].p95.toFixed(1)}`,
      );
      lines.push(`| ${result.label} | ${cells.join(' | ')} |`);
    }
    return lines;
  };
  const lines = [
    ...table(`A link with ${CLICKS.toLocaleString('en')} clicks over 90 days, GET /api/links/{id}/stats:`, 'timings'),
    '',
    ...table(
      `A workspace of ${WORKSPACE_LINKS} links with ${CLICKS.toLocaleString('en')} clicks over 90 days, GET /api/stats:`,
      'workspaceTimings',
    ),
    '',
    `${CALLS} calls per range over HTTP with a session, tz=Europe/Istanbul; target: median < 100 ms on SQLite.`,
    '',
    'Redirects (20 connections, each every 10 ms) alone, then while the link’s filtered statistics and its 100,000-click list are asked for over and over (target: p99 < 20 ms):',
    '',
    '| database | redirects alone p50 / p99 ms | during the statistics p50 / p99 ms | statistics and click lists: calls, median ms | p99 during ÷ their median (target: < 0.25) | raw GROUP BY country (baseline) | seeding |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const result of results) {
    const { alone, during, heavy, heavyCalls, heavyFailed } = result.redirects;
    lines.push(
      `| ${result.label} | ${alone.median.toFixed(2)} / ${alone.p95.toFixed(2)} (${alone.count}) | ${during.median.toFixed(2)} / ${during.p95.toFixed(2)} (${during.count}) | ${heavyCalls}${heavyFailed ? ` (${heavyFailed} failed)` : ''}, ${heavy.median?.toFixed(0) ?? '–'} | ${heavy.median ? (during.p95 / heavy.median).toFixed(3) : '–'} | ${result.baseline.median.toFixed(0)} ms | ${result.seedSeconds.toFixed(0)} s |`,
    );
  }
  return { text: lines.join('\n') };
}
