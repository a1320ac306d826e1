// Statistics benchmark (SPEC §13): one link with 1,000,000 clicks over 90 days, seeded through the same writer the
// redirect uses; the median of 20 calls of GET /api/links/{id}/stats per range, on SQLite and on PostgreSQL. The
// baseline is what the rollups avoid: one GROUP BY over the raw click rows, for a single breakdown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../dist/server/db/database.js';
import { demoClicks } from '../dist/server/demo/demo-clicks.js';
import { markAndWriteClicks } from '../dist/server/modules/clicks/clicks.repo.js';
import { memoryFirstVisits } from '../dist/server/modules/clicks/first-visits.js';
import { apiPost, signUp, startProductServer } from './lib/servers.mjs';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
const CALLS = 20;
const RANGES = ['24h', '7d', '30d', '90d', 'all'];

export async function benchStats() {
  const results = [await benchOn('SQLite', null)];
  const postgresUrl =
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = `scanlink_bench_${Date.now().toString(36)}`;
  try {
    await onPostgres(postgresUrl, `create database ${scratch}`);
  } catch (error) {
    console.log(`PostgreSQL skipped (${error.message})`);
    return results;
  }
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${scratch}`;
    results.push(await benchOn('PostgreSQL', url.toString()));
  } finally {
    await onPostgres(postgresUrl, `drop database if exists ${scratch} with (force)`);
  }
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
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    // PostgreSQL's autovacuum refreshes the planner's statistics within a minute or so of a bulk load; the benchmark
    // does not wait for it (without, PostgreSQL picks worse plans for the first minutes).
    if (databaseUrl) await sql`analyze`.execute(database.db);
    // The synchronous SQLite writes above kept fetch's timers from running: give it a moment to drop the keep-alive
    // connection the server has closed meanwhile, rather than reuse it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const timings = {};
    for (const range of RANGES) {
      const samples = [];
      for (let call = 0; call < CALLS + 2; call += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/links/${link.id}/stats?range=${range}&tz=Europe/Istanbul`, {
          headers: { cookie },
        });
        const body = await response.json();
        if (!response.ok || (range === 'all' && body.totals.clicks !== CLICKS))
          throw new Error(`stats ${range}: ${JSON.stringify(body).slice(0, 200)}`);
        if (call >= 2) samples.push(performance.now() - started);
      }
      timings[range] = summarize(samples);
    }
    const baseline = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await sql`select country, count(*) from link_statistic where link_id = ${link.id} group by country`.execute(
        database.db,
      );
      baseline.push(performance.now() - started);
    }
    return { label, seedSeconds, timings, baseline: summarize(baseline) };
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
  };
}

async function onPostgres(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function reportStats(results) {
  const lines = [
    `| database | ${RANGES.map((range) => `${range} median / p95 ms`).join(' | ')} | raw GROUP BY country (baseline) | seeding |`,
  ];
  lines.push(`| --- | ${RANGES.map(() => '---:').join(' | ')} | ---: | ---: |`);
  for (const result of results) {
    const cells = RANGES.map(
      (range) => `${result.timings[range].median.toFixed(1)} / ${result.timings[range].p95.toFixed(1)}`,
    );
    lines.push(
      `| ${result.label} | ${cells.join(' | ')} | ${result.baseline.median.toFixed(0)} ms | ${result.seedSeconds.toFixed(0)} s |`,
    );
  }
  lines.push(
    '',
    `${CLICKS.toLocaleString('en')} clicks over 90 days; ${CALLS} calls per range over HTTP with a session, tz=Europe/Istanbul; target: median < 100 ms on SQLite.`,
  );
  return { text: lines.join('\n') };
}
