// Redirect benchmark (SPEC §13): the production build on SQLite behind a trusted proxy, 50 connections, 245 real user
// agents and 10,000 public addresses, against a bare node:http server answering a fixed 302, in the same run. Then
// every answered human redirect must be exactly one stored click, and no crawler request may be stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/server/db/database.js';
import { publicIps } from './lib/ips.mjs';
import { apiPost, signUp, startBareServer, startProductServer } from './lib/servers.mjs';
import { BOT_USER_AGENTS, humanUserAgents } from './lib/user-agents.mjs';
import { ensureWrk, runWrk, writeWrkScript } from './lib/wrk.mjs';

const CLICK_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TAIL_SECONDS = 3;

export async function benchRedirect() {
  ensureWrk();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-redirect-'));
  const userAgents = humanUserAgents();
  const ips = publicIps(10_000);
  try {
    const bare = await startBareServer();
    const bareScript = path.join(dataDir, 'bare.lua');
    writeWrkScript(bareScript, { humanPath: '/r/human', botPath: '/r/bot', humanTarget: 'https://example.com/bare', userAgents, botAgents: BOT_USER_AGENTS, ips, clickSeconds: CLICK_SECONDS });
    runWrk(bare.url, bareScript, { seconds: 2 });
    const baseline = runWrk(bare.url, bareScript, { seconds: CLICK_SECONDS + TAIL_SECONDS });
    await bare.stop();

    const product = await startProductServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    const cookie = await signUp(product.url, `bench-${Date.now()}@example.com`);
    const human = await apiPost(product.url, cookie, '/api/links', { name: 'Poster', url: 'https://example.com/human' });
    const bot = await apiPost(product.url, cookie, '/api/links', { name: 'Crawled', url: 'https://example.com/bot' });
    const warm = await apiPost(product.url, cookie, '/api/links', { name: 'Warm-up', url: 'https://example.com/warm' });
    const script = path.join(dataDir, 'product.lua');
    const warmScript = path.join(dataDir, 'warm.lua');
    const common = { botPath: `/r/${bot.hash}`, userAgents, botAgents: BOT_USER_AGENTS, ips };
    writeWrkScript(warmScript, { ...common, humanPath: `/r/${warm.hash}`, humanTarget: warm.url, clickSeconds: 2 });
    writeWrkScript(script, { ...common, humanPath: `/r/${human.hash}`, humanTarget: human.url, clickSeconds: CLICK_SECONDS });
    runWrk(product.url, warmScript, { seconds: 3 });
    const measured = runWrk(product.url, script, { seconds: CLICK_SECONDS + TAIL_SECONDS });
    const exitCode = await product.stop();

    const stored = await countClicks(path.join(dataDir, 'scanlink.db'), [human.id, bot.id]);
    return {
      baseline,
      measured,
      ratio: measured.rps / baseline.rps,
      humanAnswered: measured.human,
      humanStored: stored.get(human.id) ?? 0,
      botStored: stored.get(bot.id) ?? 0,
      exitCode,
      userAgents: userAgents.length,
      ips: ips.length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function countClicks(file, linkIds) {
  const database = openDatabase({ kind: 'sqlite', file });
  try {
    const rows = await database.db
      .selectFrom('link_statistic')
      .select(['link_id', (eb) => eb.fn.countAll().as('clicks')])
      .where('link_id', 'in', linkIds)
      .groupBy('link_id')
      .execute();
    return new Map(rows.map((row) => [row.link_id, Number(row.clicks)]));
  } finally {
    await database.close();
  }
}

export function reportRedirect(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const lines = [
    `| server | req/s | p50 ms | p99 ms | max ms |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    `| bare node:http, fixed 302 | ${result.baseline.rps.toFixed(0)} | ${ms(result.baseline.p50Us)} | ${ms(result.baseline.p99Us)} | ${ms(result.baseline.maxUs)} |`,
    `| Scanlink /r/{hash}, clicks recorded | ${result.measured.rps.toFixed(0)} | ${ms(result.measured.p50Us)} | ${ms(result.measured.p99Us)} | ${ms(result.measured.maxUs)} |`,
    '',
    `ratio ${result.ratio.toFixed(2)} (target ≥ 0.5) · p99 ${ms(result.measured.p99Us)} ms (target < 5 ms) · ${result.userAgents} user agents, ${result.ips} addresses`,
    `human redirects answered ${result.humanAnswered}, clicks stored ${result.humanStored}; crawler clicks stored ${result.botStored}; non-302 answers ${result.measured.non302}, socket errors ${result.measured.socketErrors}`,
  ];
  const ok = result.humanAnswered === result.humanStored && result.botStored === 0 && result.exitCode === 0 && result.measured.non302 === 0;
  lines.push(ok ? 'every answered human redirect is exactly one stored click: OK' : 'CLICK COUNT MISMATCH');
  return { text: lines.join('\n'), ok };
}
