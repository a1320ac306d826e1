// Webhooks benchmark (docs/webhooks.md): the production build on SQLite, saturated redirects of a link with no webhook
// and of a link whose clicks go to a webhook endpoint (`link.clicked`), each on a fresh server, in turn, twice, in the
// same run; the ratio of their throughputs (target ≥ 0.9: a redirect never waits for a webhook); then how fast a
// backlog of 100,000 messages drains to a local receiver. The receiver is a child process at the lowest CPU priority, so that what it spends
// counts as little as possible against the product on these shared cores.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/server/db/database.js';
import { publicIps } from './lib/ips.mjs';
import { apiPost, freePort, signUp, startProductServer } from './lib/servers.mjs';
import { BOT_USER_AGENTS, humanUserAgents } from './lib/user-agents.mjs';
import { ensureWrk, runWrk, writeWrkScript } from './lib/wrk.mjs';

const CLICK_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BACKLOG = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? 100_000);
const DRAIN_LIMIT_MS = 15 * 60_000;
// Runs without and with an endpoint, in turn.
const ROUNDS = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 2);

export async function benchWebhooks() {
  ensureWrk();
  const scratch = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-webhooks-'));
  const visitors = { userAgents: humanUserAgents(), botAgents: BOT_USER_AGENTS, ips: publicIps(10_000) };
  const script = (name, options) => {
    const file = path.join(scratch, `${name}.lua`);
    writeWrkScript(file, { ...visitors, clickSeconds: CLICK_SECONDS, ...options });
    return file;
  };
  const receiver = await startCountingReceiver();
  try {
    // Each run on a fresh server and database, without and with an endpoint in turn, so neither inherits the other's
    // rows or backlog. Every run but the last stops as soon as its load ends.
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const hooked of [false, true]) {
        const last = round === ROUNDS - 1 && hooked;
        runs.push(await loadRun({ scratch, script, receiver, hooked, name: `${round}-${hooked}`, drain: last }));
      }
    }
    const withoutRuns = runs.filter((run) => !run.hooked);
    const withRuns = runs.filter((run) => run.hooked);
    const total = (list) => list.reduce((sum, run) => sum + run.load.rps, 0);
    const drained = runs.at(-1);

    // A backlog: the messages an endpoint that was down for a while has waiting, all due at once.
    await insertBacklog(path.join(drained.dataDir, 'scanlink.db'), drained.endpoint, BACKLOG);
    const backlogBase = await receiver.count();
    const product = await startProductServer(drained.env);
    const started = Date.now();
    while ((await receiver.count()) - backlogBase < BACKLOG && Date.now() - started < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const backlogMs = Date.now() - started;
    const backlogDelivered = (await receiver.count()) - backlogBase;
    await product.stop();
    return {
      withoutRuns,
      withRuns,
      ratio: total(withRuns) / total(withoutRuns),
      expected: drained.expected,
      delivered: drained.delivered,
      lagMs: drained.lagMs,
      backlogMs,
      backlogDelivered,
    };
  } finally {
    await receiver.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One saturated load on a fresh server: a link, and with `hooked` an endpoint taking its clicks. */
async function loadRun({ scratch, script, receiver, hooked, name, drain }) {
  const dataDir = mkdtempSync(path.join(scratch, `run-${name}-`));
  const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' };
  const product = await startProductServer(env);
  const cookie = await signUp(product.url, `bench-${Date.now()}@example.com`);
  const link = (linkName) =>
    apiPost(product.url, cookie, '/api/links', { name: linkName, url: `https://example.com/${linkName}` });
  const [warm, measured, bot] = [await link('warm'), await link('measured'), await link('bot')];
  const target = (human) => ({ humanPath: `/r/${human.hash}`, humanTarget: human.url, botPath: `/r/${bot.hash}` });
  runWrk(product.url, script(`${name}-warm`, { ...target(warm), clickSeconds: 2 }), { seconds: 3 });
  const endpoint = hooked
    ? await apiPost(product.url, cookie, '/api/webhooks', { url: receiver.url, eventTypes: ['link.clicked'] })
    : null;
  const before = await receiver.count();
  const load = runWrk(product.url, script(name, target(measured)), { seconds: CLICK_SECONDS + 3 });
  let lagMs = 0;
  let delivered = 0;
  if (drain) {
    // The messages of the run, delivered after it: how far the webhooks lag behind the clicks.
    const drainStarted = Date.now();
    while ((await receiver.count()) - before < load.human && Date.now() - drainStarted < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    lagMs = Date.now() - drainStarted;
    delivered = (await receiver.count()) - before;
  }
  await product.stop();
  return { hooked, load, expected: load.human, delivered, lagMs, dataDir, env, endpoint };
}

export function reportWebhooks(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const row = (label, run) => `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} |`;
  const perSecond = result.backlogDelivered / (result.backlogMs / 1000);
  const ok = result.ratio >= 0.9 && result.delivered === result.expected && result.backlogDelivered === BACKLOG;
  const rows = result.withoutRuns.flatMap((without, index) => [
    row(`round ${index + 1}: a link, no webhooks`, without.load),
    row(`round ${index + 1}: a link whose clicks go to a webhook endpoint`, result.withRuns[index].load),
  ]);
  return {
    ok,
    text: [
      '| redirects, saturated, each run on a fresh server | req/s | p50 ms | p99 ms |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
      '',
      `ratio ${result.ratio.toFixed(2)} of the summed throughputs (target ≥ 0.9) · last run: ${result.delivered} of ` +
        `${result.expected} clicks delivered as link.clicked, the last ${(result.lagMs / 1000).toFixed(1)} s after the load ended`,
      `backlog: ${result.backlogDelivered} of ${BACKLOG} messages delivered in ${(result.backlogMs / 1000).toFixed(1)} s ` +
        `(${perSecond.toFixed(0)} messages/s to one local receiver)`,
    ].join('\n'),
  };
}

/** Writes `count` due messages for the endpoint straight into the stopped server's database. */
async function insertBacklog(file, endpoint, count) {
  const database = openDatabase({ kind: 'sqlite', file });
  try {
    const { workspace_id } = await database.db
      .selectFrom('webhook_endpoint')
      .select('workspace_id')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    for (let start = 0; start < count; start += 500) {
      const rows = [];
      for (let index = start; index < Math.min(count, start + 500); index += 1) {
        rows.push({
          id: `msg_bench${String(index).padStart(21, '0')}`,
          endpoint_id: endpoint.id,
          workspace_id,
          event_type: 'link.clicked',
          body: JSON.stringify({
            type: 'link.clicked',
            timestamp: new Date(now).toISOString(),
            data: { version: 1, index },
          }),
          created_at: now,
          state: 'pending',
          attempts: 0,
          next_attempt_at: now,
          lease_holder: null,
          lease_until: null,
        });
      }
      await database.db.insertInto('webhook_message').values(rows).execute();
    }
  } finally {
    await database.close();
  }
}

/** A receiver in a child process at nice 19: answers 204 to every POST, and its count at GET /count. */
async function startCountingReceiver() {
  const port = await freePort();
  const code =
    `let count = 0; require('node:http').createServer((q, s) => {` +
    `if (q.method === 'GET') { s.end(String(count)); return; }` +
    `q.resume(); q.on('end', () => { count += 1; s.writeHead(204); s.end(); }); }).listen(${port}, '127.0.0.1');`;
  const child = spawn('nice', ['-n', '19', process.execPath, '-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}/hooks`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('the receiver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    count: async () => Number(await (await fetch(url)).text()),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
