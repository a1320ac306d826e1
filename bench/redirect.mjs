// Redirect benchmark (docs/product.md, Qualities): the production build on SQLite behind a trusted proxy, 50
// connections, 245 real user agents and 10,000 public addresses, against a bare node:http server answering a fixed 302,
// in the same run. Two loads for each server: as many requests as it can answer (throughput, and the latency of a
// saturated queue), and a steady load of 50 connections each sending every 10 ms (the latency a scan sees on a busy but
// not overrun node). Then every answered human redirect must be exactly one stored click, and no crawler request may be
// stored. Last, the crash part (crash.mjs): SIGKILL under load, twice, and a count after the restart.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/server/db/database.js';
import { benchCrash, reportCrash } from './crash.mjs';
import { publicIps } from './lib/ips.mjs';
import { apiPost, signUp, startBareServer, startProductServer } from './lib/servers.mjs';
import { BOT_USER_AGENTS, humanUserAgents } from './lib/user-agents.mjs';
import { LANGUAGES, SMART_PREFIX, smartLink } from './lib/smart-link.mjs';
import { ensureWrk, runWrk, writeWrkScript } from './lib/wrk.mjs';

const CLICK_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TAIL_SECONDS = 3;
const STEADY_PAUSE_MS = 10;
export async function benchRedirect() {
  ensureWrk();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scanlink-bench-redirect-'));
  const visitors = { userAgents: humanUserAgents(), botAgents: BOT_USER_AGENTS, ips: publicIps(10_000) };
  const script = (name, options) => {
    const file = path.join(dataDir, `${name}.lua`);
    writeWrkScript(file, { ...visitors, clickSeconds: CLICK_SECONDS, ...options });
    return file;
  };
  const seconds = CLICK_SECONDS + TAIL_SECONDS;
  try {
    const bare = await startBareServer();
    const bareTarget = { humanPath: '/r/human', botPath: '/r/bot', humanTarget: 'https://example.com/bare' };
    runWrk(bare.url, script('bare-warm', { ...bareTarget, clickSeconds: 2 }), { seconds: 2 });
    const baseline = runWrk(bare.url, script('bare', bareTarget), { seconds });
    const baselineSteady = runWrk(bare.url, script('bare-steady', { ...bareTarget, pauseMs: STEADY_PAUSE_MS }), {
      seconds,
    });
    await bare.stop();

    const product = await startProductServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    // Idle: started, the geolocation databases loaded (the writer preloads them), nothing asked yet.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idleRss = rssOf(product.child.pid);
    const writer = writerThread(product.child.pid);
    const cookie = await signUp(product.url, `bench-${Date.now()}@example.com`);
    const link = (name) => apiPost(product.url, cookie, '/api/links', { name, url: `https://example.com/${name}` });
    const [warm, saturated, steady, bot, scanned] = [
      await link('warm'),
      await link('saturated'),
      await link('steady'),
      await link('bot'),
      await link('scanned'),
    ];
    const smart = await apiPost(product.url, cookie, '/api/links', smartLink());
    // A dynamic QR code leading to a link: the heavier of its two kinds of target (it must redirect as fast as a link).
    const qr = await apiPost(product.url, cookie, '/api/qr-codes', {
      name: 'bench',
      type: 'link',
      target: { kind: 'link', linkId: scanned.id },
    });
    const target = (human) => ({ humanPath: `/r/${human.hash}`, humanTarget: human.url, botPath: `/r/${bot.hash}` });
    runWrk(product.url, script('warm', { ...target(warm), clickSeconds: 2 }), { seconds: 3 });
    const measured = runWrk(product.url, script('saturated', target(saturated)), { seconds });
    const measuredSteady = runWrk(product.url, script('steady', { ...target(steady), pauseMs: STEADY_PAUSE_MS }), {
      seconds,
    });
    const viaQr = runWrk(
      product.url,
      script('qr', { humanPath: `/Q/${qr.code}`, humanTarget: scanned.url, botPath: `/r/${bot.hash}` }),
      { seconds },
    );
    // The plain link once more, then the smart one, each after the writer has caught up with the clicks before it:
    // the same machine state for the two (a writer still storing the previous run's clicks takes CPU from the next).
    await writerIdle(product.child.pid, writer);
    const pid = product.child.pid;
    const mainBefore = threadCpuMs(pid, pid);
    const plainAgain = runWrk(product.url, script('plain-again', { ...target(saturated), languages: LANGUAGES }), {
      seconds,
    });
    const mainPlain = threadCpuMs(pid, pid) - mainBefore;
    await writerIdle(product.child.pid, writer);
    const mainBeforeRules = threadCpuMs(pid, pid);
    const viaRules = runWrk(
      product.url,
      script('smart', {
        humanPath: `/r/${smart.hash}`,
        humanTarget: smart.url,
        humanPrefix: SMART_PREFIX,
        botPath: `/r/${bot.hash}`,
        languages: LANGUAGES,
      }),
      { seconds },
    );
    const mainRules = threadCpuMs(pid, pid) - mainBeforeRules;
    // Once the writer has stored what was answered: its CPU time per stored click, and the memory it all took.
    const answered = measured.human + measuredSteady.human + viaQr.human + plainAgain.human + viaRules.human;
    const counted = [saturated.id, steady.id, scanned.id, smart.id];
    const databaseFile = path.join(dataDir, 'scanlink.db');
    for (let waited = 0; waited < 60_000; waited += 500) {
      const stored = await countClicks(databaseFile, counted);
      if (counted.reduce((sum, id) => sum + (stored.get(id) ?? 0), 0) >= answered) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const writerCpuMs = writer ? threadCpuMs(product.child.pid, writer) : null;
    const loadedRss = rssOf(product.child.pid);
    const exitCode = await product.stop();

    const stored = await countClicks(path.join(dataDir, 'scanlink.db'), [...counted, bot.id]);
    const smartRoutes = await countRoutes(path.join(dataDir, 'scanlink.db'), smart.id);
    const crash = await benchCrash({
      env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' },
      cookie,
      databaseFile: path.join(dataDir, 'scanlink.db'),
      visitors,
    });
    return {
      crash,
      baseline,
      baselineSteady,
      measured,
      measuredSteady,
      viaQr,
      plainAgain,
      viaRules,
      smartRatio: viaRules.rps / plainAgain.rps,
      // The redirect thread's CPU per request of each (µs): what the rules cost it, apart from the machine around it.
      mainUsPlain: (mainPlain * 1000) / plainAgain.requests,
      mainUsRules: (mainRules * 1000) / viaRules.requests,
      smartStored: stored.get(smart.id) ?? 0,
      smartRoutes,
      ratio: measured.rps / baseline.rps,
      qrRatio: viaQr.rps / baseline.rps,
      humanAnswered: answered,
      humanStored: counted.reduce((sum, id) => sum + (stored.get(id) ?? 0), 0),
      botStored: stored.get(bot.id) ?? 0,
      exitCode,
      idleRss,
      loadedRss,
      writerCpuMs,
      userAgents: visitors.userAgents.length,
      ips: visitors.ips.length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Waits until the writer thread and the redirect thread have used next to no CPU for a second (at most a minute): the
 * clicks of the run before are stored, and their events handed on by the outbox (on the redirect thread), so they take
 * nothing from the next run.
 */
async function writerIdle(pid, writer) {
  if (!writer) return;
  const busy = () => threadCpuMs(pid, writer) + threadCpuMs(pid, pid);
  let before = busy();
  for (let waited = 0, quiet = 0; waited < 60_000 && quiet < 4; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = busy();
    // A tick or two (10 ms each) a quarter second is an idle server's timers.
    quiet = now - before <= 20 ? quiet + 1 : 0;
    before = now;
  }
}

/** Resident memory of a process, in MB. */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

// The click writer is the server's thread that runs at BACKGROUND_THREAD_NICE (10 by default) and was started with
// the server; the statistics reader, the other such thread, starts only when statistics are asked for, which this
// benchmark never does. Linux only; null elsewhere.
function writerThread(pid) {
  try {
    const threads = readdirSync(`/proc/${pid}/task`)
      .map(Number)
      .sort((a, b) => a - b);
    const nice = process.env.BACKGROUND_THREAD_NICE ?? '10';
    return threads.find((tid) => statFields(pid, tid)[16] === nice) ?? null;
  } catch {
    return null;
  }
}

// /proc/<pid>/task/<tid>/stat after the command name: state is field 0, utime 11, stime 12, nice 16.
function statFields(pid, tid) {
  const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

// Clock ticks are 10 ms on Linux (USER_HZ 100).
function threadCpuMs(pid, tid) {
  const fields = statFields(pid, tid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
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

/** How many of a link's clicks each rule or variant served (null: none; a smart link's clicks all have one). */
async function countRoutes(file, linkId) {
  const database = openDatabase({ kind: 'sqlite', file });
  try {
    const rows = await database.db
      .selectFrom('link_statistic')
      .select(['route_id', (eb) => eb.fn.countAll().as('clicks')])
      .where('link_id', '=', linkId)
      .groupBy('route_id')
      .execute();
    return rows.map((row) => ({ route: row.route_id, clicks: Number(row.clicks) }));
  } finally {
    await database.close();
  }
}

export function reportRedirect(result) {
  const ms = (us) => (us / 1000).toFixed(2);
  const row = (label, run) =>
    `| ${label} | ${run.rps.toFixed(0)} | ${ms(run.p50Us)} | ${ms(run.p99Us)} | ${ms(run.maxUs)} |`;
  const lines = [
    `| server, load | req/s | p50 ms | p99 ms | max ms |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    row('bare node:http, fixed 302 — saturated', result.baseline),
    row('Scanlink /r/{hash}, clicks recorded — saturated', result.measured),
    row(`bare node:http, fixed 302 — steady (50 × every ${STEADY_PAUSE_MS} ms)`, result.baselineSteady),
    row(`Scanlink /r/{hash}, clicks recorded — steady (50 × every ${STEADY_PAUSE_MS} ms)`, result.measuredSteady),
    row('Scanlink /Q/{CODE} (a QR code leading to a link), scans recorded — saturated', result.viaQr),
    row('Scanlink /r/{hash}, a plain link again, 6 languages — saturated', result.plainAgain),
    row('Scanlink /r/{hash}, 10 rules and a 3-way split, 6 languages — saturated', result.viaRules),
    '',
    `ratio ${result.ratio.toFixed(2)} through a link, ${result.qrRatio.toFixed(2)} through a QR code (target ≥ 0.6, the same for both) · p99 ${ms(result.measuredSteady.p99Us)} ms steady, ${ms(result.measured.p99Us)} ms saturated (target < 5 ms) · ${result.userAgents} user agents, ${result.ips} addresses`,
    `human redirects answered ${result.humanAnswered}, clicks stored ${result.humanStored}; crawler clicks stored ${result.botStored}; non-302 answers ${result.measured.non302 + result.measuredSteady.non302 + result.viaQr.non302}, socket errors ${result.measured.socketErrors + result.measuredSteady.socketErrors + result.viaQr.socketErrors}`,
  ];
  const unrouted = result.smartRoutes.find((row) => row.route === null)?.clicks ?? 0;
  lines.push(
    `smart link: ${result.smartRatio.toFixed(2)} of the plain link's throughput right before it (target ≥ 0.95); ` +
      `redirect thread ${result.mainUsPlain.toFixed(1)} µs a request for the plain link, ${result.mainUsRules.toFixed(1)} for the smart one; ` +
      `${result.smartStored} clicks stored, served by ${result.smartRoutes.length} rules and variants` +
      (unrouted ? `, ${unrouted} without one (WRONG)` : ''),
  );
  const ok =
    unrouted === 0 &&
    result.humanAnswered === result.humanStored &&
    result.botStored === 0 &&
    result.exitCode === 0 &&
    result.measured.non302 + result.measuredSteady.non302 + result.viaQr.non302 + result.viaRules.non302 === 0;
  lines.push(ok ? 'every answered human redirect is exactly one stored click: OK' : 'CLICK COUNT MISMATCH');
  const writer =
    result.writerCpuMs === null
      ? 'click writer CPU: not measured (no /proc)'
      : `click writer CPU ${((result.writerCpuMs * 1000) / result.humanStored).toFixed(1)} µs per stored click ` +
        `(${(result.writerCpuMs / 1000).toFixed(1)} s of the writer thread for ${result.humanStored} clicks, crawlers' requests dropped on the way included; target ≤ 10 µs)`;
  lines.push(
    `${writer} · server memory ${result.idleRss.toFixed(0)} MB at idle, ${result.loadedRss.toFixed(0)} MB after ${result.humanStored} clicks`,
  );
  const crash = reportCrash(result.crash);
  lines.push('', crash.text);
  return { text: lines.join('\n'), ok: ok && crash.ok };
}
