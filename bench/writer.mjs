// The click writer's CPU time per stored click (target: at most 10 µs), measured on the steps the writer thread
// runs — unpack, enrich (user agent, geography, visitor hash), first visits, the batched write with its rollups —
// in this process, on SQLite, under the redirect benchmark's mix: 245 browser user agents, 10,000 public addresses,
// 1 request in 20 from a crawler. `node bench/writer.mjs` alone, or part of `npm run bench` (BENCH=writer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/server/db/database.js';
import { migrateToLatest } from '../dist/server/db/migrate.js';
import { newId } from '../dist/server/db/ids.js';
import { ClickBatchBuilder, unpackBatch } from '../dist/server/modules/analytics/recording/click-batch.js';
import { writeClicks } from '../dist/server/modules/analytics/recording/clicks.repo.js';
import { rollUpFinishedHours } from '../dist/server/modules/analytics/recording/rollups.repo.js';
import { createEnricher } from '../dist/server/modules/analytics/recording/enrich.js';
import { markFirstVisits, memoryFirstVisits } from '../dist/server/modules/analytics/recording/first-visits.js';
import { openGeoLocator } from '../dist/server/modules/analytics/recording/geo.js';
import { ensurePersonalWorkspace } from '../dist/server/modules/workspaces/workspaces.service.js';
import { publicIps } from './lib/ips.mjs';
import { BOT_USER_AGENTS, humanUserAgents } from './lib/user-agents.mjs';

const CLICKS = Number(process.env.BENCH_WRITER_CLICKS ?? 200_000);
// What a batch holds at 20,000 redirects a second (one batch every 50 ms).
const BATCH = 1_000;

export async function benchWriter() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-writer-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'scanlink.db') });
  try {
    await migrateToLatest(database);
    const { workspaceId, links } = await seedLinks(database);
    const geo = await openGeoLocator();
    const enrich = createEnricher('bench-secret-bench-secret-bench-secret', geo);
    const visits = memoryFirstVisits();
    const humans = humanUserAgents();
    const ips = publicIps(10_000);
    const now = Date.now();
    const batches = [];
    for (let start = 0; start < CLICKS; start += BATCH) {
      const builder = new ClickBatchBuilder();
      for (let index = start; index < Math.min(CLICKS, start + BATCH); index += 1) {
        const bot = index % 20 === 19;
        const link = links[index % links.length];
        builder.add({
          linkId: link.id,
          workspaceId,
          hash: link.hash,
          qrId: null,
          campaignId: null,
          locationId: null,
          at: now - CLICKS + index,
          ip: ips[(index * 7919) % ips.length],
          userAgent: bot ? BOT_USER_AGENTS[index % BOT_USER_AGENTS.length] : humans[(index * 31) % humans.length],
          referrer: index % 3 === 0 ? 'https://www.instagram.com/' : null,
        });
      }
      // Batches cross the thread boundary as structured clones: the writer gets copies.
      batches.push(structuredClone(builder.take()));
    }

    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let stored = 0;
    // Where the time goes, step by step (CPU µs).
    const steps = { enrich: 0, firstVisits: 0, write: 0 };
    const step = (name, since) => (steps[name] += cpuMicros(process.cpuUsage(since)));
    for (const batch of batches) {
      let since = process.cpuUsage();
      const enriched = [];
      for (const raw of unpackBatch(batch, null)) {
        const click = enrich(raw);
        if (click) enriched.push(click);
      }
      step('enrich', since);
      since = process.cpuUsage();
      const uniqueIn = await markFirstVisits(visits, enriched);
      step('firstVisits', since);
      since = process.cpuUsage();
      await writeClicks(
        database,
        enriched.map((click, index) => ({ ...click, uniqueIn: uniqueIn[index] ?? 0 })),
      );
      step('write', since);
      stored += enriched.length;
    }
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - started;
    // Once an hour has ended, the writer adds its clicks to the rollups: part of each click's cost too.
    const rollupBefore = process.cpuUsage();
    if (!process.env.BENCH_WRITER_NO_ROLLUP) await rollUpFinishedHours(database, now + 3 * 3_600_000);
    const rollup = process.cpuUsage(rollupBefore);
    return {
      stored,
      steps: Object.fromEntries(Object.entries(steps).map(([name, micros]) => [name, micros / stored])),
      cpuMicrosPerClick: (cpu.user + cpu.system) / stored,
      rollupMicrosPerClick: (rollup.user + rollup.system) / stored,
      wallMs,
      batch: BATCH,
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedLinks(database) {
  const { db } = database;
  const now = Date.now();
  const userId = newId();
  await db
    .insertInto('user')
    .values({
      id: userId,
      full_name: 'Bench',
      email: `writer-${now}@example.com`,
      email_verified: 0,
      avatar_url: null,
      locale: null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .execute();
  const { id: workspaceId } = await ensurePersonalWorkspace(db, userId, 'Bench');
  const links = [];
  for (let index = 0; index < 2; index += 1) {
    const link = { id: newId(), hash: `bench${index}${now.toString(36)}` };
    await db
      .insertInto('link')
      .values({
        ...link,
        workspace_id: workspaceId,
        name: `Link ${index}`,
        url: 'https://example.com/',
        expires_at: null,
        fallback_url: null,
        campaign_id: null,
        notes: null,
        forward_query: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    links.push(link);
  }
  return { workspaceId, links };
}

const cpuMicros = (usage) => usage.user + usage.system;

export function reportWriter(result) {
  return {
    text:
      `Click writer: ${result.cpuMicrosPerClick.toFixed(1)} µs of CPU per stored click, ` +
      `and ${result.rollupMicrosPerClick.toFixed(1)} µs more when its hour is rolled up ` +
      `(${result.stored.toLocaleString('en')} clicks in batches of ${result.batch}, ${(result.wallMs / 1000).toFixed(1)} s; target ≤ 10 µs). ` +
      `Per click: ${Object.entries(result.steps)
        .map(([name, micros]) => `${name} ${micros.toFixed(1)} µs`)
        .join(', ')}.`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(reportWriter(await benchWriter()).text);
}
