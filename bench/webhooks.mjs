// Webhooks benchmark (docs/webhooks.md): the production build on SQLite, redirects of a link with no webhook and of a
// link whose clicks go to a webhook endpoint (`link.clicked`), one after the other in the same run, the ratio of
// their throughputs (target ≥ 0.9: a redirect never waits for a webhook); then how fast a backlog of 100,000 messages
// drains to a local receiver. The receiver is a child process at the lowest CPU priority, so that what it spends
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

export async function benchWebhooks() {
  ensureWrk();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-webhooks-'));
  const visitors = { userAgents: humanUserAgents(), botAgents: BOT_USER_AGENTS, ips: publicIps(10_000) };
  const script = (name, options) => {
    const file = path.join(dataDir, `${name}.lua`);
    writeWrkScript(file, { ...visitors, clickSeconds: CLICK_SECONDS, ...options });
    return file;
  };
  const receiver = await startCountingReceiver();
  const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1' };
  try {
    let product = await startProductServer(env);
    const cookie = await signUp(product.url, `bench-${Date.now()}@example.com`);
    const link = (name) => apiPost(product.url, cookie, '/api/links', { name, url: `https://example.com/${name}` });
    const [warm, plain, hooked, bot] = [
      await link('warm'),
      await link('plain'),
      await link('hooked'),
      await link('bot'),
    ];
    const target = (human) => ({ humanPath: `/r/${human.hash}`, humanTarget: human.url, botPath: `/r/${bot.hash}` });
    runWrk(product.url, script('warm', { ...target(warm), clickSeconds: 2 }), { seconds: 3 });
    const without = runWrk(product.url, script('plain', target(plain)), { seconds: CLICK_SECONDS + 3 });
    const endpoint = await apiPost(product.url, cookie, '/api/webhooks', {
      url: receiver.url,
      eventTypes: ['link.clicked'],
    });
    const before = await receiver.count();
    const withHook = runWrk(product.url, script('hooked', target(hooked)), { seconds: CLICK_SECONDS + 3 });
    // The messages of that run, delivered after it: how far the webhooks lag behind the clicks.
    const drainStarted = Date.now();
    const expected = withHook.human;
    while ((await receiver.count()) - before < expected && Date.now() - drainStarted < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lagMs = Date.now() - drainStarted;
    const delivered = (await receiver.count()) - before;
    await product.stop();

    // A backlog: the messages an endpoint that was down for a while has waiting, all due at once.
    await insertBacklog(path.join(dataDir, 'scanlink.db'), endpoint, BACKLOG);
    const backlogBase = await receiver.count();
    product = await startProductServer(env);
    const started = Date.now();
    while ((await receiver.count()) - backlogBase < BACKLOG && Date.now() - started < DRAIN_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const backlogMs = Date.now() - started;
    const backlogDelivered = (await receiver.count()) - backlogBase;
    await product.stop();
    return {
      without,
      withHook,
      ratio: withHook.rps / without.rps,
      expected,
      delivered,
      lagMs,
      backlogMs,
      backlogDelivered,
    };
  } finally {
    await receiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function reportWebhooks(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const row = (label, run) => `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} |`;
  const perSecond = result.backlogDelivered / (result.backlogMs / 1000);
  const ok = result.ratio >= 0.9 && result.delivered === result.expected && result.backlogDelivered === BACKLOG;
  return {
    ok,
    text: [
      '| redirects, saturated | req/s | p50 ms | p99 ms |',
      '| --- | ---: | ---: | ---: |',
      row('a link without webhooks', result.without),
      row('a link whose clicks go to a webhook endpoint', result.withHook),
      '',
      `ratio ${result.ratio.toFixed(2)} (target ≥ 0.9) · ${result.delivered} of ${result.expected} clicks delivered as ` +
        `link.clicked, the last ${(result.lagMs / 1000).toFixed(1)} s after the load ended`,
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
